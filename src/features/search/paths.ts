import { perLocale, type Locale } from "@/routing/locales";
import { buildPath } from "@/routing/routes";

/** The results page of each locale: /search/, /de/suche/, /fr/recherche/. */
export const searchPaths = perLocale((locale) => buildPath("search", locale)!);

/** The results page for a query (and a page of it beyond the first). */
export function resultsPageHref(locale: Locale, q: string, page = 1): string {
  const query = new URLSearchParams();
  if (q) query.set("q", q);
  if (page > 1) query.set("page", String(page));
  const search = query.toString();
  return search ? `${searchPaths[locale]}?${search}` : searchPaths[locale];
}
