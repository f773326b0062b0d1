import { locales, type Locale } from "@/routing/locales";
import type { StoredAnalyticsEvent } from "./events";

export interface AnalyticsSummary {
  pageViews: { pageName: string; perLocale: Record<Locale, number>; total: number }[];
  ctaClicks: { label: string; sectionId: string; type: string; count: number }[];
  scrollDepth: { page: string; views: number; pageScrolled: number; halfPageScroll: number }[];
  videoProgress: { video: string; plays: number; ratio25: number; ratio50: number; ratio75: number; ended: number }[];
  conversions: { source: string; submissions: number; events: number }[];
  webVitals: { name: string; samples: number; p75: number }[];
}

const text = (value: unknown, fallback = "(none)") => (typeof value === "string" && value !== "" ? value : fallback);

function tally<T>(map: Map<string, T>, key: string, create: () => T): T {
  let entry = map.get(key);
  if (!entry) {
    entry = create();
    map.set(key, entry);
  }
  return entry;
}

function sourceOf(record: { utm_source?: unknown; utm_medium?: unknown } | null): string {
  return record ? `${text(record.utm_source)} / ${text(record.utm_medium)}` : "(unknown)";
}

function parseSource(json: string | null): { utm_source?: unknown; utm_medium?: unknown } | null {
  if (!json) return null;
  try {
    const value: unknown = JSON.parse(json);
    return value && typeof value === "object" ? (value as Record<string, unknown>) : null;
  } catch {
    return null;
  }
}

function percentile75(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(0, Math.ceil(sorted.length * 0.75) - 1)] ?? 0;
}

const byCount = <T>(count: (row: T) => number) => (a: T, b: T) => count(b) - count(a);

/**
 * Aggregates the embedded analytics events and the submissions' traffic sources: page views per
 * page and locale, CTA clicks, scroll depth, video progress, conversions per traffic source, web vitals.
 */
export function summarizeAnalytics(events: StoredAnalyticsEvent[], submissionSources: (string | null)[]): AnalyticsSummary {
  const pageViews = new Map<string, AnalyticsSummary["pageViews"][number]>();
  const ctaClicks = new Map<string, AnalyticsSummary["ctaClicks"][number]>();
  const scroll = new Map<string, AnalyticsSummary["scrollDepth"][number]>();
  const videos = new Map<string, AnalyticsSummary["videoProgress"][number]>();
  const conversions = new Map<string, AnalyticsSummary["conversions"][number]>();
  const vitals = new Map<string, number[]>();

  const scrollRow = (page: string) => tally(scroll, page, () => ({ page, views: 0, pageScrolled: 0, halfPageScroll: 0 }));
  const videoRow = (event: StoredAnalyticsEvent) => {
    const video = `${text(event.properties.title, "")} (${text(event.properties.video_id)})`.trim();
    return tally(videos, video, () => ({ video, plays: 0, ratio25: 0, ratio50: 0, ratio75: 0, ended: 0 }));
  };
  const conversionRow = (source: string) => tally(conversions, source, () => ({ source, submissions: 0, events: 0 }));

  for (const event of events) {
    const { properties } = event;
    switch (event.name) {
      case "Page viewed": {
        const pageName = text(properties.page_name, event.page);
        const row = tally(pageViews, pageName, () => ({
          pageName,
          perLocale: Object.fromEntries(locales.map((locale) => [locale, 0])) as Record<Locale, number>,
          total: 0,
        }));
        if ((locales as readonly string[]).includes(event.locale)) row.perLocale[event.locale as Locale] += 1;
        row.total += 1;
        scrollRow(event.page).views += 1;
        break;
      }
      case "CTA clicked": {
        const label = text(properties.label);
        const sectionId = text(properties.section_id);
        const type = text(properties.type);
        tally(ctaClicks, `${label}\u0000${sectionId}\u0000${type}`, () => ({ label, sectionId, type, count: 0 })).count += 1;
        break;
      }
      case "Page scrolled":
        scrollRow(event.page).pageScrolled += 1;
        break;
      case "Half page scroll":
        scrollRow(event.page).halfPageScroll += 1;
        break;
      case "Video played":
        videoRow(event).plays += 1;
        break;
      case "Video ended":
        videoRow(event).ended += 1;
        break;
      case "Video progress": {
        const row = videoRow(event);
        if (properties.ratio === 25) row.ratio25 += 1;
        if (properties.ratio === 50) row.ratio50 += 1;
        if (properties.ratio === 75) row.ratio75 += 1;
        break;
      }
      case "Form submitted":
        conversionRow(sourceOf(properties)).events += 1;
        break;
      case "Web vital":
        if (typeof properties.value === "number") tally(vitals, text(properties.name), () => []).push(properties.value);
        break;
    }
  }
  for (const source of submissionSources) conversionRow(sourceOf(parseSource(source))).submissions += 1;

  return {
    pageViews: [...pageViews.values()].sort(byCount((row) => row.total)),
    ctaClicks: [...ctaClicks.values()].sort(byCount((row) => row.count)),
    scrollDepth: [...scroll.values()].sort(byCount((row) => row.views)),
    videoProgress: [...videos.values()].sort(byCount((row) => row.plays)),
    conversions: [...conversions.values()].sort(byCount((row) => row.submissions + row.events)),
    webVitals: [...vitals.entries()].map(([name, values]) => ({ name, samples: values.length, p75: percentile75(values) })),
  };
}

function table(title: string, headers: string[], rows: (string | number)[][]): string {
  if (rows.length === 0) return `${title}\n  (no data)\n`;
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row: string[]) => `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ")}`;
  return [title, line(headers), line(widths.map((width) => "-".repeat(width))), ...cells.slice(1).map(line)].join("\n") + "\n";
}

const share = (part: number, whole: number) => (whole > 0 ? `${part} (${Math.round((part / whole) * 100)}%)` : String(part));

export function formatAnalyticsSummary(summary: AnalyticsSummary, since: string): string {
  return [
    `Analytics summary: events received since ${since}\n`,
    table(
      "Page views per page and locale",
      ["page", ...locales, "total"],
      summary.pageViews.map((row) => [row.pageName, ...locales.map((locale) => row.perLocale[locale]), row.total]),
    ),
    table("CTA clicks", ["label", "section", "type", "clicks"], summary.ctaClicks.map((row) => [row.label, row.sectionId, row.type, row.count])),
    table(
      "Scroll depth (share of page views)",
      ["page", "views", "half a window", "half the page"],
      summary.scrollDepth.map((row) => [row.page, row.views, share(row.pageScrolled, row.views), share(row.halfPageScroll, row.views)]),
    ),
    table(
      "Video progress",
      ["video", "plays", "25%", "50%", "75%", "ended"],
      summary.videoProgress.map((row) => [row.video, row.plays, row.ratio25, row.ratio50, row.ratio75, row.ended]),
    ),
    table(
      "Conversions per traffic source (utm_source / utm_medium)",
      ["source", "submissions", "analytics events"],
      summary.conversions.map((row) => [row.source, row.submissions, row.events]),
    ),
    table("Web vitals (75th percentile)", ["metric", "samples", "p75"], summary.webVitals.map((row) => [row.name, row.samples, row.p75])),
  ].join("\n");
}
