import { isLandingPage } from "@/components/generic-page/landing-rules";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

/** Generic content pages at /{category}/{uid}/: landing layout without menu for campaign categories. */
export default async function GenericPage({ params }: PageProps<"/[locale]/page/[category]/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument("page", input);
  const { data } = page;
  const landing = isLandingPage(locale, data.category);
  // A header_with_social_proofs slice is the page's header: then the page title is not repeated.
  const hasOwnHeader = data.body.some((slice) => slice.slice_type === "header_with_social_proofs");
  return (
    <SiteLayout
      layout={landing ? "landing" : "default"}
      locale={locale}
      alternates={await pagePaths(page)}
      navbar={{ isMenuDisplayed: !landing }}
    >
      <div data-page-type="page" data-landing={landing || undefined}>
        {hasOwnHeader ? null : <PageHeader title={data.title} subtitle={data.subtitle} />}
        <PageSlices documentId={page.id} slices={data.body} locale={locale} />
      </div>
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/page/[category]/[uid]">) {
  return routeMetadata("page", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("page", params.locale);
}
