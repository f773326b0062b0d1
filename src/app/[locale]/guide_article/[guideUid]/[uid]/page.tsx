import type { BlogArticleDocument } from "../../../../../../prismicio-types";
import { ArticleView } from "@/components/blog/ArticleView";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

const FETCH_LINKS = ["author.name", "author.portrait", "author.job", "category.name", "tag.label"];

/** A blog article that is a chapter of a guide, at /guide/{guideUid}/{uid}/. */
export default async function GuideArticlePage({ params }: PageProps<"/[locale]/guide_article/[guideUid]/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const article = await loadRouteDocument<BlogArticleDocument>("guide_article", input, FETCH_LINKS);
  return (
    <SiteLayout layout="guide" locale={locale} alternates={await pagePaths(article)}>
      <ArticleView article={article} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/guide_article/[guideUid]/[uid]">) {
  return routeMetadata("guide_article", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("guide_article", params.locale);
}
