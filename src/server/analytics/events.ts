import { randomUUID } from "node:crypto";
import type { AnalyticsEventName, EmbeddedEvent } from "@/lib/analytics/event-schema";
import type { Db } from "@/server/db";
import { nowIso } from "@/server/db";

/** The embedded provider's table (migration 0100_analytics). */
export interface AnalyticsEventsTable {
  id: string;
  name: string;
  page: string;
  locale: string;
  /** JSON object of the event's properties. */
  properties: string;
  received_at: string;
}

/** What is kept of a day once its raw events are pruned (migration 0710_analytics_daily). */
export interface AnalyticsDailyTable {
  /** UTC day, YYYY-MM-DD. */
  day: string;
  /** An AggregateMetric (summary.ts). */
  metric: string;
  /** JSON array of the row's key (page and locale, label, source...). */
  key: string;
  count: number;
}

/** The days whose events are aggregated into `analytics_daily`: one row each, written with the aggregates. */
export interface AnalyticsDaysTable {
  day: string;
  /** How many raw events the day had. */
  events: number;
  aggregated_at: string;
}

export function analyticsDb(db: Db) {
  return db.withTables<{ analytics_events: AnalyticsEventsTable; analytics_daily: AnalyticsDailyTable; analytics_days: AnalyticsDaysTable }>();
}

/** Per stored row beyond its text: the id (36), the time (24) and the row's own overhead. */
const ROW_OVERHEAD_BYTES = 100;

/** About what an event takes in the table (UTF-8 bytes of its columns): what the analytics budget counts. */
export function storedBytes(event: EmbeddedEvent): number {
  return (
    ROW_OVERHEAD_BYTES +
    Buffer.byteLength(event.name) +
    Buffer.byteLength(event.page) +
    Buffer.byteLength(event.locale) +
    Buffer.byteLength(JSON.stringify(event.properties))
  );
}

/** Stores a batch of events as received: nothing about the visitor (no IP, no id) is kept. */
export async function recordAnalyticsEvents(db: Db, events: EmbeddedEvent[], receivedAt = nowIso()): Promise<void> {
  await analyticsDb(db)
    .insertInto("analytics_events")
    .values(
      events.map((event) => ({
        id: randomUUID(),
        name: event.name,
        page: event.page,
        locale: event.locale,
        properties: JSON.stringify(event.properties),
        received_at: receivedAt,
      })),
    )
    .execute();
}

export interface StoredAnalyticsEvent {
  name: string;
  page: string;
  locale: string;
  properties: Record<string, unknown>;
}

function parseProperties(value: string): Record<string, unknown> {
  try {
    const parsed: unknown = JSON.parse(value);
    return parsed && typeof parsed === "object" && !Array.isArray(parsed) ? (parsed as Record<string, unknown>) : {};
  } catch {
    return {};
  }
}

/**
 * Calls `visit` with the events received from `since` (included) to `until` (excluded), oldest first (only those
 * `names`, when given), a page of `pageSize` at a time: a day of events is never held in memory at once.
 */
export async function forEachAnalyticsEvent(
  db: Db,
  range: { since: string; until?: string; names?: readonly AnalyticsEventName[] },
  visit: (event: StoredAnalyticsEvent) => void,
  pageSize = 5_000,
): Promise<number> {
  let after: { received_at: string; id: string } | null = null;
  let count = 0;
  for (;;) {
    let query = analyticsDb(db)
      .selectFrom("analytics_events")
      .select(["id", "name", "page", "locale", "properties", "received_at"])
      .where("received_at", ">=", range.since);
    if (range.until) query = query.where("received_at", "<", range.until);
    if (range.names) query = query.where("name", "in", [...range.names]);
    if (after) {
      const last = after;
      query = query.where((eb) => eb.or([eb("received_at", ">", last.received_at), eb.and([eb("received_at", "=", last.received_at), eb("id", ">", last.id)])]));
    }
    const rows = await query.orderBy("received_at").orderBy("id").limit(pageSize).execute();
    for (const row of rows) visit({ name: row.name, page: row.page, locale: row.locale, properties: parseProperties(row.properties) });
    count += rows.length;
    if (rows.length < pageSize) return count;
    after = rows[rows.length - 1]!;
  }
}

/** Events received since `since` (ISO time), oldest first. */
export async function readAnalyticsEvents(db: Db, since: string): Promise<StoredAnalyticsEvent[]> {
  const rows = await analyticsDb(db)
    .selectFrom("analytics_events")
    .select(["name", "page", "locale", "properties"])
    .where("received_at", ">=", since)
    .orderBy("received_at")
    .execute();
  return rows.map((row) => ({ ...row, properties: parseProperties(row.properties) }));
}

/** Traffic sources of the visitors' submissions since `since` (spam excluded), as stored JSON. */
export async function readSubmissionSources(db: Db, since: string): Promise<(string | null)[]> {
  const rows = await db
    .selectFrom("submissions")
    .select("traffic_source")
    .where("created_at", ">=", since)
    .where("is_spam", "=", 0)
    .execute();
  return rows.map((row) => row.traffic_source);
}
