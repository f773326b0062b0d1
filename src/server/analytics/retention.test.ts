import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EmbeddedEvent } from "@/lib/analytics/event-schema";
import type { Db } from "@/server/db";
import { testDatabases } from "@/server/testing/databases";
import { analyticsDb, recordAnalyticsEvents } from "./events";
import { AGGREGATE_GRACE_MS, aggregateFinishedDays, dayOf, pruneAnalytics, readAnalyticsSince } from "./retention";
import { summarizeAggregates } from "./summary";

const DAY = 24 * 60 * 60 * 1000;
const now = Date.UTC(2026, 4, 20, 9, 30);
const at = (daysAgo: number, hour = 12) => new Date(Date.UTC(2026, 4, 20 - daysAgo, hour)).toISOString();
const since = new Date(now - 90 * DAY).toISOString();

const video = { video_id: "abc123", title: "Tour" };
/** A visit's worth of every kind of event the summary counts. */
function visit(page: string, locale: "en" | "de" | "fr", lcp: number, source: string): EmbeddedEvent[] {
  return [
    { name: "Page viewed", page, locale, properties: { page_name: page === "/" ? "home" : "blog_home" } },
    { name: "Page scrolled", page, locale, properties: {} },
    { name: "Half page scroll", page, locale, properties: {} },
    { name: "CTA clicked", page, locale, properties: { label: "Demo", section_id: "hero", type: "primary" } },
    { name: "Video played", page, locale, properties: video },
    { name: "Video progress", page, locale, properties: { ...video, ratio: 50 } },
    { name: "Video ended", page, locale, properties: video },
    { name: "Form submitted", page, locale, properties: { utm_source: source, utm_medium: "cpc" } },
    { name: "Web vital", page, locale, properties: { name: "LCP", value: lcp } },
    { name: "Web vital", page, locale, properties: { name: "CLS", value: 0.0123 } },
  ];
}

const summary = async (db: Db) => {
  const { rows, submissionSources } = await readAnalyticsSince(db, since);
  return summarizeAggregates(rows, submissionSources);
};
const rawCount = async (db: Db) => Number((await analyticsDb(db).selectFrom("analytics_events").select((eb) => eb.fn.countAll().as("n")).executeTakeFirstOrThrow()).n);

