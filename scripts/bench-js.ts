/**
 * npm run bench:js -- [--type blog_article] [--locale de] [--also netlify=http://localhost:8888] [--json]
 *
 * The JavaScript each page type makes a phone download on first load (Debian's Chromium, every script response
 * until the network is idle; sizes gzipped at level 6 so the figure does not depend on the server's compression),
 * beside a bare Next.js App Router page built from the project's own next, react and react-dom in the same run (the
 * framework's floor). Every page type of the route table that the sitemap lists, in each language; the form page
 * is measured with its form scrolled into view; the preloading of linked pages (spec 9) is off, as with Save-Data; the
 * visitor is in Germany (`geo_country=DE`) and has not answered the cookie banner. Budgets over the bare page (issue 38):
 * +20 KB for a content page (every page type without a form or tool in its first view), +30 KB for a page with one
 * (FORM_ROUTES). Public pages must load no file of the marketing console (its chunks and stylesheets, read
 * from the build's manifests: scripts/bench/console-files.ts). Exits 1 when a budget or the console check fails.
 *
 * Needs a build: `npm run build` (or NEXT_DIST_DIR=.next-e2e after the browser tests), or BENCH_URL for a running
 * site. `--also <host>=<url>[=<build folder>]` measures another running host of the same commit in the same run, beside
 * the same bare page (Netlify's runtime: `NETLIFY_SERVE_ONLY=1 scripts/ci-netlify.sh`, then
 * `--also netlify=http://localhost:8888=.next`); the console check reads that host's build folder (default: NEXT_DIST_DIR's).
 */
import { gzipSync } from "node:zlib";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, devices, type Browser } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { consoleFiles } from "./bench/console-files";
import { root, sitemapPages, startSiteAndBarePage } from "./bench/site";

interface JsFigures {
  scripts: number;
  raw: number;
  gzip: number;
  /** Every script and stylesheet the page loaded, as URL paths. */
  files: string[];
}

/** Budgets over the bare page, gzip KB: a content page's, and a page's with a form or a tool in its first view. */
const BUDGET_KB = 20;
const FORM_BUDGET_KB = 30;
/** The routes whose first view holds a form (the form page's is scrolled into view) or an interactive tool. */
const FORM_ROUTES = new Set(["form_page", "landing_page", "gated_ebook", "newsletter", "certification", "solution", "collaborative_learning_book", "roi_calculator", "maturity_model"]);
const budgetOf = (route: string) => (FORM_ROUTES.has(route) ? FORM_BUDGET_KB : BUDGET_KB);

