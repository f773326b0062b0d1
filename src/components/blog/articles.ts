import "server-only";
import * as prismic from "@prismicio/client";
import type { AuthorDocument, BlogArticleDocument, CategoryDocument, TagDocument } from "../../../prismicio-types";
import { getAllDocuments } from "@/content/documents";
import type { Locale } from "@/routing/locales";

/** Every blog article of a locale, newest first, with its author and category names. */
export function getArticles(locale: Locale): Promise<BlogArticleDocument[]> {
  return getAllDocuments<BlogArticleDocument>("blog_article", locale, {
    orderings: [
      { field: "my.blog_article.publication_datetime", direction: "desc" },
      { field: "document.first_publication_date", direction: "desc" },
    ],
    fetchLinks: ["author.name", "author.portrait", "author.job", "category.name", "tag.label"],
  });
}

function linkId(field: prismic.LinkField | undefined): string | null {
  return field?.link_type === "Document" && "id" in field ? field.id : null;
}

export function articlesByCategory(articles: BlogArticleDocument[], category: CategoryDocument) {
  return articles.filter((article) => linkId(article.data.category) === category.id);
}

export function articlesByAuthor(articles: BlogArticleDocument[], author: AuthorDocument) {
  return articles.filter((article) => linkId(article.data.author) === author.id);
}

export function articlesByTag(articles: BlogArticleDocument[], tag: TagDocument) {
  return articles.filter((article) => article.data.tags.some((entry) => linkId(entry.tag) === tag.id));
}

/** The name a linked document carries through fetchLinks (author.name, category.name, tag.label). */
export function linkedText(field: prismic.LinkField | undefined, key: string): string | null {
  if (!linkId(field)) return null;
  const data = (field as { data?: Record<string, unknown> }).data;
  const value = data?.[key];
  return typeof value === "string" && value ? value : null;
}
