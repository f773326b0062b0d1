/**
 * Cache tags of content queries. Every query is tagged with what it depends on, so the revalidation
 * webhook re-renders the pages that show a changed document and leaves the others cached:
 * - `prismic`: every query (a change whose reach is unknown revalidates this one);
 * - `prismic:type:<type>`: a query that lists documents of a type, reads a singleton, or fetches a
 *   linked document's fields (fetchLinks / graphQuery name the linked type);
 * - `prismic:doc:<type>:<lang>:<uid>`: one document by uid;
 * - `prismic:id:<id>`: documents read by id;
 * - `prismic:every`: the listing of every routable document, a page at a time (sitemap, static params), and a long
 *   list of ids.
 */
export const CONTENT_TAG = "prismic";
export const EVERY_DOCUMENT_TAG = "prismic:every";

/** Next refuses tags longer than this (and drops them silently). */
const MAX_TAG_LENGTH = 256;

export function typeTag(type: string): string {
  return `prismic:type:${type}`;
}

export function documentTag(type: string, lang: string, uid: string): string {
  return `prismic:doc:${type}:${lang}:${uid}`.slice(0, MAX_TAG_LENGTH);
}

export function idTag(id: string): string {
  return `prismic:id:${id}`.slice(0, MAX_TAG_LENGTH);
}

/** The custom types whose fields a `fetchLinks` list reads (`author.name` → `author`). */
export function fetchLinkTypes(fetchLinks: readonly string[] = []): string[] {
  return fetchLinks.map((link) => link.split(".")[0]).filter(Boolean);
}

/**
 * The custom types a graphQuery reads linked fields of: `{ blog_article { author { ...on author { name } } } }`
 * names `author` in `...on author`. The queried type itself is tagged by the caller.
 */
export function graphQueryTypes(graphQuery: string | undefined): string[] {
  if (!graphQuery) return [];
  return [...graphQuery.matchAll(/\.\.\.\s*on\s+([A-Za-z0-9_-]+)/g)].map((match) => match[1]);
}

/** The tags of one query, without repeats, `prismic` first. */
export function queryTags(...groups: (string | readonly string[])[]): string[] {
  return [...new Set([CONTENT_TAG, ...groups.flat()])];
}
