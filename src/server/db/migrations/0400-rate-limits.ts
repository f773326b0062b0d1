import type { Kysely, Migration } from "kysely";

/**
 * Rate-limit counters shared by every instance on one database: a count per key and window.
 * Keys are hashes (an address or an email never lands here in clear); rows die after two windows.
 */
export const rateLimits: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("rate_limit_hits")
      .addColumn("key", "text", (col) => col.notNull())
      .addColumn("window", "bigint", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .addColumn("expires_at", "bigint", (col) => col.notNull())
      .addPrimaryKeyConstraint("rate_limit_hits_pk", ["key", "window"])
      .execute();
    await db.schema.createIndex("rate_limit_hits_expires").on("rate_limit_hits").column("expires_at").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("rate_limit_hits").ifExists().execute();
  },
};

/**
 * Double opt-in: a newsletter submission changes the subscription only once its confirmation link
 * is followed; this row says it was, so a second click (or a mail scanner) applies nothing twice.
 */
export const newsletterConfirmations: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("newsletter_confirmations")
      .addColumn("submission_id", "text", (col) => col.primaryKey())
      .addColumn("confirmed_at", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("newsletter_confirmations").ifExists().execute();
  },
};
