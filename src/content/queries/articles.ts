import "server-only";
import * as prismic from "@prismicio/client";
import type { AuthorDocument, BlogArticleDocument, CategoryDocument, TagDocument } from "../../../prismicio-types";
import { forEachDocumentPage, getAllDocuments, getDocumentPage } from "@/content/documents";
import { contentImageAttributes } from "@/content/images/attributes";
import { filterArticles, normalizeText, relatedArticles, relatedScore, type ArticleQuery, type ArticleSummary } from "@/lib/articles";
import { ARTICLES_PER_PAGE, paginate, type Paginated } from "@/lib/pagination";
import { linkResolver } from "@/routing/link-resolver";
import { defaultLocale, localeFromPrismicLang, type Locale } from "@/routing/locales";
import { longDate } from "@/i18n/dates";

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
  const published = isoDate(data.publication_datetime ?? article.first_publication_date);
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
    published,
    publishedText: published ? longDate(published, localeFromPrismicLang(article.lang) ?? defaultLocale) : null,
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

/** An article's own date: the blog's order and its dates come from it, else from the first publication. */
const PUBLICATION_DATE = "my.blog_article.publication_datetime";

/** The blog's order, newest first: an article's own date, then Prismic's first publication (then the id). */
export const NEWEST_ARTICLES_FIRST: prismic.Ordering[] = [
  { field: PUBLICATION_DATE, direction: "desc" },
  { field: "document.first_publication_date", direction: "desc" },
];

/** What an article's card reads (toSummary), its linked names included: pages of cards, never of bodies. */
const ARTICLE_CARD_QUERY = `{
  blog_article {
    title
    description
    thumbnail
    publication_datetime
    duration
    is_hidden
    guide
    category {
      ...on category {
        name
      }
    }
    author {
      ...on author {
        name
      }
    }
    tags {
      tag {
        ...on tag {
          label
        }
      }
    }
  }
}`;

/** Articles a listing shows: hidden (noindex) articles keep their page but are not listed. */
const LISTED = prismic.filter.not("my.blog_article.is_hidden", true);

const cardOptions = (filters: string[] = []) => ({ graphQuery: ARTICLE_CARD_QUERY, orderings: NEWEST_ARTICLES_FIRST, filters });

/** The listed articles' cards of a locale matching `filters`, newest first, a page of `perPage` (from 1) at a time. */
async function cardPage(locale: Locale, page: number, perPage: number, filters: string[] = []): Promise<Paginated<ArticleSummary>> {
  const answer = await getDocumentPage("blog_article", locale, page, perPage, cardOptions([LISTED, ...filters]));
  return { items: answer.results.map(toSummary), page, totalPages: Math.max(1, answer.totalPages), total: answer.total };
}

/** One page of the listed articles' cards (a page past the last is the last, as `paginate` has it), newest first. */
export async function getArticleCardPage(locale: Locale, page: number, filters: string[] = [], perPage = ARTICLES_PER_PAGE): Promise<Paginated<ArticleSummary>> {
  const wanted = Math.max(1, Math.floor(page) || 1);
  const answer = await cardPage(locale, wanted, perPage, filters);
  return wanted > answer.totalPages ? cardPage(locale, answer.totalPages, perPage, filters) : answer;
}

/** The `count` newest listed articles of a locale. */
export async function latestArticleSummaries(locale: Locale, count: number, filters: string[] = []): Promise<ArticleSummary[]> {
  return (await cardPage(locale, 1, count, filters)).items;
}

/**
 * What the `count` listed articles dated latest (by their own date, else their first publication) are among: the
 * `count` first with a date of their own and the `count` first without, whom the blog's order puts last. In that
 * order; the caller sorts by date.
 */
export async function latestDatedArticleSummaries(locale: Locale, count: number, filters: string[] = []): Promise<ArticleSummary[]> {
  const [dated, undated] = await Promise.all([
    latestArticleSummaries(locale, count, [prismic.filter.has(PUBLICATION_DATE), ...filters]),
    latestArticleSummaries(locale, count, [prismic.filter.missing(PUBLICATION_DATE), ...filters]),
  ]);
  return [...dated, ...undated];
}

/** A listed article of the locale by id (the blog home's featured one), or null. */
export async function findListedArticle(locale: Locale, id: string): Promise<ArticleSummary | null> {
  const [article] = await latestArticleSummaries(locale, 1, [prismic.filter.at("document.id", id)]);
  return article ?? null;
}

/** Every listed article's card of a locale, newest first, a page of the API at a time (each its own cache entry). */
function forEachListedArticle(locale: Locale, visit: (articles: ArticleSummary[]) => void): Promise<void> {
  return forEachDocumentPage("blog_article", locale, cardOptions([LISTED]), (documents) => visit(documents.map(toSummary)));
}

/**
 * One page of the listed articles matching a blog query (a category, search words), newest first, as `paginate`
 * pages `filterArticles`: a category alone is a filter of the Content API; search words are matched card by card,
 * one page of cards held at a time.
 */
