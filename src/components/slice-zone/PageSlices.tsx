import type * as prismic from "@prismicio/client";
import { SliceZone } from "@prismicio/react";
import { findDocument, getDocumentsByIDs, getSingleDocument } from "@/content/documents";
import type { Locale } from "@/routing/locales";
import { components } from "@/slices";
import { linkedDocumentIds, type SliceContext } from "./context";
import { guardSlices } from "./slice-guard";

interface PageSlicesProps {
  /** The document the slices belong to: named in the log when one of them fails. */
  documentId: string;
  slices: readonly (prismic.Slice | prismic.SharedSlice)[] | null | undefined;
  locale: Locale;
  /** Slice types the page renders itself (e.g. the header_with_social_proofs of a feature page). */
  exclude?: string[];
}

/** Loads what the slices link to (shared quote, logo list, table... documents) and the interface strings. */
export async function loadSliceContext(slices: readonly (prismic.Slice | prismic.SharedSlice)[], locale: Locale): Promise<SliceContext> {
  const ids = linkedDocumentIds(slices);
  const [documents, ui] = await Promise.all([
    getDocumentsByIDs(ids).catch((error: unknown) => {
      console.error("Linked slice documents could not be loaded", error);
      return [] as prismic.PrismicDocument[];
    }),
    findDocument(() => getSingleDocument("ui_texts", locale)).catch(() => null),
  ]);
  return { locale, linked: Object.fromEntries(documents.map((document) => [document.id, document])), ui: ui?.data ?? null };
}

/** A page's slice zone with its linked documents: the one way pages render slices. */
export async function PageSlices({ documentId, slices, locale, exclude = [] }: PageSlicesProps) {
  const shown = (slices ?? []).filter((slice) => !exclude.includes(slice.slice_type));
  if (shown.length === 0) return null;
  const context = await loadSliceContext(shown, locale);
  return <SliceZone slices={shown} components={guardSlices(components, documentId)} context={context} />;
}
