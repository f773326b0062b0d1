// One Lighthouse run, in plain Node: run under tsx, esbuild's name-keeping wraps Lighthouse's in-page
// functions with a helper the page does not have ("__name is not defined").
// Usage: node scripts/bench/lighthouse-run.mjs <url> <chrome debugging port> → one line of JSON.
import lighthouse from "lighthouse";

const [url, port] = process.argv.slice(2);
const categories = ["performance", "accessibility", "best-practices", "seo"];
const result = await lighthouse(url, { port: Number(port), output: "json", logLevel: "error", onlyCategories: categories });
if (!result) throw new Error(`Lighthouse gave no result for ${url}`);
const { audits } = result.lhr;
const lcpElement = audits["largest-contentful-paint-element"]?.details?.items?.[0]?.items?.[0]?.node?.snippet ?? null;
// A run that could not measure (no paint seen, a trace it could not read) scores 0 rather than failing: say why.
const unmeasured = ["largest-contentful-paint", "total-blocking-time", "cumulative-layout-shift"].find((id) => audits[id]?.errorMessage || audits[id]?.numericValue === undefined);
const error = result.lhr.runtimeError ? `${result.lhr.runtimeError.code}: ${result.lhr.runtimeError.message}` : unmeasured ? `${unmeasured}: ${audits[unmeasured]?.errorMessage ?? "no value"}` : null;
console.log(
  JSON.stringify({
    error,
    scores: Object.fromEntries(categories.map((category) => [category, Math.round((result.lhr.categories[category]?.score ?? 0) * 100)])),
    lcp: audits["largest-contentful-paint"].numericValue ?? 0,
    tbt: audits["total-blocking-time"].numericValue ?? 0,
    cls: audits["cumulative-layout-shift"].numericValue ?? 0,
    lcpElement,
    failed: categories.flatMap((category) =>
      (result.lhr.categories[category]?.auditRefs ?? [])
        .filter((ref) => ref.weight > 0 && (audits[ref.id]?.score ?? 1) < 1)
        .map((ref) => `${category}:${ref.id}`),
    ),
  }),
);
