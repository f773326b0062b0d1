/**
 * npm run bench:js -- [--type article] [--json]
 *
 * The JavaScript each page type makes a phone download on first load (Debian's Chromium, every script
 * response until the network is idle; sizes gzipped at level 6 so the figure does not depend on the
 * server's compression), beside a bare Next.js App Router page built from the project's own next,
 * react and react-dom in the same run (the framework's floor). Needs a build: `npm run build` (or
 * NEXT_DIST_DIR=.next-e2e after the browser tests), or BENCH_URL for a running site.
 */
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import { chromium, devices, type Browser } from "@playwright/test";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { benchPages, startBarePage, startSite } from "./bench/site";

interface JsFigures {
  scripts: number;
  raw: number;
  gzip: number;
}

/** The scripts a page loads on first view (no interaction), summed. */
async function measure(browser: Browser, url: string): Promise<JsFigures> {
  const context = await browser.newContext({ ...devices["Pixel 7"] });
  const page = await context.newPage();
  const bodies: Promise<Buffer | null>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") bodies.push(response.body().catch(() => null));
  });
  await page.goto(url, { waitUntil: "networkidle" });
  const loaded = (await Promise.all(bodies)).filter((body): body is Buffer => body !== null);
  await context.close();
  return { scripts: loaded.length, raw: loaded.reduce((sum, body) => sum + body.length, 0), gzip: loaded.reduce((sum, body) => sum + gzipSync(body).length, 0) };
}

const kb = (bytes: number) => (bytes / 1024).toFixed(1);

async function main() {
  const { values } = parseArgs({ options: { type: { type: "string", multiple: true }, json: { type: "boolean", default: false } } });
  const pages = benchPages(values.type);
  const [site, bare] = await Promise.all([startSite(), startBarePage()]);
  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
  try {
    const floor = await measure(browser, `${bare.url}/`);
    const rows = [{ page: "bare Next.js page", path: "/", ...floor, overFloor: 0 }];
    for (const page of pages) {
      const figures = await measure(browser, `${site.url}${page.path}`);
      rows.push({ page: `${page.type} (${page.locale})`, path: page.path, ...figures, overFloor: figures.gzip - floor.gzip });
    }
    if (values.json) {
      console.log(JSON.stringify(rows, null, 2));
      return;
    }
    console.log(`| page | scripts | raw KB | gzip KB | over the bare page, gzip KB |`);
    console.log(`|---|---:|---:|---:|---:|`);
    for (const row of rows) console.log(`| ${row.page} | ${row.scripts} | ${kb(row.raw)} | ${kb(row.gzip)} | ${row.page.startsWith("bare") ? "floor" : `+${kb(row.overFloor)}`} |`);
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
