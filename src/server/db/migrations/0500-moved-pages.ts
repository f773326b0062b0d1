import type { Kysely, Migration } from "kysely";

/**
 * Pages whose path changed when their document was published with a new uid (or category, or guide):
 * the old path answers with a permanent redirect to the new one, so links and search results keep working.
 */
export const movedPages: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("moved_pages")
      .addColumn("from_path", "text", (col) => col.primaryKey())
      .addColumn("to_path", "text", (col) => col.notNull())
      .addColumn("document_id", "text", (col) => col.notNull())
      .addColumn("moved_at", "text", (col) => col.notNull())
      .execute();
    await db.schema.createIndex("moved_pages_to").on("moved_pages").column("to_path").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("moved_pages").ifExists().execute();
  },
};
