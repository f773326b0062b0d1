import "server-only";
import type * as prismic from "@prismicio/client";
import { findDocument, getDocumentsByIDs, getSingleDocument } from "@/content/documents";
import { linkedDocumentIds, type SliceContext } from "@/content/slice-context";
import type { Locale } from "@/routing/locales";
import { logger } from "@/lib/log";

const log = logger("content");

/** Loads what the slices link to (shared quote, logo list, table... documents) and the interface strings. */
export async function loadSliceContext(slices: readonly (prismic.Slice | prismic.SharedSlice)[], locale: Locale): Promise<SliceContext> {
  const ids = linkedDocumentIds(slices);
  const [documents, ui] = await Promise.all([
    getDocumentsByIDs(ids).catch((error: unknown) => {
      log.error("linked slice documents could not be loaded", { err: error });
      return [] as prismic.PrismicDocument[];
    }),
    findDocument(() => getSingleDocument("ui_texts", locale)).catch(() => null),
  ]);
  return { locale, linked: Object.fromEntries(documents.map((document) => [document.id, document])), ui: ui?.data ?? null };
}
