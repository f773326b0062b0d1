import "server-only";
import type { AuthorDocument, BlogArticleDocument, CategoryDocument, TagDocument } from "../../../prismicio-types";
import { getAllDocuments } from "@/content/documents";
import type { Locale } from "@/routing/locales";
import { toSummary, type ArticleSummary } from "./article-list";

/** Linked fields an article needs for its card, header and author card. */
export const ARTICLE_FETCH_LINKS = ["author.name", "author.portrait", "author.job", "category.name", "tag.label"];

/** Every blog article of a locale, newest first, with its author, category and tag names. */
export function getArticles(locale: Locale): Promise<BlogArticleDocument[]> {
  return getAllDocuments("blog_article", locale, {
    orderings: [
      { field: "my.blog_article.publication_datetime", direction: "desc" },
      { field: "document.first_publication_date", direction: "desc" },
    ],
    fetchLinks: ARTICLE_FETCH_LINKS,
  });
}

/** Card data of every article of a locale, newest first. */
export async function getArticleSummaries(locale: Locale): Promise<ArticleSummary[]> {
  // Hidden (noindex) articles keep their page but are not listed.
  return (await getArticles(locale)).filter((article) => article.data.is_hidden !== true).map(toSummary);
}

function linkId(field: { link_type?: string } | undefined): string | null {
  return field?.link_type === "Document" && "id" in field ? (field.id as string) : null;
}

/** Card data of the locale's articles that link to a document (their author, category or one of their tags). */
export async function articlesLinkingTo(locale: Locale, target: AuthorDocument | CategoryDocument | TagDocument): Promise<ArticleSummary[]> {
  const articles = await getArticles(locale);
  return articles
    .filter((article) => {
      const { data } = article;
      if (target.type === "author") return linkId(data.author) === target.id;
      if (target.type === "category") return linkId(data.category) === target.id;
      return data.tags.some((entry) => linkId(entry.tag) === target.id);
    })
    .map(toSummary);
}
