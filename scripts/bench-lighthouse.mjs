#!/usr/bin/env node
// `npm run bench:lighthouse`: Lighthouse (mobile, simulated throttling) on key pages of a production
// server, with Debian's Chromium. Prints one row of category scores per page, and the median of
// `--runs` runs (default 1). Targets BENCH_URL when given, otherwise starts `next start` on a free port
// from the build in NEXT_DIST_DIR (default .next; run `npm run build` first).
import { spawn } from "node:child_process";
import { existsSync } from "node:fs";
import { join } from "node:path";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "./chromium.mjs";

const root = new URL("..", import.meta.url).pathname;
const args = process.argv.slice(2);
const runs = Number(args[args.indexOf("--runs") + 1]) || 1;
const pages = ["/", "/de/", "/fr/blog/", "/blog/managers-as-coaches/", "/pricing/", "/de/kunden/", "/events/", "/form/demo/"];

async function startServer() {
  const distDir = process.env.NEXT_DIST_DIR || ".next";
  if (!existsSync(join(root, distDir, "BUILD_ID"))) {
    console.error(`No build in ${distDir}: run \`npm run build\` first (or set BENCH_URL).`);
    process.exit(1);
  }
  const port = 3900 + Math.floor(Math.random() * 90);
  const server = spawn(process.execPath, [join(root, "node_modules/next/dist/bin/next"), "start", "-p", String(port)], {
    cwd: root,
    env: { ...process.env, NEXT_DIST_DIR: distDir, DATA_DIR: join(root, ".data", "bench-lighthouse") },
    stdio: "ignore",
  });
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 100; attempt++) {
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) return { url, stop: () => server.kill() };
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  server.kill();
  throw new Error("The server did not start");
}

const median = (values) => values.sort((a, b) => a - b)[Math.floor(values.length / 2)];

const { url, stop } = process.env.BENCH_URL ? { url: process.env.BENCH_URL, stop: () => {} } : await startServer();
const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath,
  chromeFlags: ["--headless=new", ...chromiumFlags],
});
const categories = ["performance", "accessibility", "best-practices", "seo"];
const rows = [];
try {
  for (const page of pages) {
    const scores = Object.fromEntries(categories.map((c) => [c, []]));
    const lcp = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`${url}${page}`, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: categories });
      for (const c of categories) scores[c].push(Math.round((result.lhr.categories[c].score ?? 0) * 100));
      lcp.push(result.lhr.audits["largest-contentful-paint"].numericValue);
    }
    rows.push({ page, ...Object.fromEntries(categories.map((c) => [c, median(scores[c])])), "LCP ms": Math.round(median(lcp)) });
  }
} finally {
  await chrome.kill();
  stop();
}
console.table(rows);