export async function searchArticleCards(locale: Locale, query: ArticleQuery & { page: number }): Promise<Paginated<ArticleSummary>> {
  if (!normalizeText(query.q ?? "")) {
    if (!query.category) return getArticleCardPage(locale, query.page);
    // The card's category is the linked document's uid and name (in whichever language it is linked).
    const ids = (await getAllDocuments("category", "*")).filter((category) => category.uid === query.category && category.data.name).map((category) => category.id);
    if (ids.length === 0) return paginate([], query.page);
    return getArticleCardPage(locale, query.page, [prismic.filter.any("my.blog_article.category", ids)]);
  }
  const wanted = Math.max(1, Math.floor(query.page) || 1);
  let total = 0;
  let found: ArticleSummary[] = [];
  let last: ArticleSummary[] = [];
  await forEachListedArticle(locale, (articles) => {
    for (const article of filterArticles(articles, query)) {
      total += 1;
      if (Math.ceil(total / ARTICLES_PER_PAGE) === wanted) found.push(article);
      if ((total - 1) % ARTICLES_PER_PAGE === 0) last = [];
      last.push(article);
    }
  });
  const totalPages = Math.max(1, Math.ceil(total / ARTICLES_PER_PAGE));
  if (wanted > totalPages) found = total === 0 ? [] : last;
  return { items: found, page: Math.min(wanted, totalPages), totalPages, total };
}

/** The locale's articles that link to a document (their author, category or one of their tags), newest first, hidden ones too. */
export async function articlesLinkingTo(locale: Locale, target: AuthorDocument | CategoryDocument | TagDocument): Promise<ArticleSummary[]> {
  const field = target.type === "author" ? "my.blog_article.author" : target.type === "category" ? "my.blog_article.category" : "my.blog_article.tags.tag";
  const articles: ArticleSummary[] = [];
  await forEachDocumentPage("blog_article", locale, cardOptions([prismic.filter.at(field, target.id)]), (documents) => void articles.push(...documents.map(toSummary)));
  return articles;
}

/** The position of an article in the blog's order (NEWEST_ARTICLES_FIRST, then the id): a missing date sorts last. */
function newestFirst(a: BlogArticleDocument, b: BlogArticleDocument): number {
  const time = (value: string | null | undefined) => (value ? Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, "$1:$2")) : Number.NaN);
  for (const [left, right] of [
    [time(a.data.publication_datetime), time(b.data.publication_datetime)],
    [time(a.first_publication_date), time(b.first_publication_date)],
  ]) {
    if (Number.isNaN(left) || Number.isNaN(right)) {
      if (Number.isNaN(left) !== Number.isNaN(right)) return Number.isNaN(left) ? 1 : -1;
      continue;
    }
    if (left !== right) return right - left;
  }
  return a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}

/**
 * The locale's listed articles most related to one (relatedArticles: sharing its category counts two, each shared
 * tag one; the newer first among equals), read without listing them all: for every set of the article's category and
 * tags, the `limit` newest articles having all of them. An article of the true top `limit` whose shared set is S is
 * among the `limit` newest having S, or `limit` newer ones scoring at least as much would rank before it; a set whose
 * score cannot reach the top is not asked. Articles without a date of their own are asked apart: the blog's order
 * puts them last, relatedArticles dates them by their first publication. The queries do not name the article, so
 * articles sharing a category and tags share them (and their cached answers).
 */
export async function relatedArticleSummaries(locale: Locale, article: ArticleSummary, limit = 3): Promise<ArticleSummary[]> {
  const criteria = [
    ...(article.category ? [{ weight: 2, filter: prismic.filter.at("my.blog_article.category", article.category.id) }] : []),
    ...[...new Set(article.tags.map((tag) => tag.id))].map((id) => ({ weight: 1, filter: prismic.filter.at("my.blog_article.tags.tag", id) })),
  ];
  const sets = Array.from({ length: 2 ** criteria.length - 1 }, (_, index) => criteria.filter((_, bit) => ((index + 1) >> bit) & 1))
    .map((set) => ({ filters: set.map((criterion) => criterion.filter), score: set.reduce((sum, criterion) => sum + criterion.weight, 0) }))
    .sort((a, b) => b.score - a.score);
  const found = new Map<string, { document: BlogArticleDocument; summary: ArticleSummary; score: number }>();
  for (const { filters, score } of sets) {
    if ([...found.values()].filter((candidate) => candidate.score > score).length >= limit) continue;
    for (const dated of [prismic.filter.has(PUBLICATION_DATE), prismic.filter.missing(PUBLICATION_DATE)]) {
      const answer = await getDocumentPage("blog_article", locale, 1, limit + 1, cardOptions([LISTED, dated, ...filters]));
      for (const document of answer.results) {
        if (document.id === article.id || found.has(document.id)) continue;
        const summary = toSummary(document);
        found.set(document.id, { document, summary, score: relatedScore(article, summary) });
      }
    }
  }
  // In the blog's order, as relatedArticles keeps it among equals.
  const candidates = [...found.values()].sort((a, b) => newestFirst(a.document, b.document)).map((candidate) => candidate.summary);
  return relatedArticles(article, candidates, limit);
}

/** Every category of a locale, by name (the blog home's filter). */
export function getCategories(locale: Locale): Promise<CategoryDocument[]> {
  return getAllDocuments("category", locale, { orderings: [{ field: "my.category.name" }] });
}
