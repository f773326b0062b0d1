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
 * Gives failed entries (set aside after their last attempt, or refused as invalid) a fresh start: due
 * now, attempts from zero, same id (so the idempotency key downstream sees is the same). Returns how many.
 */
export async function retryFailed(db: Db, options: { destination?: string; now?: Date } = {}): Promise<number> {
  let query = db
    .updateTable("outbox")
    .set({ status: "pending", attempts: 0, next_attempt_at: (options.now ?? new Date()).toISOString(), locked_until: null, claim_token: null })
    .where("status", "=", "failed");
  if (options.destination) query = query.where("destination", "=", options.destination);
  const result = await query.executeTakeFirst();
  return Number(result.numUpdatedRows ?? 0);
}

/** The most recent error of each failed entry (for the status command), newest first. */
export async function recentFailures(db: Db, limit = 10) {
  return db
    .selectFrom("outbox")
    .select(["id", "destination", "attempts", "last_error", sql<string>`created_at`.as("created_at")])
    .where("status", "=", "failed")
    .orderBy("created_at", "desc")
    .limit(limit)
    .execute();
}
