import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { EmbeddedEvent } from "@/lib/analytics/event-schema";
import type { Db } from "@/server/db";
import { recordAnalyticsEvents } from "@/server/analytics/events";
import { aggregateFinishedDays } from "@/server/analytics/retention";
import { recordSubmission } from "@/server/leads/store";
import { testDatabases } from "@/server/testing/databases";
import { testSubmission } from "../testing/leads";
import { conversionRate, conversionReport, NO_PAGE, previousPeriodOf } from "./conversion";

const period = { from: "2026-03-15", to: "2026-03-21" };

const events = (count: number, name: "Page viewed" | "Form started", page: string, source?: [string, string]): EmbeddedEvent[] =>
  Array.from({ length: count }, () => ({ name, page, locale: "de" as const, properties: source ? { source: source[0], medium: source[1] } : ({} as Record<string, string>) }));

describe("periods", () => {
  it("compares a period with as many days just before it", () => {
    expect(previousPeriodOf(period)).toEqual({ from: "2026-03-08", to: "2026-03-14" });
    expect(previousPeriodOf({ from: "2026-03-01", to: "2026-03-01" })).toEqual({ from: "2026-02-28", to: "2026-02-28" });
    expect(previousPeriodOf({ from: "2026-03-01", to: "2026-03-28" })).toEqual({ from: "2026-02-01", to: "2026-02-28" });
  });

  it("rates submissions per view, none without views", () => {
    expect(conversionRate({ views: 40, starts: 8, submissions: 2 })).toBe(0.05);
    expect(conversionRate({ views: 0, starts: 0, submissions: 3 })).toBeNull();
  });
});

describe.each(testDatabases())("conversion per page and source ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;

  async function submission(createdAt: string, path: string | null, options: { source?: string; spam?: boolean } = {}) {
    const trafficSource = { ...(options.source ? { utm_source: options.source, utm_medium: "social" } : {}), ...(path ? { conversionPage: `https://www.quillio.com${path}` } : {}) };
    const { id } = await recordSubmission(testSubmission({ kind: "form", formType: "demo", locale: "de", email: "x@bau.example", trafficSource: Object.keys(trafficSource).length ? trafficSource : null, isSpam: options.spam }), { db });
    await db.updateTable("submissions").set({ created_at: createdAt }).where("id", "=", id).execute();
  }

  beforeEach(async () => {
    ({ db, close } = await database.open());
    // The period: the demo page seen 40 times (30 from LinkedIn), its form entered 8 times; pricing seen 10 times.
    await recordAnalyticsEvents(db, [...events(30, "Page viewed", "/de/demo/", ["linkedin", "social"]), ...events(10, "Page viewed", "/de/demo/")], "2026-03-16T10:00:00.000Z");
    await recordAnalyticsEvents(db, [...events(6, "Form started", "/de/demo/", ["linkedin", "social"]), ...events(2, "Form started", "/de/demo/")], "2026-03-20T10:00:00.000Z");
    await recordAnalyticsEvents(db, events(10, "Page viewed", "/en/pricing/"), "2026-03-21T23:59:00.000Z");
    // Other events and days outside both periods count for nothing here.
    await recordAnalyticsEvents(db, [{ name: "CTA clicked", page: "/de/demo/", locale: "de", properties: {} }, ...events(5, "Page viewed", "/de/demo/")], "2026-03-22T00:00:00.000Z");
    // The period before: 20 views and 4 starts of the demo page.
    await recordAnalyticsEvents(db, [...events(20, "Page viewed", "/de/demo/", ["linkedin", "social"]), ...events(4, "Form started", "/de/demo/", ["linkedin", "social"])], "2026-03-09T08:00:00.000Z");
    await submission("2026-03-16T10:05:00.000Z", "/de/demo/", { source: "linkedin" });
    await submission("2026-03-21T18:00:00.000Z", "/de/demo/", { source: "linkedin" });
    await submission("2026-03-17T10:00:00.000Z", "/de/demo/", { source: "linkedin", spam: true });
    await submission("2026-03-18T10:00:00.000Z", null);
    await submission("2026-03-10T10:00:00.000Z", "/de/demo/", { source: "linkedin" });
  });
  afterEach(() => close());

  it("counts views, form starts and submissions per page with the rate, beside the period before", async () => {
    const report = await conversionReport(db, period);
    expect(report.previousPeriod).toEqual({ from: "2026-03-08", to: "2026-03-14" });
    expect(report.pages).toEqual([
      { key: "/de/demo/", current: { views: 40, starts: 8, submissions: 2 }, previous: { views: 20, starts: 4, submissions: 1 } },
      { key: NO_PAGE, current: { views: 0, starts: 0, submissions: 1 }, previous: { views: 0, starts: 0, submissions: 0 } },
      { key: "/en/pricing/", current: { views: 10, starts: 0, submissions: 0 }, previous: { views: 0, starts: 0, submissions: 0 } },
    ]);
    expect(conversionRate(report.pages[0]!.current)).toBe(0.05);
    expect(report.totals).toEqual({ current: { views: 50, starts: 8, submissions: 3 }, previous: { views: 20, starts: 4, submissions: 1 } });
  });

  it("counts the same per traffic source, as the leads' attribution words it", async () => {
    const report = await conversionReport(db, period);
    expect(report.sources).toEqual([
      { key: "linkedin / social", current: { views: 30, starts: 6, submissions: 2 }, previous: { views: 20, starts: 4, submissions: 1 } },
      { key: "unknown", current: { views: 20, starts: 2, submissions: 1 }, previous: { views: 0, starts: 0, submissions: 0 } },
    ]);
  });

  it("reads the same from the daily aggregates once the days are over (their raw events kept until the retention)", async () => {
    const raw = await conversionReport(db, period);
    expect(raw.aggregatedThrough).toBeNull();
    expect(await aggregateFinishedDays(db, { now: Date.parse("2026-03-22T12:00:00Z") })).toEqual(["2026-03-09", "2026-03-16", "2026-03-20", "2026-03-21"]);
    const aggregated = await conversionReport(db, period);
    expect(aggregated.aggregatedThrough).toBe("2026-03-21");
    expect({ ...aggregated, aggregatedThrough: null }).toEqual(raw);
    // Today is still read from its raw events.
    expect((await conversionReport(db, { from: "2026-03-22", to: "2026-03-22" })).pages[0]).toMatchObject({ key: "/de/demo/", current: { views: 5 } });
  });
});
