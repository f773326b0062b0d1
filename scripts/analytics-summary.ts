/**
 * Prints the embedded analytics summary: page views per page and locale, CTA clicks, scroll depth,
 * video progress, conversions per traffic source and web vitals.
 * Usage: npm run analytics:summary -- [--days 30] [--json]   (reads DATABASE_URL / DATA_DIR)
 */
import { parseArgs } from "node:util";
import { readAnalyticsEvents, readSubmissionSources } from "@/server/analytics/events";
import { formatAnalyticsSummary, summarizeAnalytics } from "@/server/analytics/summary";
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
    const summary = summarizeAnalytics(await readAnalyticsEvents(db, since), await readSubmissionSources(db, since));
    console.log(values.json ? JSON.stringify({ since, ...summary }, null, 2) : formatAnalyticsSummary(summary, since));
  } finally {
    await closeDb();
  }
}

main().catch((error: unknown) => {
  console.error("The analytics summary failed:", error);
  process.exit(1);
});
