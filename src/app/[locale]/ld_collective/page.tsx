import { ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";

export default async function LdCollectivePage({ params }: PageProps<"/[locale]/ld_collective">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument("ld_collective", input);
  const { data } = page;
  return (
    <SiteLayout layout="default" locale={locale} alternates={await pagePaths(page)} navbar={{ contentColor: "white" }} footer={{ theme: "dark" }}>
      <PageHeader title={data.title} subtitle={data.subtitle} image={data.header_image} tone="dark" cta={ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "ld-collective-header")} />
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/ld_collective">) {
  return routeMetadata("ld_collective", await params);
}
