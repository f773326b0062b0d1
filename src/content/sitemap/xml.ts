/** One page of the sitemap: its address, when it last changed, and its translations' addresses by hreflang. */
export interface SitemapEntry {
  url: string;
  lastModified: string;
  languages: Record<string, string>;
}

/** The sitemap protocol's limit of addresses in one file (sitemaps.org): past it, an index names several files. */
export const SITEMAP_MAX_URLS = 50_000;

/** A `<urlset>` as Next writes a sitemap metadata route's entries (the site's sitemap was one until it was split). */
export function renderUrlset(entries: readonly SitemapEntry[]): string {
  // Every entry names its languages (its own at least), so the namespace is declared as soon as there is one.
  let xml = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9"${entries.length > 0 ? ' xmlns:xhtml="http://www.w3.org/1999/xhtml"' : ""}>\n`;
  for (const entry of entries) {
    xml += `<url>\n<loc>${entry.url}</loc>\n`;
    for (const [language, href] of Object.entries(entry.languages)) xml += `<xhtml:link rel="alternate" hreflang="${language}" href="${href}" />\n`;
    if (entry.lastModified) xml += `<lastmod>${entry.lastModified}</lastmod>\n`;
    xml += "</url>\n";
  }
  return `${xml}</urlset>\n`;
}

/** A `<sitemapindex>` naming the sitemap's files. */
export function renderSitemapIndex(urls: readonly string[]): string {
  const files = urls.map((url) => `<sitemap>\n<loc>${url}</loc>\n</sitemap>\n`).join("");
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${files}</sitemapindex>\n`;
}
