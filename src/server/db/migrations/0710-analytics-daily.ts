import type { Kysely, Migration } from "kysely";

/**
 * Raw analytics events are pruned after the retention (ANALYTICS_RETENTION_DAYS); what the summary needs of a
 * day is kept first: counts per metric and key (`analytics_daily`), and the day itself (`analytics_days`,
 * whose primary key lets only one instance aggregate a day).
 */
export const analyticsDaily: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("analytics_days")
      .addColumn("day", "text", (col) => col.primaryKey())
      .addColumn("events", "integer", (col) => col.notNull())
      .addColumn("aggregated_at", "text", (col) => col.notNull())
      .execute();
    await db.schema
      .createTable("analytics_daily")
      .addColumn("day", "text", (col) => col.notNull())
      .addColumn("metric", "text", (col) => col.notNull())
      // Keys hold page paths and labels of up to 2,000 characters: no unique index on them (PostgreSQL's
      // btree entries stop at about 2.7 KB); analytics_days already makes a day's rows unique.
      .addColumn("key", "text", (col) => col.notNull())
      .addColumn("count", "integer", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("analytics_daily_day").on("analytics_daily").columns(["day", "metric"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("analytics_daily").ifExists().execute();
    await db.schema.dropTable("analytics_days").ifExists().execute();
  },
};
