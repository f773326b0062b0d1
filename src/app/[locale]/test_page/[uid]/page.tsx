import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

/** A sandbox page for editors to try slices: a title and the slice zone. */
export default async function TestPage({ params }: PageProps<"/[locale]/test_page/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument("test_page", input);
  const { data } = page;
  return (
    <SiteLayout layout="default" locale={locale} alternates={await pagePaths(page)}>
      <header className="mx-auto max-w-7xl px-4 pt-14 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight">{data.title}</h1>
      </header>
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/test_page/[uid]">) {
  return routeMetadata("test_page", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("test_page", params.locale);
}
