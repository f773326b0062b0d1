/**
 * npm run bench:scale -- [--articles 20000] [--reference 5000] [--keep]
 *
 * Generates N blog articles (content/generated/, git-ignored; most in three languages), builds the site
 * into .next-bench-scale and reports the build's wall time and peak memory (the build's whole process tree),
 * then serves it and times the fresh server's first request (/blog/, pre-rendered) and a long-tail article
 * (not pre-rendered: older than the 200 most recent per language) on its first request (rendered on demand)
 * and its second (cached). Runs the reference size first (5,000, `--reference 0` for none) in the same
 * session and prints both rows with the load average; exits 1 when a run misses a budget (build over 10 min,
 * peak over 4 GB, first request over 5 s). Removes the generated content and the build afterwards unless --keep.
 */
import { spawn, spawnSync } from "node:child_process";
import { readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { cpus, loadavg } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { generateArticles } from "./content-generate";
import { root, startSite } from "./bench/site";

const DIST = ".next-bench-scale";
/**
 * The address the build and the server name: one, so the server serves the build's pages (a server of another
 * SITE_URL renders them again, cache-handler.mjs) and the first request measures the fresh server, not a render.
 */
const SITE_URL = "http://localhost:3000";

/** The resident memory of a process and of each of its descendants, in bytes, named by command (Linux /proc). */
function treeRss(pid: number): { total: number; processes: { name: string; bytes: number }[] } {
  const children = new Map<number, number[]>();
  const rss = new Map<number, { name: string; bytes: number }>();
  for (const entry of readdirSync("/proc")) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, "utf8");
      const fields = stat.slice(stat.lastIndexOf(")") + 2).split(" ");
      const parent = Number(fields[1]);
      const pages = Number(fields[21]);
      children.set(parent, [...(children.get(parent) ?? []), Number(entry)]);
      rss.set(Number(entry), { name: stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")), bytes: pages * 4096 });
    } catch {
      // the process ended meanwhile
    }
  }
  const processes: { name: string; bytes: number }[] = [];
  const stack = [pid];
  while (stack.length) {
    const current = stack.pop()!;
    const process = rss.get(current);
    if (process) processes.push(process);
    stack.push(...(children.get(current) ?? []));
  }
  return { total: processes.reduce((sum, process) => sum + process.bytes, 0), processes };
}

const gigabytes = (bytes: number) => `${(bytes / 1024 ** 3).toFixed(2)} GB`;

