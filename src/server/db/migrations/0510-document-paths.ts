import type { Kysely, Migration } from "kysely";

/**
 * The path each published page was last seen at, kept by the revalidation webhook (and filled for pages it
 * has not seen yet when a server starts). A publication compares a document's new path with this one to
 * find a page that moved: unlike a server's route index, it cannot have picked up the change before the
 * webhook arrived, and every instance shares it.
 */
export const documentPaths: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema
      .createTable("document_paths")
      .addColumn("document_id", "text", (col) => col.primaryKey())
      .addColumn("path", "text", (col) => col.notNull())
      .addColumn("seen_at", "text", (col) => col.notNull())
      .execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropTable("document_paths").ifExists().execute();
  },
};
