import { locales, perLocale, type Locale } from "@/routing/locales";
import { matchPath } from "@/routing/routes";
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

/**
 * What the summary is made of, and what is kept of a day once its raw events are pruned: counts per metric
 * and key. A day's rows are the same whether made from its events now or read back from `analytics_daily`.
 */
export type AggregateMetric = "page_view" | "scroll" | "cta_click" | "video" | "conversion_event" | "web_vital" | "web_vital_page" | "form_start" | "source_funnel";
export interface AggregateRow {
  metric: AggregateMetric;
  /**
   * page_view: [page name, locale]; scroll: [path, views|page_scrolled|half_page_scroll]; cta_click: [label,
   * section, type]; video: [video, plays|ratio25|ratio50|ratio75|ended]; conversion_event: [utm source / medium];
   * web_vital: [metric, value rounded to three significant digits]; web_vital_page: [page type (the route's id,
   * "other" for a path outside the route table), metric, value rounded the same way], for the console's p75 per page type;
   * form_start: [path] ("Form started" per page; page views per path are scroll's `views`); source_funnel: [source /
   * medium (the visitor's attribution, as a lead from them would be stored; "unknown" without a record), views|form_starts].
   */
  key: string[];
  count: number;
}

/** Web-vital values are kept to three significant digits: a p75 from a day's buckets is within 0.5 % of the exact one. */
export function vitalBucket(value: number): number {
  if (value === 0 || !Number.isFinite(value)) return 0;
  return Number(value.toPrecision(3));
}

/** The kind of page a path is: its route's id in the route table (blog_article, home...), "other" outside it. */
export function pageTypeOf(page: string): string {
  return matchPath(page)?.route.id ?? "other";
}

/** Counts events into aggregate rows; rows of several days (or stored ones) add up the same way. */
export class Aggregates {
  private readonly rows = new Map<string, AggregateRow>();

  add(metric: AggregateMetric, key: string[], count = 1): void {
    const id = JSON.stringify([metric, ...key]);
    const row = this.rows.get(id);
    if (row) row.count += count;
    else this.rows.set(id, { metric, key, count });
  }

  addRows(rows: Iterable<AggregateRow>): this {
    for (const row of rows) this.add(row.metric, row.key, row.count);
    return this;
  }

  addEvent(event: StoredAnalyticsEvent): void {
    const { properties } = event;
    const video = () => `${text(properties.title, "")} (${text(properties.video_id)})`.trim();
    switch (event.name) {
      case "Page viewed":
        this.add("page_view", [text(properties.page_name, event.page), event.locale]);
        this.add("scroll", [event.page, "views"]);
        this.add("source_funnel", [funnelSourceOf(properties), "views"]);
        break;
      case "Form started":
        this.add("form_start", [event.page]);
        this.add("source_funnel", [funnelSourceOf(properties), "form_starts"]);
        break;
      case "CTA clicked":
        this.add("cta_click", [text(properties.label), text(properties.section_id), text(properties.type)]);
        break;
      case "Page scrolled":
        this.add("scroll", [event.page, "page_scrolled"]);
        break;
      case "Half page scroll":
        this.add("scroll", [event.page, "half_page_scroll"]);
        break;
      case "Video played":
        this.add("video", [video(), "plays"]);
        break;
      case "Video ended":
        this.add("video", [video(), "ended"]);
        break;
      case "Video progress": {
        const ratio = properties.ratio;
        // Another ratio still names the video (with no count), as a play does.
        this.add("video", [video(), ratio === 25 || ratio === 50 || ratio === 75 ? `ratio${ratio}` : "plays"], ratio === 25 || ratio === 50 || ratio === 75 ? 1 : 0);
        break;
      }
      case "Form submitted":
        this.add("conversion_event", [sourceOf(properties)]);
        break;
      case "Web vital":
        if (typeof properties.value === "number") {
          const bucket = String(vitalBucket(properties.value));
          this.add("web_vital", [text(properties.name), bucket]);
          this.add("web_vital_page", [pageTypeOf(event.page), text(properties.name), bucket]);
        }
        break;
    }
  }

  toRows(): AggregateRow[] {
    return [...this.rows.values()];
  }
}

function tally<T>(map: Map<string, T>, key: string, create: () => T): T {
  let entry = map.get(key);
  if (!entry) {
    entry = create();
    map.set(key, entry);
  }
  return entry;
}

