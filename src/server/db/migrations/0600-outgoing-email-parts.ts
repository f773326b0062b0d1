import type { Kysely, Migration } from "kysely";

/**
 * The embedded mail outbox keeps the whole mail: its HTML part and the names of its attachments beside the
 * plain text (`npm run mail:outbox` prints them).
 */
export const outgoingEmailParts: Migration = {
  async up(db: Kysely<unknown>) {
    await db.schema.alterTable("outgoing_email").addColumn("html", "text").execute();
    await db.schema.alterTable("outgoing_email").addColumn("attachments", "text").execute();
  },
  async down(db: Kysely<unknown>) {
    await db.schema.alterTable("outgoing_email").dropColumn("attachments").execute();
    await db.schema.alterTable("outgoing_email").dropColumn("html").execute();
  },
};
