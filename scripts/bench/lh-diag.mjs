// Diagnostics of one Lighthouse run (not a bench): LCP phases, long tasks, script boot-up, for a URL on a running site.
// Usage: node scripts/bench/lh-diag.mjs <url> [blocked URL pattern, e.g. '*_rsc=*']
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import { chromiumFlags, chromiumPath } from "../chromium.mjs";

const [url, blocked] = process.argv.slice(2);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath, chromeFlags: ["--headless=new", ...chromiumFlags] });
try {
  const result = await lighthouse(url, { port: chrome.port, output: "json", logLevel: "error", onlyCategories: ["performance"], ...(blocked ? { blockedUrlPatterns: [blocked] } : {}) });
  const a = result.lhr.audits;
  const pick = (id) => a[id]?.details?.items ?? [];
  console.log("score", result.lhr.categories.performance.score, "LCP", Math.round(a["largest-contentful-paint"].numericValue), "TBT", Math.round(a["total-blocking-time"].numericValue), "FCP", Math.round(a["first-contentful-paint"].numericValue), "SI", Math.round(a["speed-index"].numericValue));
  const observed = a.metrics?.details?.items?.[0] ?? {};
  console.log("observed FCP", observed.observedFirstContentfulPaint, "LCP", observed.observedLargestContentfulPaint, "DCL", observed.observedDomContentLoaded, "load", observed.observedLoad);
  const lcpEl = a["largest-contentful-paint-element"]?.details?.items ?? [];
  for (const table of lcpEl) for (const item of table.items ?? []) console.log("LCP", JSON.stringify(item).slice(0, 400));
  console.log("CLS", a["cumulative-layout-shift"].numericValue);
  for (const item of pick("layout-shifts")) console.log("  shift", item.score, JSON.stringify(item.node?.selector ?? item.node?.snippet ?? "").slice(0, 200));
  console.log("long tasks:");
  for (const t of pick("long-tasks")) console.log(" ", Math.round(t.startTime), Math.round(t.duration), t.url);
  console.log("bootup:");
  for (const t of pick("bootup-time")) console.log(" ", Math.round(t.total), Math.round(t.scripting), Math.round(t.scriptParseCompile), t.url);
  console.log("main thread:");
  for (const t of pick("mainthread-work-breakdown")) console.log(" ", Math.round(t.duration), t.groupLabel);
  console.log("requests:");
  for (const r of pick("network-requests")) console.log(" ", Math.round(r.networkRequestTime ?? 0), Math.round(r.networkEndTime ?? 0), r.transferSize, r.resourceType, r.priority, r.url.slice(0, 110));
} finally {
  await chrome.kill();
}
