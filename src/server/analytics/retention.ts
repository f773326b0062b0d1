import { z } from "zod";
import type { Db } from "@/server/db";
import { processSingleton } from "@/lib/process-singleton";
import { DAY_MS, HOUR_MS } from "./budget";
import { analyticsDb, forEachAnalyticsEvent, readSubmissionSources } from "./events";
import { Aggregates, type AggregateMetric, type AggregateRow } from "./summary";
import { logger } from "@/lib/log";

const log = logger("analytics");

export const analyticsRetentionEnv = z.object({
  /** Days raw events are kept; older whole days are aggregated into `analytics_daily`, then deleted. */
  ANALYTICS_RETENTION_DAYS: z.coerce.number().int().min(1).max(3650).default(30),
});

/** How often a process that stores events looks for days to prune (the first batch it stores starts a run). */
export const PRUNE_INTERVAL_MS = HOUR_MS;
/** Raw events deleted per statement: a prune never holds the database for long. */
const DELETE_CHUNK = 2_000;
/** Aggregate rows per INSERT (4 parameters each, well under SQLite's and PostgreSQL's limits). */
const INSERT_CHUNK = 200;

/** `YYYY-MM-DD` of a time (UTC). */
export const dayOf = (time: number | string) => new Date(time).toISOString().slice(0, 10);
const dayStart = (day: string) => `${day}T00:00:00.000Z`;
const nextDay = (day: string) => dayOf(Date.parse(dayStart(day)) + DAY_MS);

export interface PruneResult {
  /** Days aggregated by this run. */
  aggregatedDays: string[];
  deletedEvents: number;
}

/** Aggregates `day` unless done already; false when another instance (or an earlier run) did it. */
async function aggregateDay(db: Db, day: string): Promise<boolean> {
  const aggregates = new Aggregates();
  const events = await forEachAnalyticsEvent(db, { since: dayStart(day), until: dayStart(nextDay(day)) }, (event) => aggregates.addEvent(event));
  const rows = aggregates.toRows().filter((row) => row.count > 0);
  // The day's row first: a second instance aggregating the same day waits for it, then writes nothing.
  return analyticsDb(db)
    .transaction()
    .execute(async (trx) => {
      const claimed = await trx
        .insertInto("analytics_days")
        .values({ day, events, aggregated_at: new Date().toISOString() })
        .onConflict((oc) => oc.column("day").doNothing())
        .returning("day")
        .executeTakeFirst();
      if (!claimed) return false;
      for (let start = 0; start < rows.length; start += INSERT_CHUNK) {
        await trx
          .insertInto("analytics_daily")
          .values(rows.slice(start, start + INSERT_CHUNK).map((row) => ({ day, metric: row.metric, key: JSON.stringify(row.key), count: row.count })))
          .execute();
      }
      return true;
    });
}

/** Deletes raw events received before `before`, a chunk per statement; returns how many. */
async function deleteEventsBefore(db: Db, before: string): Promise<number> {
  const adb = analyticsDb(db);
  let deleted = 0;
  for (;;) {
    const result = await adb
      .deleteFrom("analytics_events")
      .where("id", "in", adb.selectFrom("analytics_events").select("id").where("received_at", "<", before).limit(DELETE_CHUNK))
      .executeTakeFirst();
    const count = Number(result.numDeletedRows ?? 0);
    deleted += count;
    if (count < DELETE_CHUNK) return deleted;
  }
}

/**
 * Keeps raw events `retentionDays` days: each whole UTC day older than that is first aggregated (page views per
 * page and locale, scroll depth, CTA clicks, video progress, conversions per source, web-vital buckets), then
 * its events are deleted. Safe to run from several instances at once, and to resume after a crash: a day is
 * aggregated once, and the summary never counts a day's raw events once the day is aggregated.
 */
export async function pruneAnalytics(db: Db, options: { now?: number; retentionDays?: number } = {}): Promise<PruneResult> {
  const retentionDays = options.retentionDays ?? analyticsRetentionEnv.parse(process.env).ANALYTICS_RETENTION_DAYS;
  // Events of days that ended more than the retention ago: whole days, so a day is never half pruned.
  const cutoff = dayStart(dayOf((options.now ?? Date.now()) - retentionDays * DAY_MS));
  const adb = analyticsDb(db);
  const result: PruneResult = { aggregatedDays: [], deletedEvents: 0 };
  for (;;) {
    const oldest = await adb.selectFrom("analytics_events").select((eb) => eb.fn.min("received_at").as("first")).where("received_at", "<", cutoff).executeTakeFirst();
    if (!oldest?.first) return result;
    const day = dayOf(oldest.first);
    if (await aggregateDay(db, day)) result.aggregatedDays.push(day);
    result.deletedEvents += await deleteEventsBefore(db, dayStart(nextDay(day)));
  }
}

