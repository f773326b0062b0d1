import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";

/** A sandbox page for editors to try slices: a title and the slice zone. */
function TestPage({ document: page, locale, alternates }: DocumentPageProps<"test_page">) {
  const { data } = page;
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <header className="mx-auto max-w-7xl px-4 pt-14 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight">{data.title}</h1>
      </header>
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("test_page", TestPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
