/**
 * npm run bench:lighthouse -- [--runs 3] [--type article] [--locale de] [--also netlify=http://localhost:8888]
 *
 * Lighthouse 12 (mobile, simulated throttling, Debian's Chromium) on every page type in each language
 * of the production site (scripts/start.mjs over the build in NEXT_DIST_DIR, default .next; or BENCH_URL),
 * beside a bare Next.js App Router page built from the project's own next, react and react-dom in the
 * same run. Prints a markdown table of medians: category scores, LCP, TBT and CLS.
 */
import { execFile } from "node:child_process";
import path from "node:path";
import { promisify } from "node:util";
import { parseArgs } from "node:util";
import * as chromeLauncher from "chrome-launcher";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";
import { benchPages, median, root, startSiteAndBarePage } from "./bench/site";

interface RunResult {
  /** Why the run measured nothing (Lighthouse's runtime error or an errored metric); null when it measured. */
  error: string | null;
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
  lcpElement: string | null;
  failed: string[];
}

/** One Lighthouse run in a plain Node process (see scripts/bench/lighthouse-run.mjs). */
async function lighthouseRun(url: string, port: number): Promise<RunResult> {
  const { stdout } = await promisify(execFile)(process.execPath, [path.join(root, "scripts", "bench", "lighthouse-run.mjs"), url, String(port)], { maxBuffer: 1 << 24 });
  return JSON.parse(stdout.trim().split("\n").at(-1)!) as RunResult;
}

const categories = ["performance", "accessibility", "best-practices", "seo"] as const;

interface Row {
  page: string;
  scores: Record<(typeof categories)[number], number>;
  lcp: number;
  tbt: number;
  cls: number;
}

async function audit(port: number, label: string, url: string, runs: number): Promise<Row> {
  const scores = Object.fromEntries(categories.map((category) => [category, [] as number[]])) as Record<(typeof categories)[number], number[]>;
  const lcp: number[] = [];
  const tbt: number[] = [];
  const cls: number[] = [];
  const notes = new Set<string>();
  // Measured warm, as a visitor meets a page a cache already holds: the first request of a new server pays for its route index.
  await fetch(url).then((response) => response.arrayBuffer()).catch(() => undefined);
  for (let run = 0; run < runs; run += 1) {
    let result = await lighthouseRun(url, port);
    // A run that measured nothing is run again (twice at most) instead of entering the median as a score of 0.
    for (let retry = 0; result.error && retry < 2; retry += 1) {
      console.error(`${label}: run ${run + 1} measured nothing (${result.error}); running it again`);
      result = await lighthouseRun(url, port);
    }
    if (result.error) throw new Error(`${label}: Lighthouse measured nothing three times (${result.error})`);
    for (const category of categories) scores[category].push(result.scores[category]);
    lcp.push(result.lcp);
    tbt.push(result.tbt);
    cls.push(result.cls);
    if (result.lcpElement) notes.add(`LCP element: ${result.lcpElement.slice(0, 120)}`);
    for (const failed of result.failed) notes.add(`below 100: ${failed}`);
  }
  if (process.env.BENCH_VERBOSE) console.error(`${label}\n  ${[...notes].join("\n  ")}`);
  return {
    page: label,
    scores: Object.fromEntries(categories.map((category) => [category, median(scores[category])])) as Row["scores"],
    lcp: median(lcp),
    tbt: median(tbt),
    cls: median(cls),
  };
}

async function main() {
  const { values } = parseArgs({
    options: { runs: { type: "string", default: "3" }, type: { type: "string", multiple: true }, locale: { type: "string", multiple: true }, also: { type: "string", multiple: true } },
  });
  // --also <host>=<url>: another running host of the same commit (Netlify's runtime), audited in the same run.
  const others = (values.also ?? []).map((entry) => {
    const at = entry.indexOf("=");
    if (at < 1) throw new Error(`--also takes <host>=<url>, not ${entry}`);
    return { host: entry.slice(0, at), url: entry.slice(at + 1).replace(/\/$/, "") };
  });
  const runs = Math.max(1, Number(values.runs) || 1);
  const pages = benchPages(values.type).filter((page) => !values.locale?.length || values.locale.includes(page.locale));
  const [site, bare] = await startSiteAndBarePage();
  const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });
  try {
    const rows = [await audit(chrome.port, "bare Next.js page", `${bare.url}/`, runs)];
    for (const { host, url } of [{ host: process.env.BENCH_URL ? "site" : "npm start", url: site.url }, ...others]) {
      for (const page of pages) rows.push(await audit(chrome.port, `${host}: ${page.type} (${page.locale}) \`${page.path}\``, `${url}${page.path}`, runs));
    }
    console.log(`Lighthouse mobile, median of ${runs} run(s)\n`);
    console.log("| page | performance | accessibility | best practices | SEO | LCP | TBT | CLS |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const row of rows) {
      const { performance, accessibility, seo } = row.scores;
      console.log(`| ${row.page} | ${performance} | ${accessibility} | ${row.scores["best-practices"]} | ${seo} | ${(row.lcp / 1000).toFixed(1)} s | ${Math.round(row.tbt)} ms | ${row.cls.toFixed(3)} |`);
    }
  } finally {
    await chrome.kill();
    site.stop();
    bare.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
