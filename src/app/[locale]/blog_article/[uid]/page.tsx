import { ArticleView } from "@/components/blog/ArticleView";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { DocumentJsonLd } from "@/components/structured-data/DocumentJsonLd";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";
import { ARTICLE_FETCH_LINKS, NEWEST_ARTICLES_FIRST, relatedArticleSummaries, toSummary } from "@/content/queries/articles";

export default async function BlogArticlePage({ params }: PageProps<"/[locale]/blog_article/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const article = await loadRouteDocument("blog_article", input, ARTICLE_FETCH_LINKS);
  const summary = toSummary(article);
  const [alternates, related] = await Promise.all([pagePaths(article), relatedArticleSummaries(locale, summary)]);
  return (
    <SiteLayout layout="blog" locale={locale} alternates={alternates}>
      <DocumentJsonLd document={article} />
      <ArticleView article={article} summary={summary} related={related} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog_article/[uid]">) {
  return routeMetadata("blog_article", await params);
}

/** Articles built with the site per language; older ones render on their first request, then stay cached. */
const PRERENDERED_ARTICLES = 200;

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("blog_article", params.locale, { mostRecent: PRERENDERED_ARTICLES, orderings: NEWEST_ARTICLES_FIRST });
}
