import { getTranslations } from "next-intl/server";
import { messageTemplate } from "@/i18n/templates";
import type { ReactNode } from "react";
import type { BlogArticleDocument } from "../../../prismicio-types";
import { ContentLink } from "@/components/content-link/ContentLink";
import { TagLinks } from "@/components/editorial/TagLinks";
import { ContentImage } from "@/components/image/ContentImage";
import { RichText } from "@/components/rich-text/RichText";
import { headingAnchors } from "@/components/rich-text/anchors";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { siteUrl } from "@/config/site";
import { localeFromPrismicLang } from "@/routing/locales";
import { ArticleGrid } from "./ArticleGrid";
import { ArticleMeta } from "./ArticleMeta";
import { AuthorCard } from "./AuthorCard";
import type { ArticleSummary } from "@/lib/articles";
import { ShareLinks } from "./ShareLinks";
import { TableOfContents } from "./TableOfContents";

interface ArticleViewProps {
  article: BlogArticleDocument;
  /** The article's card data (category, tags, date) and its related articles (relatedArticleSummaries). */
  summary: ArticleSummary;
  related: ArticleSummary[];
  /** A guide chapter's navigation, shown beside the body. */
  guideNavigation?: ReactNode;
  /** Previous / next chapter links, shown after the body. */
  chapterLinks?: ReactNode;
}

/**
 * A blog article: category, title, description, author card, date and reading time, thumbnail,
 * table of contents from the h2/h3 anchors, body, tags, share links and related articles.
 */
export async function ArticleView({ article, summary, related, guideNavigation, chapterLinks }: ArticleViewProps) {
  const t = await getTranslations("blog");
  const { data } = article;
  const anchors = headingAnchors(data.content);
  const title = data.title ?? "";

  return (
    <>
      <article className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
        <header className="mx-auto max-w-3xl">
          {summary.category ? (
            <ContentLink field={data.category} className="font-semibold text-green-dark hover:underline">
              {summary.category.name}
            </ContentLink>
          ) : null}
          <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance lg:text-5xl">{title}</h1>
          {data.description ? <p className="mt-4 text-xl text-stone">{data.description}</p> : null}
          <div className="mt-6 flex flex-wrap items-center justify-between gap-4">
            <AuthorCard field={data.author} />
            <ArticleMeta article={summary} readingTime={messageTemplate(t, "readingTime", ["minutes"])} className="text-stone" />
          </div>
        </header>
        <ContentImage field={data.thumbnail} priority sizes="(min-width: 1024px) 960px, 100vw" className="mx-auto mt-8 h-auto w-full max-w-5xl rounded-2xl" />
        <div className="mt-10 grid gap-10 lg:grid-cols-[16rem_minmax(0,48rem)] lg:justify-center">
          <aside className="space-y-8 lg:sticky lg:top-24 lg:self-start">
            {guideNavigation}
            <TableOfContents anchors={anchors} />
          </aside>
          <div className="min-w-0">
            <RichText
              field={data.content}
              className="space-y-5 text-lg leading-relaxed [&_a]:text-green-dark [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc"
            />
            <PageSlices documentId={article.id} slices={data.slices} locale={localeFromPrismicLang(article.lang) ?? "en"} />
            {chapterLinks}
            <TagLinks entries={data.tags} label={t("tags")} className="mt-10" />
            <div className="mt-10 border-t border-cloud pt-6">
              <ShareLinks url={`${siteUrl}${summary.href}`} title={title} />
            </div>
          </div>
        </div>
      </article>
      {related.length > 0 ? (
        <section aria-labelledby="related-articles" className="bg-sugar">
          <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
            <h2 id="related-articles" className="mb-6 text-2xl font-bold">
              {t("relatedArticles")}
            </h2>
            <ArticleGrid articles={related} priorityFirst={false} />
          </div>
        </section>
      ) : null}
    </>
  );
}
