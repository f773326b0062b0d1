import type { Kysely, Migration } from "kysely";

/**
 * What the embedded Chili Piper keeps, it finds by the receiver's own id as the real one does: `reference` holds
 * the booking id (derived from the outbox entry's id), so a retry in doubt asks for the booking by that id.
 */
export const deliveryReferences: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("embedded_deliveries").addColumn("reference", "text").execute();
    await db.schema.createIndex("embedded_deliveries_reference").on("embedded_deliveries").columns(["destination", "reference"]).execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.dropIndex("embedded_deliveries_reference").execute();
    await db.schema.alterTable("embedded_deliveries").dropColumn("reference").execute();
  },
};
