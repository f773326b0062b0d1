/** Articles per page on the blog home and in its JSON endpoint. */
export const ARTICLES_PER_PAGE = 12;

export interface Paginated<T> {
  items: T[];
  page: number;
  totalPages: number;
  total: number;
}

/** One page of a list; a page past the end clamps to the last page, the minimum is 1. */
export function paginate<T>(items: readonly T[], page: number, perPage = ARTICLES_PER_PAGE): Paginated<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / perPage));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), totalPages);
  return { items: items.slice((current - 1) * perPage, current * perPage), page: current, totalPages, total: items.length };
}

/**
 * The page numbers a pagination bar shows: first, last, and the current one with a neighbour on
 * each side; `null` stands for an elided run ("…").
 */
export function pageWindow(page: number, totalPages: number): (number | null)[] {
  const shown = new Set([1, totalPages, page - 1, page, page + 1].filter((n) => n >= 1 && n <= totalPages));
  const sorted = [...shown].sort((a, b) => a - b);
  const result: (number | null)[] = [];
  sorted.forEach((n, index) => {
    const previous = sorted[index - 1];
    if (previous !== undefined && n - previous === 2) result.push(previous + 1);
    else if (previous !== undefined && n - previous > 2) result.push(null);
    result.push(n);
  });
  return result;
}
