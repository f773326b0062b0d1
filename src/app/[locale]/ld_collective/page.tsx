import { ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";

function LdCollectivePage({ document: page, locale, alternates }: DocumentPageProps<"ld_collective">) {
  const { data } = page;
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates} navbar={{ contentColor: "white" }} footer={{ theme: "dark" }}>
      <PageHeader title={data.title} subtitle={data.subtitle} image={data.header_image} tone="dark" cta={ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "ld-collective-header")} />
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("ld_collective", LdCollectivePage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