/** The attribution a page view or form start carries (`source`, `medium`), as the console's lead rows word it. */
export function funnelSourceOf(properties: Record<string, unknown>): string {
  return typeof properties.source === "string" && properties.source !== "" ? `${properties.source} / ${text(properties.medium)}` : "unknown";
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

/** The 75th percentile of values given as (value, count) pairs (nearest rank: the value at or above 75 % of samples). */
export function percentile75(histogram: [number, number][]): number {
  const sorted = [...histogram].sort((a, b) => a[0] - b[0]);
  const samples = sorted.reduce((sum, [, count]) => sum + count, 0);
  const rank = Math.max(1, Math.ceil(samples * 0.75));
  let seen = 0;
  for (const [value, count] of sorted) {
    seen += count;
    if (seen >= rank) return value;
  }
  return 0;
}

const byCount = <T>(count: (row: T) => number) => (a: T, b: T) => count(b) - count(a);

const scrollParts = { views: "views", page_scrolled: "pageScrolled", half_page_scroll: "halfPageScroll" } as const;
const videoParts = ["plays", "ratio25", "ratio50", "ratio75", "ended"] as const;

/**
 * The summary from aggregate rows (stored days and recent events alike) and the submissions' traffic sources:
 * page views per page and locale, CTA clicks, scroll depth, video progress, conversions per traffic source,
 * web vitals.
 */
export function summarizeAggregates(rows: AggregateRow[], submissionSources: (string | null)[]): AnalyticsSummary {
  const pageViews = new Map<string, AnalyticsSummary["pageViews"][number]>();
  const ctaClicks = new Map<string, AnalyticsSummary["ctaClicks"][number]>();
  const scroll = new Map<string, AnalyticsSummary["scrollDepth"][number]>();
  const videos = new Map<string, AnalyticsSummary["videoProgress"][number]>();
  const conversions = new Map<string, AnalyticsSummary["conversions"][number]>();
  const vitals = new Map<string, Map<number, number>>();
  const conversionRow = (source: string) => tally(conversions, source, () => ({ source, submissions: 0, events: 0 }));

  for (const { metric, key, count } of new Aggregates().addRows(rows).toRows()) {
    switch (metric) {
      case "page_view": {
        const [pageName = "", locale = ""] = key;
        const row = tally(pageViews, pageName, () => ({
          pageName,
          perLocale: perLocale(() => 0),
          total: 0,
        }));
        if ((locales as readonly string[]).includes(locale)) row.perLocale[locale as Locale] += count;
        row.total += count;
        break;
      }
      case "scroll": {
        const [page = "", part = ""] = key;
        const row = tally(scroll, page, () => ({ page, views: 0, pageScrolled: 0, halfPageScroll: 0 }));
        if (part in scrollParts) row[scrollParts[part as keyof typeof scrollParts]] += count;
        break;
      }
      case "cta_click": {
        const [label = "", sectionId = "", type = ""] = key;
        tally(ctaClicks, `${label}\u0000${sectionId}\u0000${type}`, () => ({ label, sectionId, type, count: 0 })).count += count;
        break;
      }
      case "video": {
        const [video = "", part = ""] = key;
        const row = tally(videos, video, () => ({ video, plays: 0, ratio25: 0, ratio50: 0, ratio75: 0, ended: 0 }));
        if ((videoParts as readonly string[]).includes(part)) row[part as (typeof videoParts)[number]] += count;
        break;
      }
      case "conversion_event":
        conversionRow(key[0] ?? "(unknown)").events += count;
        break;
      case "web_vital": {
        const histogram = tally(vitals, key[0] ?? "(none)", () => new Map<number, number>());
        const value = Number(key[1]);
        if (Number.isFinite(value)) histogram.set(value, (histogram.get(value) ?? 0) + count);
        break;
      }
    }
  }
  for (const source of submissionSources) conversionRow(sourceOf(parseSource(source))).submissions += 1;

  return {
    pageViews: [...pageViews.values()].sort(byCount((row) => row.total)),
    ctaClicks: [...ctaClicks.values()].sort(byCount((row) => row.count)),
    scrollDepth: [...scroll.values()].sort(byCount((row) => row.views)),
    videoProgress: [...videos.values()].sort(byCount((row) => row.plays)),
    conversions: [...conversions.values()].sort(byCount((row) => row.submissions + row.events)),
    webVitals: [...vitals.entries()].map(([name, histogram]) => ({
      name,
      samples: [...histogram.values()].reduce((sum, count) => sum + count, 0),
      p75: percentile75([...histogram.entries()]),
    })),
  };
}

/** The summary of raw events (and the submissions' traffic sources). */
export function summarizeAnalytics(events: StoredAnalyticsEvent[], submissionSources: (string | null)[]): AnalyticsSummary {
  const aggregates = new Aggregates();
  for (const event of events) aggregates.addEvent(event);
  return summarizeAggregates(aggregates.toRows(), submissionSources);
}

function table(title: string, headers: string[], rows: (string | number)[][]): string {
  if (rows.length === 0) return `${title}\n  (no data)\n`;
  const cells = [headers, ...rows.map((row) => row.map(String))];
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row: string[]) => `  ${row.map((cell, column) => (column === 0 ? cell.padEnd(widths[column]) : cell.padStart(widths[column]))).join("  ")}`;
  return [title, line(headers), line(widths.map((width) => "-".repeat(width))), ...cells.slice(1).map(line)].join("\n") + "\n";
}

const share = (part: number, whole: number) => (whole > 0 ? `${part} (${Math.round((part / whole) * 100)}%)` : String(part));

export function formatAnalyticsSummary(summary: AnalyticsSummary, since: string, aggregatedThrough: string | null = null): string {
  const pruned = aggregatedThrough && aggregatedThrough >= since.slice(0, 10) ? ` (through ${aggregatedThrough}: whole days, from the daily aggregates kept after pruning)` : "";
  return [
    `Analytics summary: events received since ${since}${pruned}\n`,
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
