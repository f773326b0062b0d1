import type * as prismic from "@prismicio/client";
import type { UiTextsDocument } from "../../prismicio-types";
import type { Locale } from "@/routing/locales";

/** What every slice gets besides its own fields (SliceZone `context`). */
export interface SliceContext {
  locale: Locale;
  /** Documents the slices link to (quotes, logo lists, tables...), by id. */
  linked: Record<string, prismic.PrismicDocument>;
  /** Interface strings of the locale (carousel controls...), null when they could not be loaded. */
  ui: UiTextsDocument["data"] | null;
}

/** Document ids linked from slice fields and repeatable items, any depth of one group. */
export function linkedDocumentIds(slices: readonly { primary?: unknown; items?: unknown }[]): string[] {
  const ids = new Set<string>();
  const visit = (value: unknown, depth: number) => {
    if (!value || typeof value !== "object" || depth > 3) return;
    if (Array.isArray(value)) return value.forEach((entry) => visit(entry, depth + 1));
    const record = value as Record<string, unknown>;
    if (record.link_type === "Document" && typeof record.id === "string" && !record.isBroken) {
      ids.add(record.id);
      return;
    }
    for (const field of Object.values(record)) visit(field, depth + 1);
  };
  for (const slice of slices) {
    visit(slice.primary, 0);
    visit(slice.items, 0);
  }
  return [...ids];
}

/** A linked document from the context, or the link's own fetched data (fetchLinks) as a fallback. */
export function linkedDocument<T extends prismic.PrismicDocument>(
  link: prismic.LinkField | null | undefined,
  context: Partial<SliceContext> | undefined,
  type: T["type"],
): T | null {
  if (!link || link.link_type !== "Document" || !("id" in link) || link.isBroken) return null;
  const fromContext = context?.linked?.[link.id];
  if (fromContext?.type === type) return fromContext as T;
  return "data" in link && link.type === type && link.data ? ({ ...link, data: link.data } as unknown as T) : null;
}

/** The context a slice was rendered with; SliceZone hands over `unknown`. */
export function sliceContext(context: unknown): Partial<SliceContext> {
  return context && typeof context === "object" ? (context as Partial<SliceContext>) : {};
}
