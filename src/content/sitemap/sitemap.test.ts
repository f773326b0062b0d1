import type { MetadataRoute } from "next";
import { resolveRouteData } from "next/dist/build/webpack/loaders/metadata/resolve-route-data";
import { describe, expect, it } from "vitest";
import { siteUrl } from "@/config/site";
import { documentPaths } from "@/content/alternates";
import { createPrismicClient } from "@/content/client";
import { listAll } from "@/content/list-all";
import { EXCLUDED_TYPES } from "@/content/metadata";
import { PATH_FETCH_LINKS } from "@/content/path-fields";
import { routeForDocument } from "@/routing/link-resolver";
import { htmlLangs, localeFromPrismicLang, locales } from "@/routing/locales";
import { sitemapEntries, sitemapParts } from "./entries";
import { sitemapPartParams, sitemapPartResponse, sitemapResponse } from "./response";
import { renderSitemapIndex, renderUrlset, type SitemapEntry } from "./xml";

/** The sitemap as the site made it before it was read a page at a time: from one list of every document, whole. */
async function sitemapFromEveryDocument(): Promise<MetadataRoute.Sitemap> {
  const documents = await listAll(createPrismicClient(), { lang: "*", fetchLinks: [...PATH_FETCH_LINKS] });
  const byId = new Map(documents.map((document) => [document.id, document]));
  const entries: MetadataRoute.Sitemap = [];
  for (const document of documents) {
    const hidden = "is_hidden" in document.data && document.data.is_hidden === true;
    if (["not_found_page", ...EXCLUDED_TYPES].includes(document.type) || hidden || !routeForDocument(document)) continue;
    const locale = localeFromPrismicLang(document.lang);
    const paths = await documentPaths(document, async (ids) => ids.flatMap((id) => byId.get(id) ?? []));
    if (!locale || !paths[locale]) continue;
    const languages: Record<string, string> = {};
    for (const alt of locales) if (paths[alt]) languages[htmlLangs[alt]] = `${siteUrl}${paths[alt]}`;
    entries.push({ url: `${siteUrl}${paths[locale]}`, lastModified: document.last_publication_date, alternates: { languages } });
  }
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}

const asNext = (entries: SitemapEntry[]): MetadataRoute.Sitemap => entries.map(({ url, lastModified, languages }) => ({ url, lastModified, alternates: { languages } }));

describe("the sitemap", () => {
  it("lists what it did from every document whole, in the same bytes as Next's sitemap route", async () => {
    const before = await sitemapFromEveryDocument();
    const entries = await sitemapEntries();
    expect(asNext(entries)).toEqual(before);
    expect(entries.length).toBeGreaterThan(200);
    const response = await sitemapResponse();
    expect(await response.text()).toBe(resolveRouteData(before, "sitemap"));
    expect(Object.fromEntries(response.headers)).toEqual({ "content-type": "application/xml", "cache-control": "public, max-age=0, must-revalidate" });
    expect(renderUrlset([])).toBe(resolveRouteData([], "sitemap"));
  });

  it("is one file while the addresses fit, an index of files past the limit, each file sorted and within it", async () => {
    const all = await sitemapEntries();
    expect(await sitemapParts()).toBe(1);
    expect(await sitemapPartParams()).toEqual([]);
    // Its files' paths answer what any file nothing serves does.
    const none = await sitemapPartResponse("0.xml");
    expect([none.status, await none.text(), none.headers.get("cache-control")]).toEqual([404, "Page not found: /sitemap/0.xml\n", "public, max-age=300"]);

    // Files of 100 documents, as a sitemap past 50,000 addresses is split: a translation listed on another page whose
    // path depends on its data (a feature page's category) is asked for by id.
    const parts = await sitemapParts(100);
    expect(parts).toBeGreaterThan(2);
    const files = await Promise.all(Array.from({ length: parts }, (_, part) => sitemapEntries(part, 100)));
    for (const file of files) {
      expect(file.length).toBeLessThanOrEqual(100);
      expect(file.map((entry) => entry.url)).toEqual([...file.map((entry) => entry.url)].sort((a, b) => a.localeCompare(b)));
    }
    expect(files.flat().sort((a, b) => a.url.localeCompare(b.url))).toEqual(all);

    const index = await (await sitemapResponse(100)).text();
    expect(index).toBe(renderSitemapIndex(Array.from({ length: parts }, (_, part) => `${siteUrl}/sitemap/${part}.xml`)));
    expect(index).toMatch(/^<\?xml version="1.0" encoding="UTF-8"\?>\n<sitemapindex xmlns="http:\/\/www.sitemaps.org\/schemas\/sitemap\/0.9">\n<sitemap>\n<loc>/);
    expect(await sitemapPartParams(100)).toEqual(Array.from({ length: parts }, (_, part) => ({ part: `${part}.xml` })));
    const second = await sitemapPartResponse("1.xml", 100);
    expect(second.headers.get("content-type")).toBe("application/xml");
    expect(await second.text()).toBe(renderUrlset(files[1]));
    for (const name of [`${parts}.xml`, "x.xml", "1.json", "01"]) expect((await sitemapPartResponse(name, 100)).status, name).toBe(404);
  });
});
