import { expect, test, type APIRequestContext } from "@playwright/test";
import { sitemapPaths } from "./support/quality";

/** Paths that are files or endpoints, checked for existence but not crawled as pages. */
const NOT_A_PAGE = /^\/(content-assets|api|_next|embedded-prismic)\/|\.(pdf|svg|png|jpe?g|webp|xml|txt|ico|json|ics)$/i;

function decode(value: string): string {
  return value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");
}

/** Internal link targets of a page (same origin), without their fragment. */
function internalLinks(html: string, base: string): string[] {
  const links = new Set<string>();
  for (const match of html.matchAll(/<a\b[^>]*?\shref="([^"]*)"/g)) {
    const href = decode(match[1]);
    if (!href || href.startsWith("#") || /^(mailto|tel|javascript):/i.test(href)) continue;
    const url = new URL(href, base);
    if (url.origin !== new URL(base).origin) continue;
    links.add(url.pathname + url.search);
  }
  return [...links];
}

interface PageReport {
  status: number;
  h1Count: number;
  title: string;
  description: string;
  imagesWithoutAlt: string[];
  links: string[];
}

/** GET with one retry on a dropped connection (a reused keep-alive socket the server just closed). */
async function get(request: APIRequestContext, path: string) {
  try {
    return await request.get(path, { maxRedirects: 5 });
  } catch {
    return request.get(path, { maxRedirects: 5 });
  }
}

async function fetchPage(request: APIRequestContext, path: string, origin: string): Promise<PageReport> {
  const response = await get(request, path);
  const html = await response.text();
  return {
    status: response.status(),
    h1Count: [...html.matchAll(/<h1[\s>]/g)].length,
    title: decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? "").trim(),
    description: decode(/<meta name="description" content="([^"]*)"/.exec(html)?.[1] ?? "").trim(),
    imagesWithoutAlt: [...html.matchAll(/<img\b[^>]*>/g)].map((m) => m[0]).filter((tag) => !/\salt="/.test(tag)),
    links: internalLinks(html, `${origin}${path}`),
  };
}

/** Runs `work` over items with a few requests in flight (the CI machine has two cores). */
async function inBatches<T>(items: T[], size: number, work: (item: T) => Promise<void>) {
  for (let i = 0; i < items.length; i += size) await Promise.all(items.slice(i, i + size).map(work));
}

test("a crawl from each locale's home reaches every seeded page; no broken internal link; one h1, title, description and img alt everywhere", async ({ request, baseURL }) => {
  test.setTimeout(240_000);
  const origin = baseURL!;
  const pages = new Map<string, PageReport>();
  const linkedFrom = new Map<string, string>();
  let frontier = ["/", "/de/", "/fr/"];
  while (frontier.length > 0) {
    const next: string[] = [];
    await inBatches(frontier, 6, async (path) => {
      const report = await fetchPage(request, path, origin);
      pages.set(path, report);
      for (const link of report.links) {
        if (!linkedFrom.has(link)) linkedFrom.set(link, path);
        const pagePath = link.split("?")[0];
        if (!NOT_A_PAGE.test(pagePath) && !pages.has(pagePath) && !next.includes(pagePath) && !frontier.includes(pagePath)) next.push(pagePath);
      }
    });
    frontier = next;
  }

  // Every seeded document (the sitemap lists all but hidden ones) is reachable by links.
  const seeded = await sitemapPaths(request);
  expect(seeded.length).toBeGreaterThan(30);
  const unreached = seeded.filter((path) => !pages.has(path));
  expect.soft(unreached, "sitemap pages no link leads to").toEqual([]);

  for (const [path, report] of pages) {
    expect.soft(report.status, `${path} (linked from ${linkedFrom.get(path)})`).toBe(200);
    if (report.status !== 200) continue;
    expect.soft(report.h1Count, `${path}: one h1`).toBe(1);
    expect.soft(report.title, `${path}: title`).not.toBe("");
    expect.soft(report.description, `${path}: meta description`).not.toBe("");
    expect.soft(report.imagesWithoutAlt, `${path}: images without alt`).toEqual([]);
  }

  // Links to files, endpoints and filtered views answer too (query strings included).
  const others = [...linkedFrom.keys()].filter((link) => !pages.has(link));
  await inBatches(others, 6, async (link) => {
    const response = await get(request, link);
    expect.soft(response.status(), `${link} (linked from ${linkedFrom.get(link)})`).toBeLessThan(400);
  });
});
