import "server-only";
import { siteUrl } from "@/config/site";
import { SITEMAP_FILE, sitemapFilePath } from "@/routing/discovery-paths";
import { bareNotFound } from "@/routing/proxy-routing";
import { sitemapEntries, sitemapParts } from "./entries";
import { renderSitemapIndex, renderUrlset, SITEMAP_MAX_URLS } from "./xml";

/** As Next answered its sitemap metadata route: revalidated by the browser and any CDN at every use. */
function xml(body: string): Response {
  return new Response(body, { headers: { "content-type": "application/xml", "cache-control": "public, max-age=0, must-revalidate" } });
}

/** `/sitemap.xml`: every indexable page while they fit in one file, else the index of the files they take. */
export async function sitemapResponse(size = SITEMAP_MAX_URLS): Promise<Response> {
  const parts = await sitemapParts(size);
  if (parts === 1) return xml(renderUrlset(await sitemapEntries(0, size)));
  return xml(renderSitemapIndex(Array.from({ length: parts }, (_, part) => `${siteUrl}${sitemapFilePath(part)}`)));
}

/** The files of a split sitemap, for their static parameters: none while it is one file. */
export async function sitemapPartParams(size = SITEMAP_MAX_URLS): Promise<{ part: string }[]> {
  const parts = await sitemapParts(size);
  return parts === 1 ? [] : Array.from({ length: parts }, (_, part) => ({ part: `${part}.xml` }));
}

/** `/sitemap/<n>.xml`: one file of a split sitemap; 404 while the sitemap is one file, or past its last. */
export async function sitemapPartResponse(name: string, size = SITEMAP_MAX_URLS): Promise<Response> {
  const part = SITEMAP_FILE.exec(`/sitemap/${name}`)?.[1];
  const parts = await sitemapParts(size);
  // What the proxy answers a file nothing serves (as it did for these paths before the sitemap was split).
  if (part === undefined || parts === 1 || Number(part) >= parts) return bareNotFound(`/sitemap/${name}`);
  return xml(renderUrlset(await sitemapEntries(Number(part), size)));
}
