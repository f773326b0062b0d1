import "server-only";
import * as prismic from "@prismicio/client";
import { cookies, draftMode } from "next/headers";
import { cache } from "react";
import type { AllDocumentTypes } from "../../prismicio-types";
import { errorMessages } from "@/lib/errors";
import { prismicLangs, type Locale } from "@/routing/locales";
import { routes } from "@/routing/routes";
import { createPrismicClient } from "./client";
import { currentContentVersion } from "./content-version";
import { taggedQuery } from "./data-cache";
import { parsePreviewCookie, PREVIEW_COOKIE } from "./preview";
import { PATH_FETCH_LINKS } from "./path-fields";
import { listAllByIDs } from "./list-all";
import { contentStore } from "./store";
import { documentTag, EVERY_DOCUMENT_TAG, fetchLinkTypes, graphQueryTypes, idTag, queryTags, typeTag } from "./tags";

/** Raised when a document does not exist, with the spec's exact message. */
export class MissingDocumentError extends Error {
  constructor(type: string, lang: string, uid?: string) {
    super(errorMessages.missingDocument(type, lang, uid));
    this.name = "MissingDocumentError";
  }
}

/** The API id of every custom type (from the generated types, so a misspelt type does not compile). */
export type DocumentType = AllDocumentTypes["type"];

/**
 * The generated document type for an API id, e.g. `DocumentOf<"blog_article">` is `BlogArticleDocument`
 * (written as the client writes it, so the client's answers need no cast).
 */
export type DocumentOf<K extends DocumentType> = Extract<AllDocumentTypes, { type: K }> extends never ? AllDocumentTypes : Extract<AllDocumentTypes, { type: K }>;

let sharedClient: prismic.Client<AllDocumentTypes> | undefined;

function client(): prismic.Client<AllDocumentTypes> {
  sharedClient ??= createPrismicClient<AllDocumentTypes>();
  return sharedClient;
}

/**
 * The preview ref in draft mode; undefined otherwise, and outside a request (static params, sitemap).
 * Read once per request, so a malformed cookie is warned about once.
 */
const previewRef = cache(async (): Promise<string | undefined> => {
  let enabled = false;
  try {
    enabled = (await draftMode()).isEnabled;
  } catch {
    return undefined;
  }
  if (!enabled) return undefined;
  return parsePreviewCookie((await cookies()).get(PREVIEW_COOKIE)?.value);
});

/** The master ref, read once per render (a page's queries all read one version) and at most every 5 s per process. */
const renderVersion = cache(currentContentVersion);

/** The content version queries read now: the preview ref in draft mode, else the repository's master ref. */
export async function contentVersion(): Promise<string> {
  return (await previewRef()) ?? (await renderVersion());
}

/** The version a query reads: a preview's ref (never cached), or the master ref. */
interface QueryVersion {
  ref: string;
  preview: boolean;
}

async function queryVersion(): Promise<QueryVersion> {
  const preview = await previewRef();
  return preview ? { ref: preview, preview: true } : { ref: await renderVersion(), preview: false };
}

/**
 * Runs a content query at the current version (or at `at`: every page of one listing reads the same version)
 * through the tagged data cache (see tags.ts for what each tag means), so the revalidation webhook refreshes
 * exactly the queries a publication changed, and an answer cached for another version is never served. Previews
 * bypass the cache. A failure other than a missing document is recorded in the common store's error and rethrown.
 */
async function cached<T>(key: string, tags: string[], query: (c: prismic.Client<AllDocumentTypes>, ref?: string) => Promise<T>, at?: QueryVersion): Promise<T> {
  try {
    const { ref, preview } = at ?? (await queryVersion());
    if (preview) return await query(client(), ref);
    return await taggedQuery(ref, key, queryTags(tags), () => query(client(), ref));
  } catch (error) {
    if (!(error instanceof prismic.NotFoundError)) contentStore.getState().setError(error);
    throw error;
  }
}

function withRef(ref: string | undefined) {
  return ref ? { ref } : {};
}

/** A singleton document of a locale; throws MissingDocumentError when there is none. */
export async function getSingleDocument<K extends DocumentType>(type: K, locale: Locale, fetchLinks: string[] = []): Promise<DocumentOf<K>> {
  const lang = prismicLangs[locale];
  try {
    return await cached(`single:${type}:${lang}:${fetchLinks.join(",")}`, [typeTag(type), ...fetchLinkTypes(fetchLinks).map(typeTag)], (c, ref) =>
      c.getSingle<AllDocumentTypes, K>(type, { lang, fetchLinks: [...PATH_FETCH_LINKS, ...fetchLinks], ...withRef(ref) }),
    );
  } catch (error) {
    if (error instanceof prismic.NotFoundError) throw new MissingDocumentError(type, lang);
    throw error;
  }
}

