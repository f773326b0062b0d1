import { getTranslations } from "next-intl/server";
import type { TagDocument } from "../../../../../prismicio-types";
import { ArchiveView } from "@/components/blog/ArchiveView";
import { articlesByTag, getArticles } from "@/components/blog/articles";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

export default async function TagPage({ params }: PageProps<"/[locale]/tag/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const tag = await loadRouteDocument<TagDocument>("tag", input);
  const [articles, t] = await Promise.all([getArticles(locale), getTranslations({ locale, namespace: "blog" })]);
  return (
    <SiteLayout layout="blog" locale={locale} alternates={await pagePaths(tag)}>
      <ArchiveView eyebrow={t("articlesTagged", { tag: "" }).trim()} title={`#${tag.data.label ?? ""}`} articles={articlesByTag(articles, tag)} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/tag/[uid]">) {
  return routeMetadata("tag", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("tag", params.locale);
}
