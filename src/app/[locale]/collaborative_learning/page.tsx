import { ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";

function CollaborativeLearningPage({ document: page, locale, alternates }: DocumentPageProps<"collaborative_learning">) {
  const { data } = page;
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <PageHeader title={data.title} subtitle={data.subtitle} image={data.header_image} cta={ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "collaborative-learning-header")} />
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("collaborative_learning", CollaborativeLearningPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
