import "server-only";
import * as prismic from "@prismicio/client";
import type { AuthorDocument, BlogArticleDocument, CategoryDocument, TagDocument } from "../../../prismicio-types";
import { getAllDocuments } from "@/content/documents";
import { contentImageAttributes } from "@/content/images/attributes";
import type { ArticleSummary } from "@/lib/articles";
import { linkResolver } from "@/routing/link-resolver";
import type { Locale } from "@/routing/locales";

/** Linked fields an article needs for its card, header and author card. */
export const ARTICLE_FETCH_LINKS = ["author.name", "author.portrait", "author.job", "category.name", "tag.label"];

interface Linked {
  id: string;
  uid?: string;
  data?: Record<string, unknown>;
}

function linked(field: prismic.LinkField | undefined): Linked | null {
  return field && field.link_type === "Document" && "id" in field && !field.isBroken ? (field as unknown as Linked) : null;
}

function linkedString(field: prismic.LinkField | undefined, key: string): string | null {
  const value = linked(field)?.data?.[key];
  return typeof value === "string" && value ? value : null;
}

function isoDate(value: string | null | undefined): string | null {
  if (!value) return null;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? null : date.toISOString();
}

/** The card data of an article fetched with author.name, category.name and tag.label links. */
export function toSummary(article: BlogArticleDocument): ArticleSummary {
  const { data } = article;
  const category = linked(data.category);
  const categoryName = linkedString(data.category, "name");
  return {
    id: article.id,
    href: linkResolver(article),
    title: data.title ?? "",
    description: data.description ?? "",
    category: category && category.uid && categoryName ? { id: category.id, uid: category.uid, name: categoryName } : null,
    author: linkedString(data.author, "name"),
    tags: data.tags.flatMap((entry) => {
      const tag = linked(entry.tag);
      const label = linkedString(entry.tag, "label");
      return tag && label ? [{ id: tag.id, label }] : [];
    }),
    thumbnail: cardThumbnail(data.thumbnail),
    published: isoDate(data.publication_datetime ?? article.first_publication_date),
    duration: typeof data.duration === "number" && data.duration > 0 ? data.duration : null,
  };
}

/** Card images take a third of a wide screen, half of a tablet's, a phone's whole width. */
const CARD_IMAGE_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

function cardThumbnail(field: prismic.ImageField): ArticleSummary["thumbnail"] {
  const attributes = contentImageAttributes({ field, sizes: CARD_IMAGE_SIZES });
  if (!attributes || !prismic.isFilled.image(field)) return null;
  return { src: attributes.src, srcSet: attributes.srcSet, sizes: attributes.sizes, width: field.dimensions.width, height: field.dimensions.height };
}

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

/** Every category of a locale, by name (the blog home's filter). */
export function getCategories(locale: Locale): Promise<CategoryDocument[]> {
  return getAllDocuments("category", locale, { orderings: [{ field: "my.category.name" }] });
}
