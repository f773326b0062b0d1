import { z } from "zod";
import { locales } from "@/routing/locales";
import type { Db } from "@/server/db";
import { DAY_MS } from "@/server/analytics/budget";
import { analyticsDb, forEachAnalyticsEvent } from "@/server/analytics/events";
import { addStoredRow, aggregatedThrough, dayOf } from "@/server/analytics/retention";
import { Aggregates, percentile75, summarizeAggregates, type AnalyticsSummary } from "@/server/analytics/summary";
import { describeTrafficSource } from "./leads";

/** The period the console shows when none is chosen: the last 28 days, today included. */
export const DEFAULT_PERIOD_DAYS = 28;
/** The longest period one page reads (a year and a day: a leap year's same day last year). */
export const MAX_PERIOD_DAYS = 366;
/** Rows of the top-pages table. */
export const TOP_PAGES = 20;

/** A period of whole UTC days, both included. */
export interface AnalyticsPeriod {
  from: string;
  to: string;
}

export interface WebVitalP75 {
  /** The route's id (blog_article, home...), "all pages" for every page together. */
  pageType: string;
  metric: string;
  samples: number;
  p75: number;
}

export interface AnalyticsReport {
  period: AnalyticsPeriod;
  /** Every day of the period, oldest first, days without views included (0). */
  pageViewsPerDay: { day: string; views: number }[];
  topPages: AnalyticsSummary["pageViews"];
  locales: { locale: string; views: number }[];
  /** Where the visitors who left a submission came from (utm source / medium, search ad, referrer, direct). */
  trafficSources: { source: string; submissions: number }[];
  conversions: AnalyticsSummary["conversions"];
  scrollDepth: AnalyticsSummary["scrollDepth"];
  videoProgress: AnalyticsSummary["videoProgress"];
  webVitals: WebVitalP75[];
  /** The last day read from the daily aggregates (its raw events pruned), null when none is. */
  aggregatedThrough: string | null;
}

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;
const isDay = (value: unknown): value is string => typeof value === "string" && dayPattern.test(value) && dayOf(Date.parse(`${value}T00:00:00Z`) || 0) === value;
const addDays = (day: string, days: number) => dayOf(Date.parse(`${day}T00:00:00Z`) + days * DAY_MS);
const dayStart = (day: string) => `${day}T00:00:00.000Z`;

/**
 * The period a query asks for: `days` (the last N days, today included) or `from`/`to` (YYYY-MM-DD, UTC); what
 * does not fit falls back to the last DEFAULT_PERIOD_DAYS days, a reversed range is turned round, and a range over
 * MAX_PERIOD_DAYS keeps its last days.
 */
export function parsePeriod(params: URLSearchParams | Record<string, string | string[] | undefined>, now = Date.now()): AnalyticsPeriod {
  const get = (name: string) => {
    const value = params instanceof URLSearchParams ? params.get(name) : params[name];
    return Array.isArray(value) ? value[0] : (value ?? undefined);
  };
  const today = dayOf(now);
  const days = z.coerce.number().int().min(1).max(MAX_PERIOD_DAYS).safeParse(get("days"));
  const fromParam = get("from");
  const toParam = get("to");
  if (!isDay(fromParam) && !isDay(toParam)) {
    return { from: addDays(today, -((days.success ? days.data : DEFAULT_PERIOD_DAYS) - 1)), to: today };
  }
  let from = isDay(fromParam) ? fromParam : addDays(isDay(toParam) ? toParam : today, -(DEFAULT_PERIOD_DAYS - 1));
  let to = isDay(toParam) ? toParam : today;
  if (from > to) [from, to] = [to, from];
  if (from < addDays(to, -(MAX_PERIOD_DAYS - 1))) from = addDays(to, -(MAX_PERIOD_DAYS - 1));
  return { from, to };
}

/** The days of a period, oldest first. */
export function daysOf(period: AnalyticsPeriod): string[] {
  const days: string[] = [];
  for (let day = period.from; day <= period.to; day = addDays(day, 1)) days.push(day);
  return days;
}

