import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EmbeddedEvent } from "@/lib/analytics/event-schema";
import type { Db } from "@/server/db";
import { recordAnalyticsEvents } from "@/server/analytics/events";
import { pruneAnalytics } from "@/server/analytics/retention";
import { percentile75 } from "@/server/analytics/summary";
import { recordSubmission } from "@/server/leads/store";
import { testDatabases } from "@/server/testing/databases";
import { analyticsReport, daysOf, parsePeriod } from "./analytics";
import { testSubmission } from "../testing/leads";

const now = Date.parse("2026-03-20T12:00:00.000Z");
const view = (page: string, locale: EmbeddedEvent["locale"], pageName: string): EmbeddedEvent => ({ name: "Page viewed", page, locale, properties: { page_name: pageName, path: page } });
const vital = (page: string, name: string, value: number): EmbeddedEvent => ({ name: "Web vital", page, locale: "en", properties: { name, value, rating: "good" } });

/** Page views sent per day: some days are pruned into the daily aggregates below, the others stay raw. */
const sent: Record<string, EmbeddedEvent[]> = {
  "2026-03-01": [view("/", "en", "home"), view("/de/", "de", "home"), view("/blog/ai-at-work/", "en", "blog_article")],
  "2026-03-02": [view("/", "en", "home")],
  "2026-03-04": [view("/fr/", "fr", "home"), view("/fr/", "fr", "home"), view("/blog/ai-at-work/", "en", "blog_article"), view("/blog/ai-at-work/", "en", "blog_article")],
  "2026-03-18": [view("/", "en", "home"), view("/de/blog/ki/", "de", "blog_article")],
  "2026-03-19": [
    view("/", "en", "home"),
    { name: "Page scrolled", page: "/", locale: "en", properties: {} },
    { name: "Half page scroll", page: "/", locale: "en", properties: {} },
    { name: "Video played", page: "/", locale: "en", properties: { title: "Tour", video_id: "v1" } },
    { name: "Video progress", page: "/", locale: "en", properties: { title: "Tour", video_id: "v1", ratio: 25 } },
    { name: "Video progress", page: "/", locale: "en", properties: { title: "Tour", video_id: "v1", ratio: 50 } },
    { name: "Form submitted", page: "/demo/", locale: "en", properties: { utm_source: "linkedin", utm_medium: "social" } },
    // LCP on blog articles: 1000, 2000, 3000, 4000 ms; on the home page: 500 ms.
    vital("/blog/a/", "LCP", 1000),
    vital("/blog/b/", "LCP", 2000),
    vital("/de/blog/c/", "LCP", 3000),
    vital("/blog/d/", "LCP", 4000),
    vital("/", "LCP", 500),
    vital("/", "CLS", 0.05),
  ],
};

describe("period", () => {
  it("defaults to the last 28 days and reads days, from and to", () => {
    expect(parsePeriod({}, now)).toEqual({ from: "2026-02-21", to: "2026-03-20" });
    expect(parsePeriod({ days: "7" }, now)).toEqual({ from: "2026-03-14", to: "2026-03-20" });
    expect(parsePeriod(new URLSearchParams("from=2026-03-01&to=2026-03-04"), now)).toEqual({ from: "2026-03-01", to: "2026-03-04" });
    expect(parsePeriod({ from: "2026-03-04", to: "2026-03-01" }, now)).toEqual({ from: "2026-03-01", to: "2026-03-04" });
    expect(parsePeriod({ from: "2020-01-01", to: "2026-03-20" }, now).from).toBe("2025-03-20");
  });

  it("falls back to the default for values that do not fit", () => {
    for (const params of [{ days: "0" }, { days: "abc" }, { from: "2026-02-30" }, { from: "yesterday", to: "" }, { days: "100000" }]) {
      expect(parsePeriod(params, now)).toEqual({ from: "2026-02-21", to: "2026-03-20" });
    }
    expect(daysOf({ from: "2026-02-27", to: "2026-03-02" })).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
  });
});

describe("p75", () => {
  it("is the nearest-rank 75th percentile of (value, count) pairs", () => {
    expect(percentile75([[4000, 1], [1000, 1], [3000, 1], [2000, 1]])).toBe(3000);
    expect(percentile75([[100, 3], [900, 1]])).toBe(100);
    expect(percentile75([[100, 2], [900, 2]])).toBe(900);
    expect(percentile75([[7, 1]])).toBe(7);
  });
});

