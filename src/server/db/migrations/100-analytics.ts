import type { Kysely, Migration } from "kysely";

/**
 * Events of the embedded analytics provider. Cookieless and anonymous: no visitor id, no IP,
 * no user agent; only what happened, on which page and in which locale.
 */
export const analytics: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("analytics_events")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("name", "text", (col) => col.notNull())
      .addColumn("page", "text", (col) => col.notNull())
      .addColumn("locale", "text", (col) => col.notNull())
      .addColumn("properties", "text", (col) => col.notNull())
      .addColumn("received_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("analytics_events_received_at").on("analytics_events").columns(["received_at", "name"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("analytics_events").execute();
  },
};
