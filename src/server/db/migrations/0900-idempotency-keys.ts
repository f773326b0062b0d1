import type { Kysely, Migration } from "kysely";

/**
 * A submission remembers the idempotency key its browser sent (`Idempotency-Key`, per kind): a request sent again
 * after a reset connection or a restart is the same submission, stored once. Unique, so two attempts that race
 * (the first still being answered when the retry arrives) store one row.
 */
export const idempotencyKeys: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("submissions").addColumn("idempotency_key", "text").execute();
    await db.schema.createIndex("submissions_idempotency_key").unique().on("submissions").column("idempotency_key").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("submissions_idempotency_key").execute();
    await db.schema.alterTable("submissions").dropColumn("idempotency_key").execute();
  },
};
