import { describeAttribution } from "@/lib/leads/source";
import type { Db } from "@/server/db";
import { DAY_MS } from "@/server/analytics/budget";
import { analyticsDb, forEachAnalyticsEvent } from "@/server/analytics/events";
import { addStoredRow, aggregatedThrough, dayOf } from "@/server/analytics/retention";
import { Aggregates } from "@/server/analytics/summary";
import type { AnalyticsPeriod } from "./analytics";

/** Rows of each conversion table: the pages (or sources) with the most submissions, then views. */
export const CONVERSION_ROWS = 100;

/** A funnel's counts: page views, "Form started" events, stored submissions (spam aside). */
export interface FunnelCounts {
  views: number;
  starts: number;
  submissions: number;
}

export interface ConversionRow {
  /** The page's path, or the source in words (`linkedin / social`, `(direct) / (none)`, `unknown`). */
  key: string;
  current: FunnelCounts;
  previous: FunnelCounts;
}

export interface ConversionReport {
  period: AnalyticsPeriod;
  /** The days just before the period, as many. */
  previousPeriod: AnalyticsPeriod;
  pages: ConversionRow[];
  sources: ConversionRow[];
  totals: { current: FunnelCounts; previous: FunnelCounts };
  /** The last day read from the daily aggregates, null when none is. */
  aggregatedThrough: string | null;
}

/** What a submission without a page is listed under (the browser did not say where it was sent from). */
export const NO_PAGE = "(page not reported)";

const addDays = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const zero = (): FunnelCounts => ({ views: 0, starts: 0, submissions: 0 });

/** Submissions per view, null without views. */
export function conversionRate(counts: FunnelCounts): number | null {
  return counts.views > 0 ? counts.submissions / counts.views : null;
}

/** The period of the same length that ends the day before `period` starts. */
export function previousPeriodOf(period: AnalyticsPeriod): AnalyticsPeriod {
  const days = Math.round((Date.parse(`${period.to}T00:00:00Z`) - Date.parse(`${period.from}T00:00:00Z`)) / DAY_MS) + 1;
  return { from: addDays(period.from, -days), to: addDays(period.from, -1) };
}

type Funnels = { pages: Map<string, FunnelCounts>; sources: Map<string, FunnelCounts> };

const entry = (map: Map<string, FunnelCounts>, key: string) => {
  let counts = map.get(key);
  if (!counts) map.set(key, (counts = zero()));
  return counts;
};

/**
 * Views and form starts per page and per source over a period: days already aggregated from `analytics_daily` (summed
 * in SQL), later days from their raw "Page viewed" and "Form started" events; then the period's submissions per page
 * and per source, counted in SQL.
 */
async function funnelsOf(db: Db, period: AnalyticsPeriod, through: string | null): Promise<Funnels> {
  const aggregates = new Aggregates();
  if (through && through >= period.from) {
    const stored = await analyticsDb(db)
      .selectFrom("analytics_daily")
      .select(["metric", "key", (eb) => eb.fn.sum<number | string>("count").as("count")])
      .where("day", ">=", period.from)
      .where("day", "<=", period.to < through ? period.to : through)
      .where("metric", "in", ["scroll", "form_start", "source_funnel"])
      .groupBy(["metric", "key"])
      .execute();
    for (const row of stored) addStoredRow(aggregates, row);
  }
  const rawFrom = through && through >= period.from ? addDays(through, 1) : period.from;
  if (rawFrom <= period.to) {
    await forEachAnalyticsEvent(db, { since: dayStart(rawFrom), until: dayStart(addDays(period.to, 1)), names: ["Page viewed", "Form started"] }, (event) => aggregates.addEvent(event));
  }

  const funnels: Funnels = { pages: new Map(), sources: new Map() };
  for (const { metric, key, count } of aggregates.toRows()) {
    if (metric === "scroll" && key[1] === "views") entry(funnels.pages, key[0] ?? "").views += count;
    if (metric === "form_start") entry(funnels.pages, key[0] ?? "").starts += count;
    if (metric === "source_funnel" && key[1] === "views") entry(funnels.sources, key[0] ?? "unknown").views += count;
    if (metric === "source_funnel" && key[1] === "form_starts") entry(funnels.sources, key[0] ?? "unknown").starts += count;
  }

  const inPeriod = db
    .selectFrom("submissions")
    .where("created_at", ">=", dayStart(period.from))
    .where("created_at", "<", dayStart(addDays(period.to, 1)))
    .where("is_spam", "=", 0);
  const perPage = await inPeriod.select(["page", (eb) => eb.fn.countAll<number | string>().as("count")]).groupBy("page").execute();
  for (const row of perPage) entry(funnels.pages, row.page ?? NO_PAGE).submissions += Number(row.count);
  const perSource = await inPeriod.select(["source", "medium", (eb) => eb.fn.countAll<number | string>().as("count")]).groupBy(["source", "medium"]).execute();
  for (const row of perSource) {
    const source = describeAttribution(row.source ? { source: row.source, medium: row.medium ?? "(none)", campaign: null } : null);
    entry(funnels.sources, source).submissions += Number(row.count);
  }
  return funnels;
}

function rowsOf(current: Map<string, FunnelCounts>, previous: Map<string, FunnelCounts>): ConversionRow[] {
  return [...new Set([...current.keys(), ...previous.keys()])]
    .map((key) => ({ key, current: current.get(key) ?? zero(), previous: previous.get(key) ?? zero() }))
    .filter((row) => row.current.views + row.current.starts + row.current.submissions > 0)
    .sort((a, b) => b.current.submissions - a.current.submissions || b.current.views - a.current.views || a.key.localeCompare(b.key))
    .slice(0, CONVERSION_ROWS);
}

const total = (map: Map<string, FunnelCounts>): FunnelCounts =>
  [...map.values()].reduce((sum, counts) => ({ views: sum.views + counts.views, starts: sum.starts + counts.starts, submissions: sum.submissions + counts.submissions }), zero());

/**
 * Conversion per page and per source over a period, beside the period before it: page views and "Form started"
 * events from the site's own analytics (the daily aggregates, and raw events of the days not aggregated yet), and the
 * stored submissions (spam aside) by their page and attribution columns. The rate is submissions per view.
 */
export async function conversionReport(db: Db, period: AnalyticsPeriod): Promise<ConversionReport> {
  const through = await aggregatedThrough(db);
  const previousPeriod = previousPeriodOf(period);
  const [current, previous] = [await funnelsOf(db, period, through), await funnelsOf(db, previousPeriod, through)];
  return {
    period,
    previousPeriod,
    pages: rowsOf(current.pages, previous.pages),
    sources: rowsOf(current.sources, previous.sources),
    totals: { current: total(current.pages), previous: total(previous.pages) },
    aggregatedThrough: through,
  };
}
