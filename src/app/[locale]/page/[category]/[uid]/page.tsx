import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { isLandingPage } from "@/routing/routes";

/** Generic content pages at /{category}/{uid}/: landing layout without menu for campaign categories. */
function GenericPage({ document: page, locale, alternates }: DocumentPageProps<"page">) {
  const { data } = page;
  const landing = isLandingPage(locale, data.category);
  // A header_with_social_proofs slice is the page's header: then the page title is not repeated.
  const hasOwnHeader = data.body.some((slice) => slice.slice_type === "header_with_social_proofs");
  return (
    <SiteLayout
      layout={landing ? "landing" : "default"}
      locale={locale}
      alternates={alternates}
      navbar={{ isMenuDisplayed: !landing }}
    >
      <div data-page-type="page" data-landing={landing || undefined}>
        {hasOwnHeader ? null : <PageHeader title={data.title} subtitle={data.subtitle} />}
        <PageSlices documentId={page.id} slices={data.body} locale={locale} />
      </div>
    </SiteLayout>
  );
}

const route = documentRoute("page", GenericPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
