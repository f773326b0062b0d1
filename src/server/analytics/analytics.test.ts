import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { testDatabases } from "@/server/testing/databases";
import type { Db } from "@/server/db";
import { collectAnalytics } from "./collect";
import { analyticsDb, readAnalyticsEvents, readSubmissionSources } from "./events";
import { formatAnalyticsSummary, summarizeAnalytics } from "./summary";
import { clientHeaders } from "@/server/testing/seal";

const since = "2000-01-01T00:00:00.000Z";

function post(body: unknown, headers: Record<string, string> = {}): Request {
  return new Request("http://localhost/api/analytics", {
    method: "POST",
    body: typeof body === "string" ? body : JSON.stringify(body),
    headers: { "content-type": "application/json", ...clientHeaders("203.0.113.9"), ...headers },
  });
}

const pageView = (page: string, locale: string, pageName: string) => ({
  name: "Page viewed",
  page,
  locale,
  properties: { page_name: pageName, path: page },
});

for (const database of testDatabases()) {
  describe(`embedded analytics endpoint (${database.name})`, () => {
    let db: Db;
    let close: () => Promise<void>;
    beforeAll(async () => ({ db, close } = await database.open()));
    afterAll(() => close());

    it("stores a valid batch without anything about the visitor", async () => {
      const response = await collectAnalytics(post({ events: [pageView("/de/blog/", "de", "blog_home"), { name: "CTA clicked", page: "/", locale: "en", properties: { label: "Demo", section_id: "hero", type: "primary", link: "/demo/" } }] }), async () => db);
      expect(response.status).toBe(204);
      const rows = await analyticsDb(db).selectFrom("analytics_events").selectAll().execute();
      expect(rows).toHaveLength(2);
      expect(Object.keys(rows[0]).sort()).toEqual(["id", "locale", "name", "page", "properties", "received_at"]);
      expect(JSON.stringify(rows)).not.toContain("203.0.113.9");
      expect((await readAnalyticsEvents(db, since)).map((event) => event.name).sort()).toEqual(["CTA clicked", "Page viewed"]);
    });

    it.each([
      ["malformed JSON", "{", 400],
      ["an unknown event", { events: [{ ...pageView("/", "en", "home"), name: "Clicked" }] }, 400],
      ["a page that is not a path", { events: [pageView("https://evil.example/", "en", "home")] }, 400],
      ["an unknown locale", { events: [pageView("/", "es", "home")] }, 400],
      ["nested properties", { events: [{ ...pageView("/", "en", "home"), properties: { a: { b: 1 } } }] }, 400],
      ["an empty batch", { events: [] }, 400],
      ["too many events", { events: Array.from({ length: 51 }, () => pageView("/", "en", "home")) }, 400],
      ["a huge body", { events: [{ ...pageView("/", "en", "home"), properties: { a: "x".repeat(70_000) } }] }, 413],
    ])("refuses %s", async (_, body, status) => {
      const response = await collectAnalytics(post(body), async () => db);
      expect(response.status).toBe(status);
    });

    it("accepts the text/plain body of a beacon", async () => {
      const response = await collectAnalytics(post({ events: [pageView("/fr/", "fr", "home")] }, { "content-type": "text/plain;charset=UTF-8" }), async () => db);
      expect(response.status).toBe(204);
    });

    it("refuses other content types and cross-site posts", async () => {
      expect((await collectAnalytics(post({ events: [] }, { "content-type": "multipart/form-data" }), async () => db)).status).toBe(415);
      expect((await collectAnalytics(post({ events: [pageView("/", "en", "home")] }, { "sec-fetch-site": "cross-site" }), async () => db)).status).toBe(403);
    });

    it("answers 503 when storage fails", async () => {
      const response = await collectAnalytics(post({ events: [pageView("/", "en", "home")] }), async () => {
        throw new Error("database down");
      });
      expect(response.status).toBe(503);
    });

    it("reads the submissions' traffic sources, spam excluded", async () => {
      const base = { kind: "form" as const, form_type: "demo", form_id: null, locale: "en", email: null, payload: "{}", created_at: new Date().toISOString() };
      await db
        .insertInto("submissions")
        .values([
          { ...base, id: "a", traffic_source: JSON.stringify({ utm_source: "google", utm_medium: "cpc" }), is_spam: 0 },
          { ...base, id: "b", traffic_source: JSON.stringify({ utm_source: "google", utm_medium: "cpc" }), is_spam: 1 },
          { ...base, id: "c", traffic_source: null, is_spam: 0 },
        ])
        .execute();
      expect((await readSubmissionSources(db, since)).sort()).toEqual([JSON.stringify({ utm_source: "google", utm_medium: "cpc" }), null].sort());
    });
  });
}

describe("summarizeAnalytics", () => {
  const event = (name: string, page: string, properties: Record<string, unknown> = {}, locale = "en") => ({ name, page, locale, properties });

  it("aggregates page views, CTA clicks, scroll depth, video progress, conversions and web vitals", () => {
    const video = { video_id: "abc123", title: "Tour" };
    const summary = summarizeAnalytics(
      [
        event("Page viewed", "/", { page_name: "home" }),
        event("Page viewed", "/", { page_name: "home" }),
        event("Page viewed", "/de/", { page_name: "home" }, "de"),
        event("Page viewed", "/blog/", { page_name: "blog_home" }),
        event("Page scrolled", "/"),
        event("Half page scroll", "/"),
        event("Page scrolled", "/"),
        event("CTA clicked", "/", { label: "Demo", section_id: "hero", type: "primary" }),
        event("CTA clicked", "/", { label: "Demo", section_id: "hero", type: "primary" }),
        event("Video played", "/", video),
        event("Video progress", "/", { ...video, ratio: 25 }),
        event("Video progress", "/", { ...video, ratio: 50 }),
        event("Video ended", "/", video),
        event("Form submitted", "/demo/", { utm_source: "google", utm_medium: "cpc" }),
        event("Web vital", "/", { name: "LCP", value: 1000 }),
        event("Web vital", "/", { name: "LCP", value: 3000 }),
      ],
      [JSON.stringify({ utm_source: "google", utm_medium: "cpc" }), JSON.stringify({ utm_source: "$direct", utm_medium: "$direct" }), null, "{broken"],
    );
    expect(summary.pageViews).toEqual([
      { pageName: "home", perLocale: { en: 2, de: 1, fr: 0 }, total: 3 },
      { pageName: "blog_home", perLocale: { en: 1, de: 0, fr: 0 }, total: 1 },
    ]);
    expect(summary.ctaClicks).toEqual([{ label: "Demo", sectionId: "hero", type: "primary", count: 2 }]);
    expect(summary.scrollDepth[0]).toEqual({ page: "/", views: 2, pageScrolled: 2, halfPageScroll: 1 });
    expect(summary.videoProgress).toEqual([{ video: "Tour (abc123)", plays: 1, ratio25: 1, ratio50: 1, ratio75: 0, ended: 1 }]);
    expect(summary.conversions).toEqual([
      { source: "google / cpc", submissions: 1, events: 1 },
      { source: "(unknown)", submissions: 2, events: 0 },
      { source: "$direct / $direct", submissions: 1, events: 0 },
    ]);
    expect(summary.webVitals).toEqual([{ name: "LCP", samples: 2, p75: 3000 }]);
    const text = formatAnalyticsSummary(summary, since);
    expect(text).toContain("Page views per page and locale");
    expect(text).toMatch(/home\s+2\s+1\s+0\s+3/);
  });
});
