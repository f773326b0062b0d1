/**
 * npm run bench:scale -- [--articles 5000] [--keep]
 *
 * Generates N blog articles (content/generated/, git-ignored; most in three languages), builds the site
 * into .next-scale and reports the build's wall time and peak memory (the build's whole process tree),
 * then serves it and times a long-tail article (not pre-rendered: older than the 200 most recent per
 * language) on its first request (rendered on demand) and its second (cached). Removes the generated
 * content and the build afterwards unless --keep.
 */
import { spawn } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { generateArticles } from "./content-generate";
import { root, startSite } from "./bench/site";

const DIST = ".next-scale";

/** Resident memory of a process and all its descendants, in bytes (Linux /proc). */
function treeRss(pid: number): number {
  const children = new Map<number, number[]>();
  let rss = new Map<number, number>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const parent = Number(fields[1]);
      const pages = Number(fields[21]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      rss = rss.set(Number(entry), pages * 4096);
    } catch {
      // the process ended meanwhile
    }
  }
  let total = 0;
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop()!;
    total += rss.get(current) ?? 0;
    stack.push(...(children.get(current) ?? []));
  }
  return total;
}

function build(): Promise<{ seconds: number; peakBytes: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    const child = spawn(process.execPath, [path.join(root, "node_modules", "next", "dist", "bin", "next"), "build"], {
      cwd: root,
      env: { ...process.env, NEXT_DIST_DIR: DIST, NEXT_TELEMETRY_DISABLED: "1" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    let peakBytes = 0;
    const timer = setInterval(() => (peakBytes = Math.max(peakBytes, treeRss(child.pid!))), 250);
    child.on("exit", (code) => {
      clearInterval(timer);
      if (code === 0) resolve({ seconds: (Date.now() - started) / 1000, peakBytes });
      else reject(new Error(`next build exited with ${code}`));
    });
  });
}

/** The oldest generated English article: far outside the pre-rendered most recent ones. */
function longTailArticle(): string {
  const dir = path.join(root, "content", "generated", "blog_article");
  let oldest: { uid: string; published: number } | null = null;
  for (const file of readdirSync(dir)) {
    const documents = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as { lang: string; uid: string; data: { publication_datetime?: string } }[];
    const english = documents.find((document) => document.lang === "en-us");
    const published = Date.parse(english?.data.publication_datetime ?? "");
    if (english && (!oldest || published < oldest.published)) oldest = { uid: english.uid, published };
  }
  if (!oldest) throw new Error("No generated article");
  return `/blog/${oldest.uid}/`;
}

async function timed(url: string): Promise<{ status: number; ms: number }> {
  const started = performance.now();
  const response = await fetch(url);
  await response.arrayBuffer();
  return { status: response.status, ms: Math.round(performance.now() - started) };
}

async function main() {
  const { values } = parseArgs({ options: { articles: { type: "string", default: "5000" }, keep: { type: "boolean", default: false } } });
  const count = Number(values.articles);
  const documents = await generateArticles(count);
  console.log(`Generated ${count} articles (${documents} documents)`);
  // next build adds its dist folder's types to tsconfig.json: the bench leaves the file as it found it.
  const tsconfig = readFileSync(path.join(root, "tsconfig.json"), "utf8");
  try {
    const { seconds, peakBytes } = await build();
    console.log(`Built in ${(seconds / 60).toFixed(1)} min, peak memory ${(peakBytes / 1024 ** 3).toFixed(2)} GB`);
    const site = await startSite({ NEXT_DIST_DIR: DIST });
    try {
      const article = longTailArticle();
      // A page the build made first: the process loads the content once, which is not the long tail's cost.
      const warmUp = await timed(`${site.url}/blog/`);
      console.log(`First request to the fresh server (/blog/, pre-rendered): ${warmUp.ms} ms`);
      const first = await timed(`${site.url}${article}`);
      const second = await timed(`${site.url}${article}`);
      console.log(`\n| articles | documents | build | peak memory | long-tail article, 1st request | 2nd request |`);
      console.log(`|---:|---:|---:|---:|---:|---:|`);
      console.log(`| ${count} | ${documents} | ${(seconds / 60).toFixed(1)} min | ${(peakBytes / 1024 ** 3).toFixed(2)} GB | ${first.ms} ms (${first.status}) | ${second.ms} ms (${second.status}) |`);
    } finally {
      site.stop();
    }
  } finally {
    writeFileSync(path.join(root, "tsconfig.json"), tsconfig);
    if (!values.keep) {
      rmSync(path.join(root, "content", "generated"), { recursive: true, force: true });
      rmSync(path.join(root, DIST), { recursive: true, force: true });
    }
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
