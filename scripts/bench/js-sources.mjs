#!/usr/bin/env node
// Which source files make up the JavaScript a page loads: every script the page fetches until the network is idle
// (a phone, Save-Data, a visitor in Germany who has not answered the banner: as `npm run bench:js` measures), each
// script's bytes attributed to the files its source map names, summed per file and per package, largest first.
// Needs a server over a build with browser source maps:
//   BROWSER_SOURCE_MAPS=1 NEXT_DIST_DIR=.next-maps npx next build && SKIP_BUILD=1 NEXT_DIST_DIR=.next-maps node scripts/start.mjs -p 3200
//   NEXT_DIST_DIR=.next-maps node scripts/bench/js-sources.mjs http://localhost:3200/legal/imprint/ [--top 40]
// Bytes are minified bytes (before compression); the framework's own files (next, react, react-dom) are grouped.
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { parseArgs } from "node:util";
import { chromium, devices } from "@playwright/test";
import { TraceMap, eachMapping } from "@jridgewell/trace-mapping";
import { chromiumFlags, chromiumPath } from "../chromium.mjs";

const { positionals, values } = parseArgs({ allowPositionals: true, options: { top: { type: "string", default: "40" } } });
const [url] = positionals;
const distDir = process.env.NEXT_DIST_DIR || ".next";
if (!url) {
  console.error("usage: node scripts/bench/js-sources.mjs <page url> [--top 40]");
  process.exit(1);
}

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const context = await browser.newContext({ ...devices["Pixel 7"] });
await context.addInitScript(() => Object.defineProperty(navigator, "connection", { value: { saveData: true, effectiveType: "4g" }, configurable: true }));
await context.addCookies([{ name: "geo_country", value: "DE", url: new URL(url).origin }]);
const page = await context.newPage();
const scripts = new Set();
page.on("response", (response) => {
  if (response.request().resourceType() === "script") scripts.add(response.url());
});
await page.goto(url, { waitUntil: "networkidle" });
await browser.close();

const bySource = new Map();
let unmapped = 0;
let total = 0;
for (const script of scripts) {
  const code = await (await fetch(script)).text();
  total += code.length;
  const lines = code.split("\n");
  // The map the script names, read from the build folder (the server does not serve maps).
  const mapName = /\/\/# sourceMappingURL=(\S+)\s*$/.exec(code)?.[1];
  const mapFile = mapName && path.join(distDir, "static", path.dirname(new URL(script).pathname.replace(/^\/_next\/static\//, "")), mapName);
  if (!mapFile || !existsSync(mapFile)) {
    unmapped += code.length;
    continue;
  }
  const map = new TraceMap(readFileSync(mapFile, "utf8"));
  // Each mapping's generated segment runs to the next mapping on its line (or the line's end).
  const segments = [];
  eachMapping(map, (mapping) => segments.push(mapping));
  segments.sort((a, b) => a.generatedLine - b.generatedLine || a.generatedColumn - b.generatedColumn);
  let mapped = 0;
  for (let index = 0; index < segments.length; index++) {
    const segment = segments[index];
    const next = segments[index + 1];
    const lineLength = lines[segment.generatedLine - 1]?.length ?? 0;
    const end = next && next.generatedLine === segment.generatedLine ? next.generatedColumn : lineLength;
    const bytes = Math.max(0, end - segment.generatedColumn);
    mapped += bytes;
    const source = segment.source ?? "(no source)";
    bySource.set(source, (bySource.get(source) ?? 0) + bytes);
  }
  unmapped += Math.max(0, code.length - mapped);
}

/** A source's group: its package for node_modules, else the project's folder two levels deep. */
function groupOf(source) {
  const clean = source.replace(/^.*?(?=node_modules\/|src\/)/, "");
  const pkg = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(clean);
  if (pkg) return pkg[1];
  return clean.split("/").slice(0, 3).join("/");
}
const byGroup = new Map();
for (const [source, bytes] of bySource) byGroup.set(groupOf(source), (byGroup.get(groupOf(source)) ?? 0) + bytes);

const top = Number(values.top);
const kb = (bytes) => (bytes / 1024).toFixed(1).padStart(7);
console.log(`${url}: ${scripts.size} scripts, ${kb(total)} KB minified, ${kb(unmapped)} KB not in a source map\n`);
console.log("by package or folder:");
for (const [group, bytes] of [...byGroup].sort((a, b) => b[1] - a[1]).slice(0, top)) console.log(`${kb(bytes)} KB  ${group}`);
console.log("\nby file (the project's):");
for (const [source, bytes] of [...bySource].filter(([source]) => !source.includes("node_modules")).sort((a, b) => b[1] - a[1]).slice(0, top)) {
  console.log(`${kb(bytes)} KB  ${source.replace(/^.*?(?=src\/)/, "")}`);
}
