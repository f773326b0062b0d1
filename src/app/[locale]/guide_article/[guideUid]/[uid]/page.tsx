import type { GuidePageDocument } from "../../../../../../prismicio-types";
import { ArticleView } from "@/components/blog/ArticleView";
import { ChapterLinks, GuideNavigation } from "@/components/blog/GuideNavigation";
import { chapterPosition, guideChapters } from "@/components/blog/guide";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { DocumentJsonLd } from "@/components/structured-data/DocumentJsonLd";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { ARTICLE_FETCH_LINKS, relatedArticleSummaries, toSummary } from "@/content/queries/articles";
import { findGuide } from "@/content/queries/resources";
import { linkResolver } from "@/routing/link-resolver";

/** A blog article that is a chapter of a guide, at /guide/{guideUid}/{uid}/, with the guide's navigation. */
async function GuideArticlePage({ document: article, locale, alternates, guide }: DocumentPageProps<"guide_article"> & { guide: GuidePageDocument | null }) {
  const summary = toSummary(article);
  const related = await relatedArticleSummaries(locale, summary);
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

const route = documentRoute("guide_article", GuideArticlePage, {
  fetchLinks: ARTICLE_FETCH_LINKS,
  load: async ({ locale, params }) => ({ guide: await findGuide(params.guideUid!, locale) }),
});
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