/** The scripts a page loads on first view (no interaction but, with `formInView`, a scroll to its form), summed. */
async function measure(browser: Browser, url: string, { formInView = false } = {}): Promise<JsFigures> {
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  // The site preloads the pages of the links in view a second after load (spec 9, src/features/prefetch): their
  // code is the next page's, not this one's, and whether it fell inside "network idle" depended on the host's speed
  // (Netlify's slower answers let it in). It is off here, as for a visitor with Save-Data.
  await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true }));
  // The same visitor on every host: one in Germany who has not answered the banner (no analytics, so no RUM code). The
  // local Netlify CLI places every client in the US, where analytics is on by default and RUM loads (web-vitals, +3.8 KB).
  await context.addCookies([{ name: "geo_country", value: "DE", url: new URL(url).origin }]);
  const page = await context.newPage();
  const bodies: Promise<Buffer | null>[] = [];
  const files: string[] = [];
  page.on("response", (response) => {
    const type = response.request().resourceType();
    if (type === "script" || type === "stylesheet") files.push(new URL(response.url()).pathname);
    if (type === "script") bodies.push(response.body().catch(() => null));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  if (formInView) {
    await page.locator("main form, main [data-form-provider]").first().scrollIntoViewIfNeeded();
    await page.waitForLoadState("networkidle");
    await page.waitForTimeout(500);
    await page.waitForLoadState("networkidle");
  }
  const loaded = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
  await context.close();
  return {
    scripts: loaded.length,
    raw: loaded.reduce((sum, body) => sum + body.length, 0),
    gzip: loaded.reduce((sum, body) => sum + gzipSync(body).length, 0),
    files,
  };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const { values } = parseArgs({
    options: {
      type: { type: "string", multiple: true },
      locale: { type: "string", multiple: true },
      also: { type: "string", multiple: true },
      json: { type: "boolean", default: false },
    },
  });
  // <host>=<url>[=<build folder>]: the folder whose manifests name that host's console files (its own build's).
  const others = (values.also ?? []).map((entry) => {
    const [host, url, dist] = entry.split(/=(?=https?:|[^=]*$)/);
    if (!host || !url?.startsWith("http")) throw new Error(`--also takes <host>=<url>[=<build folder>], not ${entry}`);
    return { host, url: url.replace(/\/$/, ""), consoleFiles: dist ? consoleFiles(path.resolve(root, dist)) : undefined };
  });
  const distDir = path.resolve(root, process.env.NEXT_DIST_DIR || ".next");
  const consoleBuildFiles = consoleFiles(distDir);
  const [site, bare] = await startSiteAndBarePage();
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const pages = (await sitemapPages(site.url, values.locale)).filter((page) => !values.type?.length || values.type.includes(page.type));
    if (!pages.length) throw new Error(`The sitemap of ${site.url} lists no page of the chosen types.`);
    const floor = await measure(browser, `${bare.url}/`);
    const rows = [];
    for (const { host, url, consoleFiles: hostConsoleFiles } of [{ host: process.env.BENCH_URL ? "site" : "npm start", url: site.url, consoleFiles: consoleBuildFiles }, ...others]) {
      for (const page of pages) {
        const figures = await measure(browser, `${url}${page.path}`, { formInView: page.route === "form_page" });
        const overKb = (figures.gzip - floor.gzip) / 1024;
        const consoleLoaded = figures.files.filter((file) => (hostConsoleFiles ?? consoleBuildFiles).has(file));
        rows.push({ host, ...page, scripts: figures.scripts, raw: figures.raw, gzip: figures.gzip, overFloor: figures.gzip - floor.gzip, budgetKb: budgetOf(page.route), withinBudget: overKb <= budgetOf(page.route), consoleLoaded, files: figures.files });
      }
    }
    const failures = rows.filter((row) => !row.withinBudget || row.consoleLoaded.length);
    if (values.json) {
      console.log(JSON.stringify({ floor: { scripts: floor.scripts, raw: floor.raw, gzip: floor.gzip }, consoleFiles: [...consoleBuildFiles], rows }, null, 2));
    } else {
      console.log(`Site ${site.url}; bare Next.js page: ${floor.scripts} scripts, ${kb(floor.gzip)} KB gzip (the floor).`);
      console.log(`| host | page type | locale | path | scripts | gzip KB | over the bare page | budget | console files |`);
      console.log(`|---|---|---|---|---:|---:|---:|---:|---|`);
      for (const row of rows) {
        console.log(
          `| ${row.host} | ${row.type} | ${row.locale} | ${row.path} | ${row.scripts} | ${kb(row.gzip)} | +${kb(row.overFloor)} | ${row.withinBudget ? "✓" : "✗"} +${row.budgetKb} | ${row.consoleLoaded.length ? row.consoleLoaded.join(" ") : "none"} |`,
        );
      }
      const worst = [...rows].sort((a, b) => b.overFloor - a.overFloor)[0];
      console.log(
        `\n${rows.length} pages (${new Set(rows.map((row) => row.type)).size} page types); the largest: ${worst.type} (${worst.locale}) +${kb(worst.overFloor)} KB. ` +
          `Console files (${consoleBuildFiles.size}) on a public page: ${rows.some((row) => row.consoleLoaded.length) ? "YES" : "none"}.`,
      );
    }
    if (failures.length) {
      console.error(`Over budget or loading console code: ${failures.map((row) => `${row.type} (${row.locale}, ${row.host})`).join(", ")}`);
      process.exitCode = 1;
    }
  } finally {
    await browser.close();
    site.stop();
    bare.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
