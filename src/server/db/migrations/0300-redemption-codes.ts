import { sql, type Kysely, type Migration } from "kysely";

/** Pools of app-store offer codes: each code is handed out once, each visitor gets one code per campaign. */
export const redemptionCodes: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("redemption_codes")
      .addColumn("id", "text", (col) => col.primaryKey())
      .addColumn("campaign", "text", (col) => col.notNull())
      .addColumn("code", "text", (col) => col.notNull())
      .addColumn("claimed_by", "text")
      .addColumn("claimed_at", "text")
      .addColumn("imported_at", "text", (col) => col.notNull())
      .addUniqueConstraint("redemption_codes_campaign_code", ["campaign", "code"])
      .execute();
    // The database, not the code, guarantees one code per visitor: a second claim by the same visitor fails.
    await db.schema
      .createIndex("redemption_codes_one_per_visitor")
      .on("redemption_codes")
      .columns(["campaign", "claimed_by"])
      .unique()
      .where(sql.ref("claimed_by"), "is not", null)
      .execute();
    // Finding a free code reads only the free ones.
    await db.schema.createIndex("redemption_codes_free").on("redemption_codes").columns(["campaign", "id"]).where(sql.ref("claimed_by"), "is", null).execute();
    // The dashboard counts handed-out codes per day.
    await db.schema.createIndex("redemption_codes_claimed_at").on("redemption_codes").columns(["campaign", "claimed_at"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("redemption_codes").ifExists().execute();
  },
};
