import { sql } from "kysely";
import type { Db } from "../db";
import type { OutboxStatus } from "../db/schema";

export interface OutboxCounts {
  destination: string;
  status: OutboxStatus;
  count: number;
}

/** Entries by destination and state: what `npm run outbox:status` prints. */
export async function outboxCounts(db: Db): Promise<OutboxCounts[]> {
  const rows = await db
    .selectFrom("outbox")
    .select(["destination", "status", (eb) => eb.fn.countAll<number | string>().as("count")])
    .groupBy(["destination", "status"])
    .orderBy("destination")
    .orderBy("status")
    .execute();
  return rows.map((row) => ({ destination: row.destination, status: row.status, count: Number(row.count) }));
}

/**
 * Gives parked and failed entries (set aside, or given up after days on the slow schedule) a fresh start: due
 * now, attempts from zero, off the slow schedule, same id (so the idempotency key downstream sees is the same,
 * and what is known of an attempt that may have arrived is kept). Narrowed to a destination, a submission's entries or
 * one entry when asked. Returns how many.
 */
export async function retryFailed(db: Db, options: { destination?: string; submissionId?: string; id?: string; now?: Date } = {}): Promise<number> {
  let query = db
    .updateTable("outbox")
    .set({
      status: "pending",
      attempts: 0,
      next_attempt_at: (options.now ?? new Date()).toISOString(),
      locked_until: null,
      claim_token: null,
      parked_at: null,
      park_retries: 0,
    })
    .where("status", "in", ["parked", "failed"]);
  if (options.destination) query = query.where("destination", "=", options.destination);
  if (options.submissionId) query = query.where("submission_id", "=", options.submissionId);
  if (options.id) query = query.where("id", "=", options.id);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}

/** The most recent error of each parked or failed entry (for the status command), newest first. */
export async function recentFailures(db: Db, limit = 10) {
  return db
    .selectFrom("outbox")
    .select(["id", "destination", "status", "attempts", "next_attempt_at", "last_error", sql<string>`created_at`.as("created_at")])
    .where("status", "in", ["parked", "failed"])
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}
