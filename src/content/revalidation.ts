import * as prismic from "@prismicio/client";
import { routes } from "@/routing/routes";
import { createPrismicClient } from "./client";
import { indexedDocument, type IndexedDocument } from "./exists";
import { listAllByIDs } from "./list-all";
import { PATH_FETCH_LINKS } from "./path-fields";
import { CONTENT_TAG, documentTag, EVERY_DOCUMENT_TAG, idTag, typeTag } from "./tags";

/** One document a publication named: as the route index knew it before, and as the content has it now. */
export interface DocumentChange {
  id: string;
  before?: IndexedDocument;
  after?: IndexedDocument;
  /**
   * The path the page was last seen at by a publication (kept in the database): preferred to `before.path`,
   * which comes from a route index that may have been listed after the change, before its webhook arrived.
   */
  knownPath?: string;
}

export interface RevalidationPlan {
  /** Tags to revalidate; `prismic` alone when the change's reach is unknown. */
  tags: string[];
  /** Pages whose path changed: the old path redirects to the new one. */
  moves: { from: string; to: string; documentId: string }[];
  /** Paths of the published pages: an earlier move away from one of them must stop redirecting it. */
  live: string[];
  /** The published pages and their paths now, to remember for the next publication. */
  seen: { documentId: string; path: string }[];
  /** Documents the publication unpublished: their remembered paths are forgotten. */
  unpublished?: string[];
  /** Named documents the site never knew (neither its route index, nor the content, nor a remembered path). */
  unknown?: string[];
  /** Why everything is revalidated, when it is. */
  everything?: string;
}

/** Prismic sends the ids of the documents a publication changed; beyond this many, everything is refreshed. */
export const MAX_TARGETED_DOCUMENTS = 200;

const routedTypes: ReadonlySet<string> = new Set(routes.flatMap((route) => route.types));

function documentTags(state: IndexedDocument): string[] {
  return [
    typeTag(state.type),
    idTag(state.id),
    ...(state.uid ? [documentTag(state.type, state.lang, state.uid)] : []),
    // Its translations' pages name it in their language links.
    ...state.alternates.flatMap((alternate) => [idTag(alternate.id), ...(alternate.uid ? [documentTag(alternate.type, alternate.lang, alternate.uid)] : [])]),
  ];
}

/**
 * What a publication makes stale. A changed document refreshes the queries of its type (listings,
 * singletons, linked fields), its own page and its translations' pages, and the listing of every document
 * (sitemap). When a page's path changed, or a document was unpublished, the pages linking to it are
 * unknown, so everything is refreshed and the old path redirects to the new one. A document the site never
 * knew refreshes only what read that very id (nothing, for an id no page ever showed): a webhook naming ids
 * that are not the content's costs no re-rendering.
 */
export function planRevalidation(ids: readonly string[] | undefined, changes: DocumentChange[]): RevalidationPlan {
  if (!ids || ids.length === 0) return { tags: [CONTENT_TAG], moves: [], live: [], seen: [], everything: "the publication names no documents" };
  if (ids.length > MAX_TARGETED_DOCUMENTS) return { tags: [CONTENT_TAG], moves: [], live: [], seen: [], everything: `more than ${MAX_TARGETED_DOCUMENTS} documents` };
  const tags = new Set<string>();
  const moves: RevalidationPlan["moves"] = [];
  const live: string[] = [];
  const seen: RevalidationPlan["seen"] = [];
  const unpublished: string[] = [];
  const unknown: string[] = [];
  let everything: string | undefined;
  for (const { id, before, after, knownPath } of changes) {
    tags.add(idTag(id));
    if (!before && !after && !knownPath) {
      unknown.push(id);
      continue;
    }
    tags.add(EVERY_DOCUMENT_TAG);
    if (after && routedTypes.has(after.type)) {
      live.push(after.path);
      seen.push({ documentId: id, path: after.path });
    }
    for (const state of [before, after]) if (state) documentTags(state).forEach((tag) => tags.add(tag));
    const from = knownPath ?? before?.path;
    if (!after) {
      everything ??= `${from} was unpublished`;
      unpublished.push(id);
    }
    else if (from && after && routedTypes.has(after.type) && from !== after.path) {
      moves.push({ from, to: after.path, documentId: id });
      everything ??= `${from} moved to ${after.path}`;
    }
  }
  const named = unknown.length > 0 ? { unknown } : {};
  if (everything) return { tags: [CONTENT_TAG], moves, live, seen, unpublished, everything, ...named };
  return { tags: [...tags], moves, live, seen, ...named };
}

/** The named documents as the content has them now (published ones; an unpublished id is absent). */
export async function currentStates(ids: readonly string[], client: prismic.Client = createPrismicClient()): Promise<Map<string, IndexedDocument>> {
  if (ids.length === 0) return new Map();
  const documents = await listAllByIDs(client, [...ids], { lang: "*", fetch: [...PATH_FETCH_LINKS] });
  return new Map(documents.map((document) => [document.id, indexedDocument(document)]));
}