describe.each(testDatabases())("analytics report ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await database.open());
    for (const [day, events] of Object.entries(sent)) await recordAnalyticsEvents(db, events, `${day}T10:00:00.000Z`);
    await recordSubmission(testSubmission({ kind: "form", formType: "demo", locale: "en", payload: {}, trafficSource: { utm_source: "linkedin", utm_medium: "social" }, destinations: [] }), { db });
    await recordSubmission(testSubmission({ kind: "newsletter", locale: "de", payload: {}, trafficSource: { referrer: "https://www.google.de/" }, destinations: [] }), { db });
    await recordSubmission(testSubmission({ kind: "newsletter", locale: "de", payload: {}, destinations: [] }), { db });
    await db.updateTable("submissions").set({ created_at: "2026-03-19T09:00:00.000Z" }).execute();
  });
  afterEach(() => close());

  const expectedPerDay = (from: string, to: string) =>
    daysOf({ from, to }).map((day) => ({ day, views: (sent[day] ?? []).filter((event) => event.name === "Page viewed").length }));

  it("counts page views per day equal to the events sent, raw and from the daily aggregates alike", async () => {
    const raw = await analyticsReport(db, { from: "2026-02-28", to: "2026-03-20" });
    expect(raw.pageViewsPerDay).toEqual(expectedPerDay("2026-02-28", "2026-03-20"));
    expect(raw.aggregatedThrough).toBeNull();

    // Days before 2026-03-10 are aggregated and their events deleted: the report is the same.
    const pruned = await pruneAnalytics(db, { now: Date.parse("2026-03-11T00:00:00Z"), retentionDays: 1 });
    expect(pruned.aggregatedDays).toEqual(["2026-03-01", "2026-03-02", "2026-03-04"]);
    const mixed = await analyticsReport(db, { from: "2026-02-28", to: "2026-03-20" });
    expect(mixed.aggregatedThrough).toBe("2026-03-04");
    expect(mixed.pageViewsPerDay).toEqual(raw.pageViewsPerDay);
    expect(mixed.topPages).toEqual(raw.topPages);
    expect(mixed.webVitals).toEqual(raw.webVitals);
  });

  it("reports top pages, locales, sources, conversions, scroll depth, video progress and p75 per page type", async () => {
    const report = await analyticsReport(db, { from: "2026-03-01", to: "2026-03-19" });
    expect(report.topPages.map((page) => [page.pageName, page.total])).toEqual([
      ["home", 7],
      ["blog_article", 4],
    ]);
    expect(report.topPages[0]!.perLocale).toEqual({ en: 4, de: 1, fr: 2 });
    expect(report.locales).toEqual([
      { locale: "en", views: 7 },
      { locale: "de", views: 2 },
      { locale: "fr", views: 2 },
    ]);
    expect(report.trafficSources).toEqual([
      { source: "linkedin / social", submissions: 1 },
      { source: "unknown", submissions: 1 },
      { source: "www.google.de / referral", submissions: 1 },
    ]);
    expect(report.conversions.find((row) => row.source === "linkedin / social")).toEqual({ source: "linkedin / social", submissions: 1, events: 1 });
    expect(report.scrollDepth.find((row) => row.page === "/")).toEqual({ page: "/", views: 4, pageScrolled: 1, halfPageScroll: 1 });
    expect(report.videoProgress).toEqual([{ video: "Tour (v1)", plays: 1, ratio25: 1, ratio50: 1, ratio75: 0, ended: 0 }]);
    expect(report.webVitals).toEqual([
      { pageType: "all pages", metric: "CLS", samples: 1, p75: 0.05 },
      { pageType: "all pages", metric: "LCP", samples: 5, p75: 3000 },
      { pageType: "blog_article", metric: "LCP", samples: 4, p75: 3000 },
      { pageType: "home", metric: "CLS", samples: 1, p75: 0.05 },
      { pageType: "home", metric: "LCP", samples: 1, p75: 500 },
    ]);
  });

  it("leaves out what falls outside the period", async () => {
    const report = await analyticsReport(db, { from: "2026-03-02", to: "2026-03-04" });
    expect(report.pageViewsPerDay).toEqual(expectedPerDay("2026-03-02", "2026-03-04"));
    expect(report.trafficSources).toEqual([]);
    expect(report.webVitals).toEqual([]);
  });
});
