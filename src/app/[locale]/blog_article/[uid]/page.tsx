import { ArticleView } from "@/components/blog/ArticleView";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { DocumentJsonLd } from "@/components/structured-data/DocumentJsonLd";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { ARTICLE_FETCH_LINKS, NEWEST_ARTICLES_FIRST, relatedArticleSummaries, toSummary } from "@/content/queries/articles";

async function BlogArticlePage({ document: article, locale, alternates }: DocumentPageProps<"blog_article">) {
  const summary = toSummary(article);
  const related = await relatedArticleSummaries(locale, summary);
  return (
    <SiteLayout layout="blog" locale={locale} alternates={alternates}>
      <DocumentJsonLd document={article} />
      <ArticleView article={article} summary={summary} related={related} />
    </SiteLayout>
  );
}

/** Articles built with the site per language; older ones render on their first request, then stay cached. */
const PRERENDERED_ARTICLES = 200;

const route = documentRoute("blog_article", BlogArticlePage, {
  fetchLinks: ARTICLE_FETCH_LINKS,
  staticParams: { mostRecent: PRERENDERED_ARTICLES, orderings: NEWEST_ARTICLES_FIRST },
});
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
