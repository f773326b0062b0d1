// Diagnostics, not a bench: the long tasks of one page load in Debian's Chromium (phone viewport, 4x CPU
// throttling by devtools), each with the functions that took its time, by source file and line where the chunks
// have source maps (build with BROWSER_SOURCE_MAPS=1; minified names otherwise). Lighthouse's long-tasks audit
// says which script a task belongs to; this says which code.
// Usage: node scripts/bench/long-tasks.mjs <url> [shortest task in ms, 50]
import { FlattenMap, originalPositionFor } from "@jridgewell/trace-mapping";
import { chromium } from "playwright-core";
import { chromiumFlags, chromiumPath } from "../chromium.mjs";

const [url, shortest = "50"] = process.argv.slice(2);
if (!url) throw new Error("Usage: node scripts/bench/long-tasks.mjs <url> [shortest task in ms]");
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumFlags });
const context = await browser.newContext({ viewport: { width: 412, height: 823 }, deviceScaleFactor: 1.75, isMobile: true, hasTouch: true });
const page = await context.newPage();
const cdp = await context.newCDPSession(page);
await cdp.send("Emulation.setCPUThrottlingRate", { rate: 4 });
const events = [];
cdp.on("Tracing.dataCollected", (data) => events.push(...data.value));
const traced = new Promise((resolve) => cdp.once("Tracing.tracingComplete", resolve));
await cdp.send("Profiler.enable");
await cdp.send("Profiler.setSamplingInterval", { interval: 200 });
await cdp.send("Tracing.start", { categories: "devtools.timeline,disabled-by-default-devtools.timeline,blink.user_timing", transferMode: "ReportEvents" });
await cdp.send("Profiler.start");
await page.goto(url, { waitUntil: "load" });
await page.waitForTimeout(5000);
const { profile } = await cdp.send("Profiler.stop");
await cdp.send("Tracing.end");
await traced;
await browser.close();

const navigation = events.find((event) => event.name === "navigationStart" && event.args?.data?.documentLoaderURL === url);
if (!navigation) throw new Error(`No navigation to ${url} in the trace (a redirect?)`);
const tasks = events
  .filter((event) => event.name === "RunTask" && event.tid === navigation.tid && event.ts >= navigation.ts && event.dur > Number(shortest) * 1000)
  .sort((a, b) => a.ts - b.ts);

/** A chunk's source map, from the `sourceMappingURL` comment the chunk names it by. */
const maps = new Map();
function sourceMap(scriptUrl) {
  if (!maps.has(scriptUrl)) {
    const map = fetch(scriptUrl)
      .then((response) => response.text())
      .then(async (code) => {
        const name = /sourceMappingURL=(\S+)/.exec(code)?.[1];
        const response = name ? await fetch(new URL(name, scriptUrl)) : null;
        return response?.ok ? new FlattenMap(await response.json()) : null;
      })
      .catch(() => null);
    maps.set(scriptUrl, map);
  }
  return maps.get(scriptUrl);
}
const label = new Map();
for (const node of profile.nodes) {
  const frame = node.callFrame;
  let name = `${frame.functionName || "(anonymous)"} ${frame.url.split("/").pop()}:${frame.lineNumber}`;
  const map = frame.url.includes("/_next/static/") ? await sourceMap(frame.url) : null;
  const original = map ? originalPositionFor(map, { line: frame.lineNumber + 1, column: frame.columnNumber }) : null;
  if (original?.source) name = `${original.name ?? frame.functionName ?? "?"} ${original.source.replace(/.*node_modules\//, "").replace(/^.*\/src\//, "src/")}:${original.line}`;
  label.set(node.id, name);
}
const parent = new Map();
for (const node of profile.nodes) for (const child of node.children ?? []) parent.set(child, node.id);
const sampledAt = [];
let clock = profile.startTime;
for (const delta of profile.timeDeltas) sampledAt.push((clock += delta));

const top = (totals, count) =>
  [...totals]
    .filter(([name]) => !name.startsWith("(root)"))
    .sort((a, b) => b[1] - a[1])
    .slice(0, count)
    .map(([name, ms]) => `      ${ms.toFixed(1).padStart(6)} ${name}`)
    .join("\n");
console.log(`${url}: tasks over ${shortest} ms from navigation ("(program)" is the browser's own work: parsing, style, layout)`);
let blocking = 0;
for (const task of tasks) {
  blocking += Math.max(0, task.dur / 1000 - 50);
  const self = new Map();
  const total = new Map();
  sampledAt.forEach((at, index) => {
    if (at < task.ts || at > task.ts + task.dur) return;
    const ms = (profile.timeDeltas[index + 1] ?? 200) / 1000;
    const seen = new Set();
    self.set(label.get(profile.samples[index]), (self.get(label.get(profile.samples[index])) ?? 0) + ms);
    for (let id = profile.samples[index]; id !== undefined; id = parent.get(id)) {
      if (seen.has(label.get(id))) continue;
      seen.add(label.get(id));
      total.set(label.get(id), (total.get(label.get(id)) ?? 0) + ms);
    }
  });
  console.log(`task at ${((task.ts - navigation.ts) / 1000).toFixed(0)} ms, ${(task.dur / 1000).toFixed(1)} ms`);
  console.log(`   self\n${top(self, 10)}\n   total\n${top(total, 20)}`);
}
console.log(`blocking time of these tasks (beyond 50 ms each, 4x throttled, from navigation): ${blocking.toFixed(0)} ms`);
