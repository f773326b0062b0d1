import { randomUUID } from "node:crypto";
import type { Db } from "@/server/db";
import { nowIso } from "@/server/db";
import type { EmbeddedEvent } from "@/features/analytics/event-schema";

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

export function analyticsDb(db: Db) {
  return db.withTables<{ analytics_events: AnalyticsEventsTable }>();
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
