import { ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";

export default async function CollaborativeLearningPage({ params }: PageProps<"/[locale]/collaborative_learning">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument("collaborative_learning", input);
  const { data } = page;
  return (
    <SiteLayout layout="default" locale={locale} alternates={await pagePaths(page)}>
      <PageHeader title={data.title} subtitle={data.subtitle} image={data.header_image} cta={ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "collaborative-learning-header")} />
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/collaborative_learning">) {
  return routeMetadata("collaborative_learning", await params);
}