/** A document by type and uid; throws MissingDocumentError when there is none. */
export async function getDocumentByUID<K extends DocumentType>(
  type: K,
  uid: string,
  locale: Locale,
  fetchLinks: string[] = [],
): Promise<DocumentOf<K>> {
  const lang = prismicLangs[locale];
  try {
    return await cached(`uid:${type}:${lang}:${uid}:${fetchLinks.join(",")}`, [documentTag(type, lang, uid), ...fetchLinkTypes(fetchLinks).map(typeTag)], (c, ref) =>
      c.getByUID<AllDocumentTypes, K>(type, uid, { lang, fetchLinks: [...PATH_FETCH_LINKS, ...fetchLinks], ...withRef(ref) }),
    );
  } catch (error) {
    if (error instanceof prismic.NotFoundError) throw new MissingDocumentError(type, lang, uid);
    throw error;
  }
}

/** Like the getters above, but null instead of MissingDocumentError. */
export async function findDocument<T extends prismic.PrismicDocument = prismic.PrismicDocument>(
  load: () => Promise<T>,
): Promise<T | null> {
  try {
    return await load();
  } catch (error) {
    if (error instanceof MissingDocumentError) return null;
    throw error;
  }
}

export interface ListOptions {
  filters?: string[];
  orderings?: prismic.Ordering[];
  fetchLinks?: string[];
  /**
   * Prismic's graphQuery: only the fields a view uses, linked documents' included (replaces
   * fetchLinks, which Prismic ignores alongside it).
   */
  graphQuery?: string;
  /** Only these fields of the listed documents (Prismic's `fetch`, `type.field`), besides those their paths need. */
  fetch?: string[];
}

/** A listing depends on its type and on the types it reads linked fields of. */
function listTags(type: string, options: Pick<ListOptions, "fetchLinks" | "graphQuery">): string[] {
  return [typeTag(type), ...fetchLinkTypes(options.fetchLinks).map(typeTag), ...graphQueryTypes(options.graphQuery).map(typeTag)];
}

/** Next keeps at most 128 tags per entry; a longer list of ids depends on every document instead. */
const MAX_ID_TAGS = 100;

/** One page of a query's answer: its documents in the query's order, and how many match in all. */
export interface DocumentPage<T> {
  results: T[];
  /** The page asked for (from 1). */
  page: number;
  totalPages: number;
  total: number;
}

/** The Content API's largest page. */
export const MAX_PAGE_SIZE = 100;

type QueryParams = NonNullable<Parameters<prismic.Client["get"]>[0]>;

/**
 * One page of a query through the tagged cache, as an entry of its own: no cached entry holds more than a page,
 * however large the repository (one entry of every document outgrew Next's item size and the build's heap).
 */
async function queryPage<T extends AllDocumentTypes>(
  key: string,
  tags: string[],
  params: QueryParams,
  page: number,
  pageSize: number,
  at?: QueryVersion,
): Promise<DocumentPage<T>> {
  const size = Math.min(pageSize, MAX_PAGE_SIZE);
  const answer = await cached(`page:${key}:${size}:${page}`, tags, (c, ref) => c.get<T>({ ...params, page, pageSize: size, ...withRef(ref) }), at);
  return { results: answer.results, page, totalPages: answer.total_pages, total: answer.total_results_size };
}

/** What a listing does with each page: false stops it. */
type PageVisitor<T> = (documents: T[], page: DocumentPage<T>) => boolean | void | Promise<boolean | void>;

/**
 * Every page of a query in turn from `firstPage`, all at one version, handed to `visit` as it arrives: what a
 * listing reads without holding more than a page.
 */
async function eachPage<T extends AllDocumentTypes>(key: string, tags: string[], params: QueryParams, visit: PageVisitor<T>, firstPage = 1): Promise<void> {
  const at = await queryVersion();
  for (let page = firstPage; ; page++) {
    const answer = await queryPage<T>(key, tags, params, page, MAX_PAGE_SIZE, at);
    if ((await visit(answer.results, answer)) === false || page >= answer.totalPages) return;
  }
}

/** The query a listing of a type in a locale sends, and the key and tags it is cached under. */
function typeQuery(type: string, locale: Locale | "*", options: ListOptions) {
  const lang = locale === "*" ? "*" : prismicLangs[locale];
  const params: QueryParams = {
    filters: [prismic.filter.at("document.type", type), ...(options.filters ?? [])],
    orderings: options.orderings,
    ...(options.graphQuery ? { graphQuery: options.graphQuery } : { fetchLinks: [...PATH_FETCH_LINKS, ...(options.fetchLinks ?? [])] }),
    ...(options.fetch ? { fetch: [...new Set([...PATH_FETCH_LINKS, ...options.fetch])] } : {}),
    lang,
  };
  return { key: `${type}:${lang}:${JSON.stringify(options)}`, tags: listTags(type, options), params };
}

