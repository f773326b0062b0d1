import { ArticleView } from "@/components/blog/ArticleView";
import { ChapterLinks, GuideNavigation } from "@/components/blog/GuideNavigation";
import { chapterPosition, guideChapters } from "@/components/blog/guide";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { DocumentJsonLd } from "@/components/structured-data/DocumentJsonLd";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";
import { ARTICLE_FETCH_LINKS, relatedArticleSummaries, toSummary } from "@/content/queries/articles";
import { findGuide } from "@/content/queries/resources";
import { linkResolver } from "@/routing/link-resolver";

/** A blog article that is a chapter of a guide, at /guide/{guideUid}/{uid}/, with the guide's navigation. */
export default async function GuideArticlePage({ params }: PageProps<"/[locale]/guide_article/[guideUid]/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const article = await loadRouteDocument("guide_article", input, ARTICLE_FETCH_LINKS);
  const summary = toSummary(article);
  const [alternates, related, guide] = await Promise.all([
    pagePaths(article),
    relatedArticleSummaries(locale, summary),
    findGuide(input.guideUid, locale),
  ]);
  const chapters = guide ? guideChapters(guide) : [];
  const position = chapterPosition(chapters, article.id);
  return (
    <SiteLayout layout="guide" locale={locale} alternates={alternates}>
      <DocumentJsonLd document={article} />
      <ArticleView
        article={article}
        summary={summary}
        related={related}
        guideNavigation={
          guide && chapters.length > 0 ? (
            <GuideNavigation guideName={guide.data.guide_name || guide.data.title || ""} guideHref={linkResolver(guide)} chapters={chapters} currentId={article.id} />
          ) : null
        }
        chapterLinks={position ? <ChapterLinks previous={position.previous} next={position.next} /> : null}
      />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/guide_article/[guideUid]/[uid]">) {
  return routeMetadata("guide_article", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("guide_article", params.locale);
}
