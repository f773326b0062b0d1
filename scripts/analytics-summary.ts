/**
 * Prints the embedded analytics summary: page views per page and locale, CTA clicks, scroll depth,
 * video progress, conversions per traffic source and web vitals. Days whose raw events were pruned (older than
 * ANALYTICS_RETENTION_DAYS) count from their daily aggregates, whole days.
 * Usage: npm run analytics:summary -- [--days 30] [--json]   (reads DATABASE_URL / DATA_DIR)
 */
import { parseArgs } from "node:util";
import { readAnalyticsSince } from "@/server/analytics/retention";
import { formatAnalyticsSummary, summarizeAggregates } from "@/server/analytics/summary";
import { closeDb, getDb } from "@/server/db";

const { values } = parseArgs({ options: { days: { type: "string", default: "30" }, json: { type: "boolean", default: false } } });
const days = Number(values.days);
if (!Number.isInteger(days) || days < 1) {
  console.error("--days must be a whole number of days, 1 or more");
  process.exit(2);
}
const since = new Date(Date.now() - days * 24 * 60 * 60 * 1000).toISOString();

async function main(): Promise<void> {
  try {
    const db = await getDb();
    const { rows, submissionSources, aggregatedThrough } = await readAnalyticsSince(db, since);
    const summary = summarizeAggregates(rows, submissionSources);
    console.log(values.json ? JSON.stringify({ since, aggregatedThrough, ...summary }, null, 2) : formatAnalyticsSummary(summary, since, aggregatedThrough));
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error("The analytics summary failed:", error);
  process.exit(1);
});
