import { PostgresAdapter, sql } from "kysely";
import { logger } from "@/lib/log";
import type { Db } from ".";
import type { Database } from "./schema";

const log = logger("db");

/** Attempts at emptying SQLite's WAL while another connection (the CSV export, `outbox:work`) still reads it. */
const CHECKPOINT_ATTEMPTS = 5;
const CHECKPOINT_PAUSE_MS = 200;

/**
 * Leaves no copy of rows just deleted in the database's files (run it after the deleting transaction commits, never
 * inside one). SQLite (`secure_delete` on: freed bytes are zeroed) is rewritten by VACUUM, and its WAL, which still
 * holds the pages as they were, is checkpointed and truncated to nothing. PostgreSQL vacuums the tables named, so their
 * dead rows' space is freed for reuse. Says whether it all happened: false when another connection kept the WAL busy.
 */
export async function purgeDeletedRows(db: Db, tables: readonly (keyof Database | "analytics_events")[]): Promise<boolean> {
  if (db.getExecutor().adapter instanceof PostgresAdapter) {
    await sql`vacuum ${sql.join(tables.map((table) => sql.id(table)))}`.execute(db);
    return true;
  }
  await sql`vacuum`.execute(db);
  for (let attempt = 1; attempt <= CHECKPOINT_ATTEMPTS; attempt += 1) {
    const { rows } = await sql<{ busy: number }>`pragma wal_checkpoint(TRUNCATE)`.execute(db);
    if (Number(rows[0]?.busy ?? 0) === 0) return true;
    await new Promise((resolve) => setTimeout(resolve, CHECKPOINT_PAUSE_MS));
  }
  log.warn("the WAL could not be emptied after an erasure: another connection is reading; it is emptied at its next checkpoint");
  return false;
}
