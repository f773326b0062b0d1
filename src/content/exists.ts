import * as prismic from "@prismicio/client";
import { linkResolver } from "@/routing/link-resolver";
import { prismicLangs } from "@/routing/locales";
import { routes, type RouteMatch } from "@/routing/routes";
import { createPrismicClient } from "./client";
import { contentTable } from "./content-table";
import { listAll } from "./list-all";
import { PATH_FETCH_LINKS } from "./path-fields";

/** A safety net for a missed webhook: the index is read again in the background after this long. */
const INDEX_TTL_MS = 10 * 60_000;

/** Custom types some route renders. */
const routedTypes = [...new Set(routes.flatMap((route) => route.types))];

const key = (type: string, lang: string, uid = "", category = "") => `${type}|${lang}|${uid}|${category}`;

/** What the index knows of one routable document: enough to name its page and the cache tags of its queries. */
export interface IndexedDocument {
  id: string;
  type: string;
  lang: string;
  uid: string | null;
  /** Its public path (from the link resolver). */
  path: string;
  /** Its translations, whose pages link to it. */
  alternates: { id: string; type: string; lang: string; uid?: string }[];
}

export interface RouteIndex {
  /** type|lang|uid|category of every routable document: what the proxy asks. */
  keys: Set<string>;
  /** Each routable document by id: what the revalidation webhook compares a publication with. */
  documents: Map<string, IndexedDocument>;
}


/** A listed document as the index keeps it. */
export function indexedDocument(document: prismic.PrismicDocument): IndexedDocument {
  return {
    id: document.id,
    type: document.type,
    lang: document.lang,
    uid: document.uid ?? null,
    path: linkResolver(document),
    alternates: (document.alternate_languages ?? []).map(({ id, type, lang, uid }) => ({ id, type, lang, ...(uid ? { uid } : {}) })),
  };
}

/** Adds a listed document to an index. */
function addToIndex(index: RouteIndex, document: prismic.PrismicDocument): void {
  index.keys.add(key(document.type, document.lang, document.uid ?? ""));
  if (document.type === "page") index.keys.add(key("page", document.lang, document.uid ?? "", String(document.data.category ?? "")));
  index.documents.set(document.id, indexedDocument(document));
}

/**
 * The index of every routable document: type, language and uid (and a generic page's category, part of
 * its path). Built from one listing of the content, not a query per path.
 */
export async function buildRouteIndex(client: prismic.Client = createPrismicClient()): Promise<RouteIndex> {
  const documents = await listAll(client, {
    filters: [prismic.filter.any("document.type", routedTypes)],
    lang: "*",
    // Only what a path names, no document bodies.
    fetch: [...PATH_FETCH_LINKS],
  });
  const index: RouteIndex = { keys: new Set(), documents: new Map() };
  for (const document of documents) addToIndex(index, document);
  return index;
}

/**
 * An index of the documents one matched route could render (asked for by type, language and uid): what answers for
 * a path while the whole index is still being listed, so a new server's first requests do not wait for it.
 */
export async function buildMatchIndex(match: RouteMatch, client: prismic.Client = createPrismicClient()): Promise<RouteIndex> {
  const lang = prismicLangs[match.locale];
  const params = { lang, fetch: [...PATH_FETCH_LINKS] };
  const found = await Promise.all(
    match.route.types.map((type) =>
      (match.route.singleton ? client.getSingle(type, params) : client.getByUID(type, match.params.uid ?? "", params)).catch((error: unknown) => {
        if (error instanceof prismic.NotFoundError) return null;
        throw error;
      }),
    ),
  );
  const index: RouteIndex = { keys: new Set(), documents: new Map() };
  for (const document of found) if (document) addToIndex(index, document);
  return index;
}

/** null: the content could not be listed, so pages decide for themselves. */
const table = contentTable<RouteIndex | null>({ name: "route-index", load: () => buildRouteIndex(), ttlMs: INDEX_TTL_MS, fallback: null });

/** Whether an index answers that a matched route's document exists. */
export function indexHas(index: RouteIndex, match: RouteMatch): boolean {
  const lang = prismicLangs[match.locale];
  return match.route.types.some((type) =>
    match.route.singleton
      ? index.keys.has(key(type, lang))
      : index.keys.has(match.route.id === "page" ? key(type, lang, match.params.uid, match.params.category) : key(type, lang, match.params.uid)),
  );
}

/**
 * Whether the document a matched route would render exists, so the proxy can answer a missing
 * one with the 404 page and status (rendered on the server, unlike a page's own notFound()).
 * Answered from the route index in memory; when the content cannot be listed, the page decides.
 */
export async function routeDocumentExists(match: RouteMatch): Promise<boolean> {
  if (match.route.types.length === 0) return true;
  if (!table.ready()) {
    // The first listing of the content is under way (43,589 documents at 20,000 articles): this path's documents are
    // asked for alone meanwhile.
    void table.get();
    const found = await buildMatchIndex(match).catch(() => null);
    if (found) return indexHas(found, match);
  }
  const index = await table.get();
  return index === null || indexHas(index, match);
}

/** The current index (listing the content if this process has none yet); null when the content cannot be listed. */
export function currentRouteIndex(): Promise<RouteIndex | null> {
  return table.get();
}

/** Forgets the index (the revalidation webhook): the next request lists the content again. */
export function clearRouteIndex(): void {
  table.clear();
}