describe.each(testDatabases())("analytics retention on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await database.open());
    // Two old days (past the 30-day retention), one day on the edge, and yesterday.
    await recordAnalyticsEvents(db, visit("/", "en", 1200, "google"), at(45, 8));
    await recordAnalyticsEvents(db, visit("/", "de", 2500, "google"), at(45, 20));
    await recordAnalyticsEvents(db, visit("/blog/", "fr", 3100, "bing"), at(40));
    await recordAnalyticsEvents(db, visit("/blog/", "en", 1800, "bing"), at(30));
    await recordAnalyticsEvents(db, visit("/", "en", 900, "google"), at(1));
  });
  afterEach(() => close());

  it("prunes raw events past the retention, keeps their daily aggregates, and the summary is unchanged", async () => {
    const before = await summary(db);
    expect(before.pageViews.find((row) => row.pageName === "home")).toEqual({ pageName: "home", perLocale: { en: 2, de: 1, fr: 0 }, total: 3 });

    const pruned = await pruneAnalytics(db, { now, retentionDays: 30 });
    expect(pruned.aggregatedDays).toEqual([dayOf(at(45)), dayOf(at(40))]);
    expect(pruned.deletedEvents).toBe(30);
    // The day 30 days back is not over the retention yet: whole days only.
    expect(await rawCount(db)).toBe(20);
    const days = await analyticsDb(db).selectFrom("analytics_days").selectAll().orderBy("day").execute();
    expect(days.map((day) => [day.day, Number(day.events)])).toEqual([
      [dayOf(at(45)), 20],
      [dayOf(at(40)), 10],
    ]);

    const after = await summary(db);
    expect(after).toEqual(before);
    expect(after.webVitals).toEqual(expect.arrayContaining([{ name: "LCP", samples: 5, p75: 2500 }]));
    expect(after.videoProgress).toEqual([{ video: "Tour (abc123)", plays: 5, ratio25: 0, ratio50: 5, ratio75: 0, ended: 5 }]);
    expect(after.conversions).toEqual([
      { source: "google / cpc", submissions: 0, events: 3 },
      { source: "bing / cpc", submissions: 0, events: 2 },
    ]);
  });

  it("prunes nothing twice: again, or from two instances at once", async () => {
    const before = await summary(db);
    const [one, two] = await Promise.all([pruneAnalytics(db, { now, retentionDays: 30 }), pruneAnalytics(db, { now, retentionDays: 30 })]);
    expect([...one.aggregatedDays, ...two.aggregatedDays].sort()).toEqual([dayOf(at(45)), dayOf(at(40))]);
    expect(await pruneAnalytics(db, { now, retentionDays: 30 })).toEqual({ aggregatedDays: [], deletedEvents: 0 });
    expect(await summary(db)).toEqual(before);
    const rows = await analyticsDb(db).selectFrom("analytics_daily").select(["day", "metric", "key"]).execute();
    expect(new Set(rows.map((row) => JSON.stringify(row))).size).toBe(rows.length);
  });

  it("never counts a day twice when its raw events outlive its aggregation (a prune cut off before deleting)", async () => {
    await pruneAnalytics(db, { now, retentionDays: 30 });
    const before = await summary(db);
    // As if the process had died between aggregating the day and deleting its events.
    await recordAnalyticsEvents(db, visit("/", "en", 1200, "google"), at(40, 3));
    expect(await summary(db)).toEqual(before);
    expect((await pruneAnalytics(db, { now, retentionDays: 30 })).deletedEvents).toBe(10);
  });

  it("aggregates every day that is over without deleting its events; the retention deletes them later, the summary unchanged", async () => {
    await recordAnalyticsEvents(db, visit("/", "en", 700, "google"), at(0, 8));
    const withToday = await summary(db);
    // Yesterday ended 9.5 hours ago; today is not over: its events stay raw.
    expect(await aggregateFinishedDays(db, { now })).toEqual([dayOf(at(45)), dayOf(at(40)), dayOf(at(30)), dayOf(at(1))]);
    expect(await rawCount(db)).toBe(60);
    expect(await summary(db)).toEqual(withToday);
    expect(await aggregateFinishedDays(db, { now })).toEqual([]);
    // Events of today still count once today is aggregated, a grace after midnight.
    const midnight = Date.UTC(2026, 4, 21);
    expect(await aggregateFinishedDays(db, { now: midnight + AGGREGATE_GRACE_MS - 1 })).toEqual([]);
    expect(await aggregateFinishedDays(db, { now: midnight + AGGREGATE_GRACE_MS })).toEqual([dayOf(at(0))]);
    expect(await summary(db)).toEqual(withToday);
    // The retention then only deletes: the days are aggregated already.
    expect(await pruneAnalytics(db, { now, retentionDays: 30 })).toEqual({ aggregatedDays: [], deletedEvents: 30 });
    expect(await summary(db)).toEqual(withToday);
  });

  it("a later retention run takes the next day, and a summary of recent days ignores older aggregates", async () => {
    await pruneAnalytics(db, { now, retentionDays: 30 });
    expect((await pruneAnalytics(db, { now: now + 2 * DAY, retentionDays: 30 })).aggregatedDays).toEqual([dayOf(at(30))]);
    const recent = await readAnalyticsSince(db, at(35));
    const pageViews = summarizeAggregates(recent.rows, recent.submissionSources).pageViews;
    expect(pageViews).toEqual([
      { pageName: "blog_home", perLocale: { en: 1, de: 0, fr: 0 }, total: 1 },
      { pageName: "home", perLocale: { en: 1, de: 0, fr: 0 }, total: 1 },
    ]);
  });
});
