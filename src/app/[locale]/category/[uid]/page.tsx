import { getTranslations } from "next-intl/server";
import type { CategoryDocument } from "../../../../../prismicio-types";
import { ArchiveView } from "@/components/blog/ArchiveView";
import { articlesByCategory, getArticles } from "@/components/blog/articles";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

export default async function CategoryPage({ params }: PageProps<"/[locale]/category/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const category = await loadRouteDocument<CategoryDocument>("category", input);
  const [articles, t] = await Promise.all([getArticles(locale), getTranslations({ locale, namespace: "blog" })]);
  return (
    <SiteLayout layout="blog" locale={locale} alternates={await pagePaths(category)}>
      <ArchiveView
        eyebrow={t("articlesInCategory", { category: "" }).trim()}
        title={category.data.name ?? ""}
        intro={category.data.description}
        articles={articlesByCategory(articles, category)}
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
