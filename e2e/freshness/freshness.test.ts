// Content freshness on a production server, without the webhook (issue 33, item 6). One build of the site into
// .next-freshness over a copy of content/ (CONTENT_DIR) this test edits, in a folder whose cache/ holds a previous
// build's data cache (as CI caching `.next/cache`, or Netlify between deploys, keeps it):
//   1. the title edited before the build: no prerendered file shows the previous build's title, and the page, the
//      blog listing and search serve the new one;
//   2. built with a short CONTENT_REVALIDATE_SECONDS and served: a title edited on disk while the server runs reaches
//      the page, the listing and search, with no webhook (none is configured).
// The previous build is the browser tests' (FRESHNESS_PREVIOUS_BUILD=.next-e2e: CI runs this beside them, once their
// build is done), or, without it, one this test makes first into .next-freshness (2-3 minutes more on two cores).
import { spawn } from "node:child_process";
import { cpSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, utimesSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSiteServer, type SiteServer } from "../support/site-server";

const root = path.resolve(import.meta.dirname, "../..");
const DIST_DIR = ".next-freshness";
const PORT = Number(process.env.FRESHNESS_PORT || 4310);
/** The interval of the build and its server: short, so the test sees a change without a webhook. */
const SHORT_INTERVAL = "10";

const ARTICLE = "blog_article/peer-feedback.json";
const PAGE = "/blog/ai-assisted-peer-feedback/";
const LISTING = "/blog/";
const SEARCH = "/api/search?q=peer%20feedback&locale=en&limit=50";
const TITLES = [
  "AI-assisted peer feedback: kinder, faster, more specific",
  "AI-assisted peer feedback, built again with the cache kept",
  "AI-assisted peer feedback, changed while the server runs",
];

let work: string;
let contentDir: string;
let server: SiteServer | undefined;
/** Prerendered files of the previous build that show the first title (paths in the build's folder). */
let previousBuildFiles: string[] = [];
/** This build's prerendered files that show each title, read before its server renders anything. */
let builtFiles: string[][] = [];

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

/** When a build folder's build ended: the prerender manifest is written last. Files newer are a server's renders. */
function builtAt(distDir: string): number {
  return statSync(path.join(distDir, "prerender-manifest.json")).mtimeMs;
}

/** Files under `folder` the build of `distDir` wrote (none its server wrote since). */
function buildFiles(distDir: string, folder: string, name: RegExp): string[] {
  const end = builtAt(distDir);
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && name.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name))
    .filter((file) => statSync(file).mtimeMs <= end);
}

/** The prerendered pages and their data (HTML, RSC payloads, route answers) of a build that show each title. */
function prerenderedWith(distDir: string, titles: string[]): string[][] {
  const folder = path.join(distDir, "server", "app");
  const files = buildFiles(distDir, folder, /\.(html|rsc|body)$/);
  const found = titles.map((): string[] => []);
  for (const file of files) {
    const text = readFileSync(file, "utf8");
    titles.forEach((title, index) => text.includes(title) && found[index].push(path.relative(folder, file)));
  }
  return found.map((list) => list.sort());
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
  const dist = path.join(root, DIST_DIR);
  let previous = process.env.FRESHNESS_PREVIOUS_BUILD ? path.resolve(root, process.env.FRESHNESS_PREVIOUS_BUILD) : undefined;
  if (!previous) {
    rmSync(dist, { recursive: true, force: true });
    await build({});
    previous = dist;
  }
  [previousBuildFiles] = prerenderedWith(previous, TITLES.slice(0, 1));
  // The previous build's data cache: the entries it wrote (not its server's since), into this build's cache/.
  const entries = path.join(previous, "cache", "fetch-cache");
  const kept = buildFiles(previous, entries, /./);
  if (previous !== dist) {
    rmSync(dist, { recursive: true, force: true });
    for (const file of kept) {
      const to = path.join(dist, "cache", "fetch-cache", path.relative(entries, file));
      mkdirSync(path.dirname(to), { recursive: true });
      cpSync(file, to);
    }
  }
  // The cache holds the article under its first title: a build that served answers from it would show that title.
  expect(kept.filter((file) => readFileSync(file, "utf8").includes(TITLES[0])).length, "entries of the previous build with the first title").toBeGreaterThan(0);
  // As if the previous build had just ended: under this build's short interval, nothing in the cache is stale by
  // age (Next takes an entry's age from its file's time), so only the content's version can make the build read anew.
  const fresh = new Date(Date.now() + 3_600_000);
  const cacheFolder = path.join(dist, "cache", "fetch-cache");
  for (const entry of readdirSync(cacheFolder, { recursive: true, withFileTypes: true })) {
    if (entry.isFile()) utimesSync(path.join(entry.parentPath, entry.name), fresh, fresh);
  }
  retitle(TITLES[1]);
  await build({ CONTENT_REVALIDATE_SECONDS: SHORT_INTERVAL });
  builtFiles = prerenderedWith(dist, TITLES);
  server = await startSiteServer(PORT, {
    NEXT_DIST_DIR: DIST_DIR,
    CONTENT_DIR: contentDir,
    CONTENT_REVALIDATE_SECONDS: SHORT_INTERVAL,
    // The front's memory cache, kept short (60 s by default): it adds its life to the interval.
    RESPONSE_CACHE_SECONDS: "2",
  });
});

afterAll(async () => {
  await server?.stop();
  if (work) rmSync(work, { recursive: true, force: true });
});

const everywhere = (title: number) => ({ page: title, listing: title, search: title });

describe("fresh content without the webhook, and after every build", () => {
  it("a build keeping the previous build's cache shows the new title in every prerendered file, the page, the listing and search", async () => {
    expect(previousBuildFiles.length).toBeGreaterThan(0);
    // The same files as the previous build's, each with the new title and none with another.
    expect(builtFiles).toEqual([[], previousBuildFiles, []]);
    expect(await seen(server!)).toEqual(everywhere(1));
  });

  it("a title edited on disk while the server runs reaches the page, the listing and search, with no webhook", async () => {
    const edited = Date.now();
    retitle(TITLES[2]);
    // The embedded repository looks at its files every 5 s, a page is regenerated at the first request after its
    // 10 s, and the one after gets it: well within a minute.
    expect(await until(() => seen(server!), (value) => JSON.stringify(value) === JSON.stringify(everywhere(2)), 60_000)).toEqual(everywhere(2));
    console.log(`[freshness] the edited title was on the page, the listing and search ${((Date.now() - edited) / 1000).toFixed(1)} s after the edit`);
  });
});
