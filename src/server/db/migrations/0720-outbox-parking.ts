import type { Kysely, Migration } from "kysely";

/**
 * Parked deliveries come back: `parked_at` (when an entry was set aside) and `park_retries` drive the slow
 * schedule before it is given up. `attempt_started_at` (the current claim's start) and `doubt_since` (the start
 * of the first attempt that may have reached downstream: cut off, crashed, answer lost) let a retry check
 * whether its destination already has the delivery (Marketo: a look-up by email and time).
 */
export const outboxParking: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("outbox").addColumn("parked_at", "text").execute();
    await db.schema.alterTable("outbox").addColumn("park_retries", "integer", (col) => col.notNull().defaultTo(0)).execute();
    await db.schema.alterTable("outbox").addColumn("attempt_started_at", "text").execute();
    await db.schema.alterTable("outbox").addColumn("doubt_since", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    for (const column of ["doubt_since", "attempt_started_at", "park_retries", "parked_at"]) {
      await db.schema.alterTable("outbox").dropColumn(column).execute();
    }
  },
};
