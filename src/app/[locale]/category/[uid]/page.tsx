import { getTranslations } from "next-intl/server";
import { ArchiveView } from "@/components/blog/ArchiveView";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";
import { articlesLinkingTo } from "@/content/queries/articles";

export default async function CategoryPage({ params }: PageProps<"/[locale]/category/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const category = await loadRouteDocument("category", input);
  const [articles, alternates, t] = await Promise.all([articlesLinkingTo(locale, category), pagePaths(category), getTranslations({ locale, namespace: "blog" })]);
  const name = category.data.name ?? "";
  return (
    <SiteLayout layout="blog" locale={locale} alternates={alternates}>
      <ArchiveView
        eyebrow={t("categoryEyebrow")}
        title={name}
        intro={category.data.description}
        listTitle={t("articlesInCategory", { category: name })}
        articles={articles}
      />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/category/[uid]">) {
  return routeMetadata("category", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("category", params.locale);
}
