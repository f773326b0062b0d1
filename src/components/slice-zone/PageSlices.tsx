import type * as prismic from "@prismicio/client";
import { SliceZone } from "@prismicio/react";
import { loadSliceContext } from "@/content/queries/slices";
import type { Locale } from "@/routing/locales";
import { components } from "@/slices";
import { guardSlices } from "./slice-guard";

interface PageSlicesProps {
  /** The document the slices belong to: named in the log when one of them fails. */
  documentId: string;
  slices: readonly (prismic.Slice | prismic.SharedSlice)[] | null | undefined;
  locale: Locale;
  /** Slice types the page renders itself (e.g. the header_with_social_proofs of a feature page). */
  exclude?: string[];
}

/** A page's slice zone with its linked documents: the one way pages render slices. */
export async function PageSlices({ documentId, slices, locale, exclude = [] }: PageSlicesProps) {
  const shown = (slices ?? []).filter((slice) => !exclude.includes(slice.slice_type));
  if (shown.length === 0) return null;
  const context = await loadSliceContext(shown, locale);
  return <SliceZone slices={shown} components={guardSlices(components, documentId)} context={context} />;
}