/** Each day's aggregate rows: stored ones for days already aggregated, the raw events for the others. */
async function aggregatesPerDay(db: Db, period: AnalyticsPeriod): Promise<{ perDay: Map<string, Aggregates>; aggregatedThrough: string | null }> {
  const adb = analyticsDb(db);
  const through = await aggregatedThrough(db);
  const perDay = new Map(daysOf(period).map((day) => [day, new Aggregates()]));

  if (through && through >= period.from) {
    const stored = await adb
      .selectFrom("analytics_daily")
      .select(["day", "metric", "key", "count"])
      .where("day", ">=", period.from)
      .where("day", "<=", period.to < through ? period.to : through)
      .execute();
    for (const row of stored) {
      const aggregates = perDay.get(row.day);
      if (aggregates) addStoredRow(aggregates, row);
    }
  }
  // As readAnalyticsSince does: raw events of a day already aggregated are counted there (or being deleted).
  for (const [day, aggregates] of perDay) {
    if (through && day <= through) continue;
    await forEachAnalyticsEvent(db, { since: dayStart(day), until: dayStart(addDays(day, 1)) }, (event) => aggregates.addEvent(event));
  }
  return { perDay, aggregatedThrough: through };
}

/** p75 of each web vital per page type, and over all pages, from the rows' value buckets. */
function webVitalsOf(rows: ReturnType<Aggregates["toRows"]>): WebVitalP75[] {
  const histograms = new Map<string, { pageType: string; metric: string; values: Map<number, number> }>();
  const add = (pageType: string, metric: string, value: number, count: number) => {
    const id = `${pageType}\u0000${metric}`;
    let entry = histograms.get(id);
    if (!entry) histograms.set(id, (entry = { pageType, metric, values: new Map() }));
    entry.values.set(value, (entry.values.get(value) ?? 0) + count);
  };
  for (const { metric, key, count } of rows) {
    if (metric === "web_vital" && Number.isFinite(Number(key[1]))) add("all pages", key[0] ?? "(none)", Number(key[1]), count);
    if (metric === "web_vital_page" && Number.isFinite(Number(key[2]))) add(key[0] ?? "other", key[1] ?? "(none)", Number(key[2]), count);
  }
  return [...histograms.values()]
    .map(({ pageType, metric, values }) => ({ pageType, metric, samples: [...values.values()].reduce((sum, count) => sum + count, 0), p75: percentile75([...values.entries()]) }))
    .filter((row) => row.samples > 0)
    .sort((a, b) => (a.pageType === b.pageType ? a.metric.localeCompare(b.metric) : a.pageType === "all pages" ? -1 : b.pageType === "all pages" ? 1 : a.pageType.localeCompare(b.pageType)));
}

/**
 * What the console's analytics page shows for a period: page views per day, top pages, locales, traffic sources,
 * conversions per source, scroll depth, video progress and the web vitals' p75 per page type, from the site's own
 * events (raw, or the daily aggregates kept after pruning) and the submissions of the period.
 */
export async function analyticsReport(db: Db, period: AnalyticsPeriod): Promise<AnalyticsReport> {
  const { perDay, aggregatedThrough } = await aggregatesPerDay(db, period);
  const all = new Aggregates();
  const pageViewsPerDay: AnalyticsReport["pageViewsPerDay"] = [];
  for (const [day, aggregates] of perDay) {
    const rows = aggregates.toRows();
    all.addRows(rows);
    pageViewsPerDay.push({ day, views: rows.filter((row) => row.metric === "page_view").reduce((sum, row) => sum + row.count, 0) });
  }

  const submissions = await db
    .selectFrom("submissions")
    .select("traffic_source")
    .where("created_at", ">=", dayStart(period.from))
    .where("created_at", "<", dayStart(addDays(period.to, 1)))
    .where("is_spam", "=", 0)
    .execute();
  const sources = new Map<string, number>();
  for (const { traffic_source } of submissions) {
    const source = describeTrafficSource(traffic_source);
    sources.set(source, (sources.get(source) ?? 0) + 1);
  }

  const rows = all.toRows();
  const summary = summarizeAggregates(rows, submissions.map((row) => row.traffic_source));
  return {
    period,
    pageViewsPerDay,
    topPages: summary.pageViews.slice(0, TOP_PAGES),
    locales: locales.map((locale) => ({ locale, views: summary.pageViews.reduce((sum, page) => sum + page.perLocale[locale], 0) })),
    trafficSources: [...sources.entries()].map(([source, count]) => ({ source, submissions: count })).sort((a, b) => b.submissions - a.submissions || a.source.localeCompare(b.source)),
    conversions: summary.conversions,
    scrollDepth: summary.scrollDepth,
    videoProgress: summary.videoProgress,
    webVitals: webVitalsOf(rows),
    aggregatedThrough,
  };
}
