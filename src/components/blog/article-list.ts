import * as prismic from "@prismicio/client";
import type { BlogArticleDocument } from "../../../prismicio-types";
import { contentImageAttributes } from "@/components/image/ContentImage";
import { linkResolver } from "@/routing/link-resolver";

/**
 * A blog article as a card needs it: plain, serializable data shared by the server-rendered
 * grid, the blog JSON endpoint and the client island that renders further pages.
 */
export interface ArticleSummary {
  id: string;
  href: string;
  title: string;
  description: string;
  category: { id: string; uid: string; name: string } | null;
  author: string | null;
  tags: { id: string; label: string }[];
  /** The card image's `<img>` attributes (srcset computed on the server, so cards need no image code in the browser). */
  thumbnail: { src: string; srcSet?: string; sizes?: string; width: number; height: number } | null;
  /** ISO timestamp of publication, or null when unknown. */
  published: string | null;
  /** Reading duration in minutes. */
  duration: number | null;
}

export interface ArticleQuery {
  /** Category uid. */
  category?: string;
  /** Free-text search. */
  q?: string;
}

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
export const CARD_IMAGE_SIZES = "(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw";

function cardThumbnail(field: prismic.ImageField): ArticleSummary["thumbnail"] {
  const attributes = contentImageAttributes({ field, sizes: CARD_IMAGE_SIZES });
  if (!attributes || !prismic.isFilled.image(field)) return null;
  return { src: attributes.src, srcSet: attributes.srcSet, sizes: attributes.sizes, width: field.dimensions.width, height: field.dimensions.height };
}

/** Lower case without accents, so "equipe" finds "équipe". */
export function normalizeText(text: string): string {
  return text.normalize("NFD").replace(/\p{Diacritic}/gu, "").toLowerCase().trim();
}

/** Newest first; undated articles last. */
export function byNewest(a: ArticleSummary, b: ArticleSummary): number {
  return (b.published ?? "").localeCompare(a.published ?? "");
}

/** The articles matching a query: every search word must appear in the title, description, category, tags or author. */
export function filterArticles(articles: readonly ArticleSummary[], query: ArticleQuery): ArticleSummary[] {
  const words = normalizeText(query.q ?? "").split(/\s+/).filter(Boolean);
  return articles.filter((article) => {
    if (query.category && article.category?.uid !== query.category) return false;
    if (words.length === 0) return true;
    const haystack = normalizeText(
      [article.title, article.description, article.category?.name, article.author, ...article.tags.map((tag) => tag.label)].join(" "),
    );
    return words.every((word) => haystack.includes(word));
  });
}

/**
 * Related articles: those sharing the category or a tag, scored by how much they share
 * (category counts double), newest first among equals; the article itself excluded.
 */
export function relatedArticles(article: ArticleSummary, candidates: readonly ArticleSummary[], limit = 3): ArticleSummary[] {
  const tagIds = new Set(article.tags.map((tag) => tag.id));
  return candidates
    .filter((candidate) => candidate.id !== article.id)
    .map((candidate) => ({
      candidate,
      score:
        (article.category && candidate.category?.id === article.category.id ? 2 : 0) +
        candidate.tags.filter((tag) => tagIds.has(tag.id)).length,
    }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || byNewest(a.candidate, b.candidate))
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