/** One page (from 1) of the documents of a type in a locale; a page past the last has no results. */
export function getDocumentPage<K extends DocumentType>(
  type: K,
  locale: Locale | "*",
  page: number,
  pageSize: number,
  options: ListOptions = {},
): Promise<DocumentPage<DocumentOf<K>>> {
  const { key, tags, params } = typeQuery(type, locale, options);
  return queryPage<DocumentOf<K>>(key, tags, params, page, pageSize);
}

/** The documents of a type in a locale, a page at a time, until `visit` returns false. */
export function forEachDocumentPage<K extends DocumentType>(
  type: K,
  locale: Locale | "*",
  options: ListOptions,
  visit: PageVisitor<DocumentOf<K>>,
): Promise<void> {
  const { key, tags, params } = typeQuery(type, locale, options);
  return eachPage<DocumentOf<K>>(key, tags, params, visit);
}

/** Every document of a type in a locale: what a page shows whole (read a page at a time, each cached on its own). */
export async function getAllDocuments<K extends DocumentType>(
  type: K,
  locale: Locale | "*",
  options: ListOptions = {},
): Promise<DocumentOf<K>[]> {
  const documents: DocumentOf<K>[] = [];
  await forEachDocumentPage(type, locale, options, (page) => void documents.push(...page));
  return documents;
}

/** Whether a document is of a type (narrows it to that type's generated document). */
export function isOfType<K extends DocumentType>(document: AllDocumentTypes | null | undefined, type: K): document is DocumentOf<K> {
  return document?.type === type;
}

/** Documents by id, in any language (for alternate-language links that need the document's data). */
export async function getDocumentsByIDs(ids: string[]): Promise<AllDocumentTypes[]> {
  if (ids.length === 0) return [];
  const sorted = [...ids].sort();
  return cached(`ids:${sorted.join(",")}`, sorted.length <= MAX_ID_TAGS ? sorted.map(idTag) : [EVERY_DOCUMENT_TAG], (c, ref) =>
    listAllByIDs<AllDocumentTypes>(c, sorted, { lang: "*", fetchLinks: [...PATH_FETCH_LINKS], ...withRef(ref) }),
  );
}

/** Custom types some route renders: what a listing of pages reads. */
const routedTypes = [...new Set(routes.flatMap((route) => route.types))];

/** `type.field` for every type a route renders: a field a listing of pages reads wherever a type has it. */
export function routableField(field: string): string[] {
  return routedTypes.map((type) => `${type}.${field}`);
}

/** The query listing routable documents with only their paths' fields and `fields` (Prismic's `fetch`). */
function routableQuery(fields: readonly string[]) {
  const fetch = [...new Set([...PATH_FETCH_LINKS, ...fields])];
  const params: QueryParams = { filters: [prismic.filter.any("document.type", routedTypes)], lang: "*", fetch };
  return { key: `routable:${fetch.join(",")}`, params };
}

/**
 * Every document some route renders, in every language, a page at a time from `firstPage` (each page cached on its
 * own, under the tag of every document), with only the fields its path is built from and `fields` (`type.field`,
 * Prismic's `fetch`): the sitemap and the static parameters read what they show, never every document whole.
 */
export function forEachRoutableDocumentPage(fields: readonly string[], visit: PageVisitor<AllDocumentTypes>, firstPage = 1): Promise<void> {
  const { key, params } = routableQuery(fields);
  return eachPage<AllDocumentTypes>(key, [EVERY_DOCUMENT_TAG], params, visit, firstPage);
}

/** Routable documents by id, in any language, with only their paths' fields and `fields`. */
export async function getRoutableDocumentsByIDs(ids: string[], fields: readonly string[]): Promise<AllDocumentTypes[]> {
  if (ids.length === 0) return [];
  const sorted = [...new Set(ids)].sort();
  const { key, params } = routableQuery(fields);
  return cached(`${key}:ids:${sorted.join(",")}`, sorted.length <= MAX_ID_TAGS ? sorted.map(idTag) : [EVERY_DOCUMENT_TAG], (c, ref) =>
    listAllByIDs<AllDocumentTypes>(c, sorted, { ...params, ...withRef(ref) }),
  );
}

/**
 * Every document some route renders, whole, a page at a time at the version queries read now, without the data
 * cache: for an index a process builds once per version (site search), which then holds only what it extracted.
 */
export async function readEveryRoutableDocument(visit: (documents: AllDocumentTypes[]) => void): Promise<void> {
  const ref = await contentVersion();
  for (let page = 1; ; page++) {
    const answer = await client().get<AllDocumentTypes>({
      filters: [prismic.filter.any("document.type", routedTypes)],
      lang: "*",
      fetchLinks: [...PATH_FETCH_LINKS],
      page,
      pageSize: MAX_PAGE_SIZE,
      ref,
    });
    visit(answer.results);
    if (page >= answer.total_pages) return;
  }
}
