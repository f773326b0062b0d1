import type { MetadataRoute } from "next";
import { siteUrl } from "@/config/site";
import { documentPaths } from "@/content/alternates";
import { getEveryDocument } from "@/content/documents";
import { EXCLUDED_TYPES } from "@/content/metadata";
import { routeForDocument } from "@/routing/link-resolver";
import { htmlLangs, localeFromPrismicLang, locales } from "@/routing/locales";

/** Documents whose type has an `is_hidden` switch stay out of the sitemap when it is on. */
const isHidden = (document: { data: object }) => "is_hidden" in document.data && document.data.is_hidden === true;

const NOT_LISTED = new Set(["not_found_page", ...EXCLUDED_TYPES]);

/** Every indexable document in every language, with its hreflang alternates. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const documents = await getEveryDocument();
  const byId = new Map(documents.map((doc) => [doc.id, doc]));
  const lookup = async (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
  const entries: MetadataRoute.Sitemap = [];
  for (const document of documents) {
    if (NOT_LISTED.has(document.type) || isHidden(document) || !routeForDocument(document)) continue;
    const locale = localeFromPrismicLang(document.lang);
    const paths = await documentPaths(document, lookup);
    if (!locale || !paths[locale]) continue;
    const languages: Record<string, string> = {};
    for (const alt of locales) if (paths[alt]) languages[htmlLangs[alt]] = `${siteUrl}${paths[alt]}`;
    entries.push({
      url: `${siteUrl}${paths[locale]}`,
      lastModified: document.last_publication_date,
      alternates: { languages },
    });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}
