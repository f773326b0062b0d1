import "server-only";
import type { PrismicDocument } from "@prismicio/client";
import { siteUrl } from "@/config/site";
import { documentPaths } from "@/content/alternates";
import { forEachRoutableDocumentPage, getRoutableDocumentsByIDs, MAX_PAGE_SIZE, routableField } from "@/content/documents";
import { EXCLUDED_TYPES } from "@/content/metadata";
import { hasDataDependentPath, routeForDocument } from "@/routing/link-resolver";
import { htmlLangs, localeFromPrismicLang, locales } from "@/routing/locales";
import { SITEMAP_MAX_URLS, type SitemapEntry } from "./xml";

/** Documents whose type has an `is_hidden` switch stay out of the sitemap when it is on. */
const isHidden = (document: { data: object }) => "is_hidden" in document.data && document.data.is_hidden === true;

const NOT_LISTED = new Set(["not_found_page", ...EXCLUDED_TYPES]);

/** What the sitemap reads of a document besides its path: whether it is hidden. */
const FIELDS = routableField("is_hidden");

/** Documents per file: each gives one address at most, so a file never names more than the protocol allows. */
function partSize(size: number): number {
  return Math.max(MAX_PAGE_SIZE, Math.floor(size / MAX_PAGE_SIZE) * MAX_PAGE_SIZE);
}

/** How many files the sitemap takes: one while the routable documents fit in one, else one per `size` of them. */
export async function sitemapParts(size = SITEMAP_MAX_URLS): Promise<number> {
  let total = 0;
  await forEachRoutableDocumentPage(FIELDS, (_, page) => {
    total = page.total;
    return false;
  });
  return Math.max(1, Math.ceil(total / partSize(size)));
}

/**
 * The entries of one file of the sitemap (from 0): the indexable documents of its share of the listing, with their
 * hreflang alternates, sorted by address. Read a page of the listing at a time; a translation on another page whose
 * path depends on its data (a feature page's category, a chapter's guide) is asked for by id with that page.
 */
export async function sitemapEntries(part = 0, size = SITEMAP_MAX_URLS): Promise<SitemapEntry[]> {
  const pages = partSize(size) / MAX_PAGE_SIZE;
  const entries: SitemapEntry[] = [];
  let read = 0;
  await forEachRoutableDocumentPage(
    FIELDS,
    async (documents) => {
      const byId = new Map<string, PrismicDocument>(documents.map((document) => [document.id, document]));
      const elsewhere = documents
        .filter((document) => hasDataDependentPath(document.type))
        .flatMap((document) => (document.alternate_languages ?? []).map((alternate) => alternate.id))
        .filter((id) => !byId.has(id));
      for (const document of await getRoutableDocumentsByIDs(elsewhere, FIELDS)) byId.set(document.id, document);
      const lookup = async (ids: string[]) => ids.flatMap((id) => byId.get(id) ?? []);
      for (const document of documents) {
        if (NOT_LISTED.has(document.type) || isHidden(document) || !routeForDocument(document)) continue;
        const locale = localeFromPrismicLang(document.lang);
        const paths = await documentPaths(document, lookup);
        if (!locale || !paths[locale]) continue;
        const languages: Record<string, string> = {};
        for (const alt of locales) if (paths[alt]) languages[htmlLangs[alt]] = `${siteUrl}${paths[alt]}`;
        entries.push({ url: `${siteUrl}${paths[locale]}`, lastModified: document.last_publication_date, languages });
      }
      read += 1;
      return read < pages;
    },
    part * pages + 1,
  );
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}
