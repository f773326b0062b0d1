import "server-only";
import * as prismic from "@prismicio/client";
import { cookies, draftMode } from "next/headers";
import { cache } from "react";
import type { AllDocumentTypes } from "../../prismicio-types";
import { errorMessages } from "@/lib/errors";
import { prismicLangs, type Locale } from "@/routing/locales";
import { createPrismicClient } from "./client";
import { currentContentVersion } from "./content-version";
import { taggedQuery } from "./data-cache";
import { parsePreviewCookie, PREVIEW_COOKIE } from "./preview";
import { PATH_FETCH_LINKS } from "./path-fields";
import { listAll, listAllByIDs } from "./list-all";
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

/**
 * Runs a content query at the current version through the tagged data cache (see tags.ts for what each tag
 * means), so the revalidation webhook refreshes exactly the queries a publication changed, and an answer cached
 * for another version is never served. Previews bypass the cache.
 * A failure other than a missing document is recorded in the common store's error and rethrown.
 */
async function cached<T>(key: string, tags: string[], query: (c: prismic.Client<AllDocumentTypes>, ref?: string) => Promise<T>): Promise<T> {
  const preview = await previewRef();
  if (preview) return query(client(), preview);
  try {
    const version = await renderVersion();
    return await taggedQuery(version, key, queryTags(tags), () => query(client(), version));
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
}

/** A listing depends on its type and on the types it reads linked fields of. */
function listTags(type: string, options: Pick<ListOptions, "fetchLinks" | "graphQuery">): string[] {
  return [typeTag(type), ...fetchLinkTypes(options.fetchLinks).map(typeTag), ...graphQueryTypes(options.graphQuery).map(typeTag)];
}

/** Next keeps at most 128 tags per entry; a longer list of ids depends on every document instead. */
const MAX_ID_TAGS = 100;

/** Every document of a type in a locale (all pages). */
export async function getAllDocuments<K extends DocumentType>(
  type: K,
  locale: Locale | "*",
  options: ListOptions = {},
): Promise<DocumentOf<K>[]> {
  const lang = locale === "*" ? "*" : prismicLangs[locale];
  return cached(`all:${type}:${lang}:${JSON.stringify(options)}`, listTags(type, options), (c, ref) =>
    listAll<DocumentOf<K>>(c, {
      filters: [prismic.filter.at("document.type", type), ...(options.filters ?? [])],
      orderings: options.orderings,
      ...(options.graphQuery ? { graphQuery: options.graphQuery } : { fetchLinks: [...PATH_FETCH_LINKS, ...(options.fetchLinks ?? [])] }),
      lang,
      ...withRef(ref),
    }),
  );
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

/** Every document of every language, for the sitemap and static params. */
export async function getEveryDocument(): Promise<AllDocumentTypes[]> {
  return cached("everything", [EVERY_DOCUMENT_TAG], (c, ref) =>
    listAll<AllDocumentTypes>(c, { lang: "*", fetchLinks: [...PATH_FETCH_LINKS], ...withRef(ref) }),
  );
}
