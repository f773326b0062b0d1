import * as prismic from "@prismicio/client";
import { prismicLangs } from "@/routing/locales";
import { routes, type RouteMatch } from "@/routing/routes";
import { createPrismicClient } from "./client";
import { contentTable } from "./content-table";

/** A safety net for a missed webhook: the index is read again in the background after this long. */
const INDEX_TTL_MS = 10 * 60_000;

/** Custom types some route renders. */
const routedTypes = [...new Set(routes.flatMap((route) => route.types))];

const key = (type: string, lang: string, uid = "", category = "") => `${type}|${lang}|${uid}|${category}`;

/**
 * The index of every routable document: type, language and uid (and a generic page's category, part of
 * its path). Built from one listing of the content, not a query per path.
 */
export async function buildRouteIndex(client: prismic.Client = createPrismicClient()): Promise<Set<string>> {
  const documents = await client.dangerouslyGetAll({
    filters: [prismic.filter.any("document.type", routedTypes)],
    lang: "*",
    // Only what a path names: a generic page's category, no document bodies.
    fetch: ["page.category"],
  });
  const index = new Set<string>();
  for (const document of documents) {
    index.add(key(document.type, document.lang, document.uid ?? ""));
    if (document.type === "page") index.add(key("page", document.lang, document.uid ?? "", String(document.data.category ?? "")));
  }
  return index;
}

/** null: the content could not be listed, so pages decide for themselves. */
const table = contentTable<Set<string> | null>({ name: "route-index", load: () => buildRouteIndex(), ttlMs: INDEX_TTL_MS, fallback: null });

/** Whether an index answers that a matched route's document exists. */
export function indexHas(index: Set<string>, match: RouteMatch): boolean {
  const lang = prismicLangs[match.locale];
  return match.route.types.some((type) =>
    match.route.singleton
      ? index.has(key(type, lang))
      : index.has(match.route.id === "page" ? key(type, lang, match.params.uid, match.params.category) : key(type, lang, match.params.uid)),
  );
}

/**
 * Whether the document a matched route would render exists, so the proxy can answer a missing
 * one with the 404 page and status (rendered on the server, unlike a page's own notFound()).
 * Answered from the route index in memory; when the content cannot be listed, the page decides.
 */
export async function routeDocumentExists(match: RouteMatch): Promise<boolean> {
  if (match.route.types.length === 0) return true;
  const index = await table.get();
  return index === null || indexHas(index, match);
}

/** Forgets the index (the revalidation webhook): the next request lists the content again. */
export function clearRouteIndex(): void {
  table.clear();
}
