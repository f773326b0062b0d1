// Content freshness on a production server, without the webhook (issue 33, item 6). Two builds of the site into
// .next-freshness over a copy of content/ (CONTENT_DIR) this test edits:
//   1. built with a short CONTENT_REVALIDATE_SECONDS and served: a title edited on disk while the server runs reaches
//      the page, the blog listing and search, with no webhook (none is configured);
//   2. the title edited again, then built again in the same folder, keeping its cache (as CI caching `.next/cache`,
//      or Netlify between deploys, does): no prerendered file shows an earlier title, and the page, the listing and
//      search serve the new one.
// Each build takes 2-3 minutes on two cores: run by `npm run test:freshness` (CI: beside the browser tests).
import { spawn } from "node:child_process";
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer, type SiteServer } from "../support/site-server";

const root = path.resolve(import.meta.dirname, "../..");
const DIST_DIR = ".next-freshness";
const PORT = Number(process.env.FRESHNESS_PORT || 4310);
/** The interval of the first build and its server: short, so the test sees a change without a webhook. */
const SHORT_INTERVAL = "10";

const ARTICLE = "blog_article/peer-feedback.json";
const PAGE = "/blog/ai-assisted-peer-feedback/";
const LISTING = "/blog/";
const SEARCH = "/api/search?q=peer%20feedback&locale=en&limit=50";
const TITLES = [
  "AI-assisted peer feedback: kinder, faster, more specific",
  "AI-assisted peer feedback, changed while the server runs",
  "AI-assisted peer feedback, built again with the cache kept",
];

let work: string;
let contentDir: string;
let server: SiteServer | undefined;
/** Prerendered files of the first build that show the first title (the server's renders later replace some). */
let firstBuildFiles = 0;

/** Gives the English article another of the titles (the meta title repeats it) in the content copy. */
function retitle(to: string): void {
  const file = path.join(contentDir, "documents", ARTICLE);
  const text = readFileSync(file, "utf8");
  const from = TITLES.find((title) => text.includes(title));
  if (!from) throw new Error(`${ARTICLE} has none of the test's titles`);
  writeFileSync(file, text.replaceAll(from, to));
}

async function build(env: Record<string, string>): Promise<void> {
  const log = path.join(work, `build-${Date.now()}.log`);
  const child = spawn(process.execPath, [path.join(root, "scripts/build.mjs")], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: DIST_DIR, CONTENT_DIR: contentDir, NEXT_TELEMETRY_DISABLED: "1", BUILD_SKIP_TYPECHECK: "1", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: Buffer[] = [];
  child.stdout!.on("data", (chunk: Buffer) => output.push(chunk));
  child.stderr!.on("data", (chunk: Buffer) => output.push(chunk));
  const status = await new Promise<number | null>((resolve) => child.once("exit", resolve));
  writeFileSync(log, Buffer.concat(output));
  if (status !== 0) throw new Error(`next build failed (${status}); its output: ${log}\n${Buffer.concat(output).toString().slice(-3000)}`);
}

/** The prerendered pages and their data (HTML, RSC payloads, route answers) that show each title. */
function prerenderedWith(titles: string[]): number[] {
  const folder = path.join(root, DIST_DIR, "server", "app");
  const files = readdirSync(folder, { recursive: true, withFileTypes: true }).filter((entry) => entry.isFile() && /\.(html|rsc|body)$/.test(entry.name));
  const counts = titles.map(() => 0);
  for (const entry of files) {
    const text = readFileSync(path.join(entry.parentPath, entry.name), "utf8");
    titles.forEach((title, index) => (counts[index] += text.includes(title) ? 1 : 0));
  }
  return counts;
}

/** What a visitor sees: the article's page, the blog listing, and the site search's title for the article. */
async function seen(site: SiteServer) {
  const [page, listing, search] = await Promise.all([
    fetch(`${site.url}${PAGE}`).then((response) => response.text()),
    fetch(`${site.url}${LISTING}`).then((response) => response.text()),
    fetch(`${site.url}${SEARCH}`).then((response) => response.json() as Promise<{ results: { path: string; title: { text: string }[] }[] }>),
  ]);
  const found = search.results.find((result) => result.path === PAGE);
  const title = (text: string) => TITLES.findIndex((candidate) => text.includes(candidate));
  return { page: title(page), listing: title(listing), search: found ? title(found.title.map((segment) => segment.text).join("")) : -1 };
}

async function until<T>(read: () => Promise<T>, holds: (value: T) => boolean, timeoutMs: number): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  let value = await read();
  while (!holds(value) && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  work = mkdtempSync(path.join(tmpdir(), "freshness-"));
  contentDir = path.join(work, "content");
  cpSync(path.join(root, "content"), contentDir, { recursive: true });
  rmSync(path.join(root, DIST_DIR), { recursive: true, force: true });
  await build({ CONTENT_REVALIDATE_SECONDS: SHORT_INTERVAL });
  [firstBuildFiles] = prerenderedWith(TITLES.slice(0, 1));
});

afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

describe("fresh content without the webhook, and after every build", () => {
  it("a title edited on disk while the server runs reaches the page, the listing and search, with no webhook", async () => {
    const everywhere = (title: number) => ({ page: title, listing: title, search: title });
    server = await startSiteServer(PORT, {
      NEXT_DIST_DIR: DIST_DIR,
      CONTENT_DIR: contentDir,
      CONTENT_REVALIDATE_SECONDS: SHORT_INTERVAL,
      // The front's memory cache, kept short (60 s by default): it adds its life to the interval.
      RESPONSE_CACHE_SECONDS: "2",
    });
    try {
      expect(await seen(server)).toEqual(everywhere(0));
      const edited = Date.now();
      retitle(TITLES[1]);
      // The embedded repository looks at its files every 5 s, a page is regenerated at the first request after its
      // 10 s, and the one after gets it: well within a minute.
      expect(await until(() => seen(server!), (value) => JSON.stringify(value) === JSON.stringify(everywhere(1)), 60_000)).toEqual(everywhere(1));
      console.log(`[freshness] the edited title was on the page, the listing and search ${((Date.now() - edited) / 1000).toFixed(1)} s after the edit`);
    } finally {
      await server.stop();
      server = undefined;
    }
  });

  it("a build keeping the previous build's cache shows the new title in every prerendered file, the page, the listing and search", async () => {
    expect(firstBuildFiles).toBeGreaterThan(0);
    retitle(TITLES[2]);
    // The same folder: `next build` empties it but for cache/, which holds the data cache of the first build and of
    // the server's renders (under the first two titles' versions). The default interval: nothing in it is stale by age.
    await build({});
    expect(prerenderedWith(TITLES)).toEqual([0, 0, firstBuildFiles]);

    server = await startSiteServer(PORT + 1, { NEXT_DIST_DIR: DIST_DIR, CONTENT_DIR: contentDir });
    expect(await seen(server)).toEqual({ page: 2, listing: 2, search: 2 });
  });
});
