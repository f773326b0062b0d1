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
  /**
   * The publication date as the article's language writes it (long style, the site's time zone), formatted on the
   * server: a card rendered in the browser (the blog home's filters and pages) then needs no date formatting there.
   */
  publishedText: string | null;
  /** Reading duration in minutes. */
  duration: number | null;
}

export interface ArticleQuery {
  /** Category uid. */
  category?: string;
  /** Free-text search. */
  q?: string;
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

/** How related a candidate is to an article: sharing its category counts two, each tag it shares one. */
export function relatedScore(article: ArticleSummary, candidate: ArticleSummary): number {
  const tagIds = new Set(article.tags.map((tag) => tag.id));
  return (article.category && candidate.category?.id === article.category.id ? 2 : 0) + candidate.tags.filter((tag) => tagIds.has(tag.id)).length;
}

/**
 * Related articles: those sharing the category or a tag, scored by how much they share
 * (category counts double), newest first among equals; the article itself excluded.
 */
export function relatedArticles(article: ArticleSummary, candidates: readonly ArticleSummary[], limit = 3): ArticleSummary[] {
  return candidates
    .filter((candidate) => candidate.id !== article.id)
    .map((candidate) => ({ candidate, score: relatedScore(article, candidate) }))
    .filter((entry) => entry.score > 0)
    .sort((a, b) => b.score - a.score || byNewest(a.candidate, b.candidate))
    .slice(0, limit)
    .map((entry) => entry.candidate);
}
