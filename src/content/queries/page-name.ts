import "server-only";
import { findDocument, getDocumentByUID, getSingleDocument } from "@/content/documents";
import { fieldText } from "@/content/metadata";
import type { Locale } from "@/routing/locales";
import { getRoute } from "@/routing/routes";

/** A page's name (a breadcrumb's label): its short title, else its title or name; null when none of its types has one. */
export async function pageName(routeId: string, uid: string | undefined, locale: Locale): Promise<string | null> {
  const route = getRoute(routeId);
  for (const type of route.types) {
    const document = await findDocument(() => (route.singleton ? getSingleDocument(type, locale) : getDocumentByUID(type, uid ?? "", locale))).catch(() => null);
    if (!document) continue;
    const data = document.data as Record<string, unknown>;
    const name = fieldText(data.short_title) || fieldText(data.title) || fieldText(data.name) || fieldText(data.meta_title);
    if (name) return name;
  }
  return null;
}