function build(): Promise<{ seconds: number; peakBytes: number }> {
  return new Promise((resolve, reject) => {
    const started = Date.now();
    // The site's build (compile, then generate, in two processes): what `npm run build` runs.
    const child = spawn(process.execPath, [path.join(root, "scripts", "build.mjs")], {
      cwd: root,
      // Without its type check (the same at any size; CI's static checks run it).
      env: { ...process.env, NEXT_DIST_DIR: DIST, SITE_URL, NEXT_TELEMETRY_DISABLED: "1", BUILD_SKIP_TYPECHECK: "1" },
      stdio: ["ignore", "inherit", "inherit"],
    });
    let peak: ReturnType<typeof treeRss> = { total: 0, processes: [] };
    const timer = setInterval(() => {
      const now = treeRss(child.pid!);
      if (now.total > peak.total) peak = now;
    }, 250);
    child.on("exit", (code) => {
      clearInterval(timer);
      // What the peak was made of: the build's own process and its workers.
      const largest = [...peak.processes].sort((a, b) => b.bytes - a.bytes).slice(0, 4);
      console.log(`Peak memory ${gigabytes(peak.total)}: ${largest.map((process) => `${process.name} ${gigabytes(process.bytes)}`).join(", ")}`);
      if (code === 0) resolve({ seconds: (Date.now() - started) / 1000, peakBytes: peak.total });
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

/** What a build of this size must stay within (issue 38). */
const BUDGETS = { buildSeconds: 10 * 60, peakBytes: 4 * 1024 ** 3, firstRequestMs: 5_000 };

interface Run {
  articles: number;
  documents: number;
  seconds: number;
  peakBytes: number;
  firstRequest: { status: number; ms: number };
  longTail: { status: number; ms: number }[];
  /** The machine's load average (1, 5, 15 min) as the run ended. */
  load: number[];
}

/** One size: generate, build, serve, time. */
async function measure(count: number, keep: boolean): Promise<Run> {
  const documents = await generateArticles(count);
  console.log(`\nGenerated ${count} articles (${documents} documents); load average ${loadavg().map((value) => value.toFixed(2)).join(", ")}`);
  // next build adds its dist folder's types to tsconfig.json: the bench leaves the file as it found it.
  const tsconfig = readFileSync(path.join(root, "tsconfig.json"), "utf8");
  try {
    const { seconds, peakBytes } = await build();
    console.log(`Built in ${(seconds / 60).toFixed(1)} min, peak memory ${gigabytes(peakBytes)}`);
    const site = await startSite({ NEXT_DIST_DIR: DIST, SITE_URL });
    try {
      const article = longTailArticle();
      // A page the build made: what the fresh server's first request costs is loading the content and its tables.
      const firstRequest = await timed(`${site.url}/blog/`);
      console.log(`First request to the fresh server (/blog/, pre-rendered): ${firstRequest.ms} ms (${firstRequest.status})`);
      const longTail = [await timed(`${site.url}${article}`), await timed(`${site.url}${article}`)];
      console.log(`Long-tail article ${article}: ${longTail.map((request) => `${request.ms} ms (${request.status})`).join(", then ")}`);
      return { articles: count, documents, seconds, peakBytes, firstRequest, longTail, load: loadavg() };
    } finally {
      site.stop();
    }
  } finally {
    writeFileSync(path.join(root, "tsconfig.json"), tsconfig);
    if (!keep) {
      rmSync(path.join(root, "content", "generated"), { recursive: true, force: true });
      rmSync(path.join(root, DIST), { recursive: true, force: true });
    }
  }
}

/** The budgets a run missed, named. */
function missed(run: Run): string[] {
  return [
    run.seconds > BUDGETS.buildSeconds ? `build ${(run.seconds / 60).toFixed(1)} min > 10 min` : null,
    run.peakBytes > BUDGETS.peakBytes ? `peak ${gigabytes(run.peakBytes)} > 4 GB` : null,
    run.firstRequest.ms > BUDGETS.firstRequestMs || run.firstRequest.status !== 200 ? `first request ${run.firstRequest.ms} ms (${run.firstRequest.status}) > 5 s` : null,
    run.longTail.some((request) => request.status !== 200) ? `long-tail article answered ${run.longTail.map((request) => request.status).join(", ")}` : null,
  ].filter((problem): problem is string => problem !== null);
}

async function main() {
  const { values } = parseArgs({
    options: { articles: { type: "string", default: "5000" }, reference: { type: "string", default: "5000" }, keep: { type: "boolean", default: false } },
  });
  const count = Number(values.articles);
  const reference = Number(values.reference);
  // The commit measured, as the runs start (the worktree may move on while they last).
  const measured = commit();
  const sizes = reference > 0 && reference !== count ? [reference, count] : [count];
  const runs: Run[] = [];
  // Only the last size's content and build are kept (--keep): they are written to the same places.
  for (const [index, size] of sizes.entries()) runs.push(await measure(size, values.keep && index === sizes.length - 1));
  console.log(`\n\`npm run bench:scale -- --articles ${count}\` (commit ${measured}, ${cpus().length} cores):\n`);
  console.log("| articles | documents | build | peak memory (build's process tree) | first request (`/blog/`) | long-tail article, 1st request | 2nd request | load average (1, 5, 15 min) |");
  console.log("|---:|---:|---:|---:|---:|---:|---:|---|");
  for (const run of runs) {
    console.log(
      `| ${run.articles.toLocaleString("en")} | ${run.documents.toLocaleString("en")} | ${(run.seconds / 60).toFixed(1)} min | ${gigabytes(run.peakBytes)} | ${(run.firstRequest.ms / 1000).toFixed(1)} s | ${run.longTail[0].ms} ms | ${run.longTail[1].ms} ms | ${run.load.map((value) => value.toFixed(2)).join(", ")} |`,
    );
  }
  const problems = runs.flatMap((run) => missed(run).map((problem) => `${run.articles} articles: ${problem}`));
  for (const problem of problems) console.error(`Over budget: ${problem}`);
  if (problems.length > 0) process.exitCode = 1;
}

/** The commit measured (with a mark when the worktree has changes). */
function commit(): string {
  const head = spawnSync("git", ["rev-parse", "--short", "HEAD"], { cwd: root, encoding: "utf8" }).stdout.trim();
  const dirty = spawnSync("git", ["status", "--porcelain", "--untracked-files=no"], { cwd: root, encoding: "utf8" }).stdout.trim();
  return dirty ? `${head} with changes` : head;
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