/**
 * A day is aggregated this long after it ends, not at once: a batch stamped just before midnight is stored a moment
 * later (events carry the time they were received, so nothing is stamped with a day once it is over).
 */
export const AGGREGATE_GRACE_MS = 10 * 60_000;

/**
 * Aggregates every whole UTC day that is over (by AGGREGATE_GRACE_MS) and has raw events, oldest first, without
 * deleting anything: the raw events stay for the retention (`pruneAnalytics` deletes them later, finding their day
 * aggregated). Readers take aggregated days from `analytics_daily`, so a report reads today's raw events only, however
 * long its period. Safe from several instances at once (a day is claimed once).
 */
export async function aggregateFinishedDays(db: Db, options: { now?: number } = {}): Promise<string[]> {
  const until = dayStart(dayOf((options.now ?? Date.now()) - AGGREGATE_GRACE_MS));
  const adb = analyticsDb(db);
  const aggregated: string[] = [];
  const through = await aggregatedThrough(db);
  let from = through ? dayStart(nextDay(through)) : "";
  for (;;) {
    const oldest = await adb
      .selectFrom("analytics_events")
      .select((eb) => eb.fn.min("received_at").as("first"))
      .where("received_at", ">=", from)
      .where("received_at", "<", until)
      .executeTakeFirst();
    if (!oldest?.first) return aggregated;
    const day = dayOf(oldest.first);
    if (await aggregateDay(db, day)) aggregated.push(day);
    from = dayStart(nextDay(day));
  }
}

const pruneState = processSingleton<{ lastRun: number; running: boolean }>("analytics-prune");

/**
 * A cheap check on every stored batch: at most once per PRUNE_INTERVAL_MS per process, aggregates the days that are
 * over and prunes in the background
 * (the answer does not wait; a failure is logged and the next interval tries again).
 */
export function pruneAnalyticsSoon(db: Db, now = Date.now()): void {
  let state = pruneState.get();
  if (!state) {
    state = { lastRun: 0, running: false };
    pruneState.set(state);
  }
  if (state.running || now - state.lastRun < PRUNE_INTERVAL_MS) return;
  state.lastRun = now;
  state.running = true;
  const current = state;
  void aggregateFinishedDays(db)
    .then(async (finished) => {
      const pruned = await pruneAnalytics(db);
      const days = [...finished, ...pruned.aggregatedDays];
      if (days.length > 0 || pruned.deletedEvents > 0) {
        log.info(`kept daily aggregates of ${days.join(", ") || "no new day"}; deleted ${pruned.deletedEvents} raw events past the retention`);
      }
    })
    .catch((error: unknown) => log.error("pruning old events failed; the next interval tries again", { err: error }))
    .finally(() => {
      current.running = false;
    });
}

/**
 * The latest day kept in `analytics_daily`: it and every earlier day are counted there (their raw events, kept until
 * the retention ends, are not read again).
 */
export async function aggregatedThrough(db: Db): Promise<string | null> {
  const last = await analyticsDb(db).selectFrom("analytics_days").select((eb) => eb.fn.max("day").as("day")).executeTakeFirst();
  return last?.day ?? null;
}

/** Adds a stored `analytics_daily` row to `aggregates`; a key that is not a JSON list (a hand-edited row) is skipped. */
export function addStoredRow(aggregates: Aggregates, row: { metric: string; key: string; count: number | string | bigint }): void {
  let key: unknown;
  try {
    key = JSON.parse(row.key);
  } catch {
    return;
  }
  if (Array.isArray(key)) aggregates.add(row.metric as AggregateMetric, key.map(String), Number(row.count));
}

/** What the summary since `since` is made of: stored aggregates of the aggregated days, and the raw events after them. */
export async function readAnalyticsSince(db: Db, since: string): Promise<{ rows: AggregateRow[]; submissionSources: (string | null)[]; aggregatedThrough: string | null }> {
  const adb = analyticsDb(db);
  const sinceDay = dayOf(since);
  const stored = await adb.selectFrom("analytics_daily").select(["metric", "key", "count"]).where("day", ">=", sinceDay).execute();
  const aggregates = new Aggregates();
  for (const row of stored) addStoredRow(aggregates, row);
  // Days are aggregated oldest first: raw events of the latest aggregated day or before are counted already
  // (kept until the retention, or being deleted) and must not count twice.
  const through = await aggregatedThrough(db);
  const rawSince = through && dayStart(nextDay(through)) > since ? dayStart(nextDay(through)) : since;
  await forEachAnalyticsEvent(db, { since: rawSince }, (event) => aggregates.addEvent(event));
  return { rows: aggregates.toRows(), submissionSources: await readSubmissionSources(db, since), aggregatedThrough: through };
}
