import "server-only";
import type { GatedEbookLpDocument, GuidePageDocument } from "../../../prismicio-types";
import { findDocument, getAllDocuments, getDocumentByUID } from "@/content/documents";
import type { Locale } from "@/routing/locales";

/** Linked fields a guide needs to list its chapters with titles. */
export const GUIDE_FETCH_LINKS = ["blog_article.title", "blog_article.short_title"];

/** A guide with its chapters' titles, or null when there is none with that uid. */
export function findGuide(uid: string, locale: Locale): Promise<GuidePageDocument | null> {
  return findDocument(() => getDocumentByUID("guide_page", uid, locale, GUIDE_FETCH_LINKS));
}

/** Every guide and every gated e-book of a locale (the resources hub). */
export async function getResources(locale: Locale): Promise<{ guides: GuidePageDocument[]; ebooks: GatedEbookLpDocument[] }> {
  const [guides, ebooks] = await Promise.all([getAllDocuments("guide_page", locale), getAllDocuments("gated_ebook_lp", locale)]);
  return { guides, ebooks };
}
