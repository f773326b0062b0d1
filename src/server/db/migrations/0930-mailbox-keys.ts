import { sql, type Kysely, type Migration } from "kysely";
import { mailboxKey } from "@/lib/forms/mailbox";

/**
 * The mailbox key (`mailboxKey`) beside every address a person's own rows hold, indexed: the erasure finds every
 * spelling of one address (case, `+tag`, Gmail's dots...) by it, and never by a free-text field that happens to hold
 * the address. Rows stored before are keyed here; the store writes the key of new rows. The key is today's
 * `mailboxKey`: a change to it needs a migration that keys the rows again.
 */
const KEYED = [
  { table: "submissions", address: "email", key: "email_key" },
  { table: "newsletter_subscriptions", address: "email", key: "email_key" },
  { table: "outgoing_email", address: "recipient", key: "recipient_key" },
  { table: "learning_app_accounts", address: "email", key: "email_key" },
  { table: "learning_app_course_registrations", address: "email", key: "email_key" },
] as const;

const BATCH = 500;
const indexName = (table: string, key: string) => `${table}_by_${key}`;

type Row = { id: string; address: string | null };

export const mailboxKeys: Migration = {
  async up(db: Kysely<unknown>) {
    for (const { table, address, key } of KEYED) {
      await db.schema.alterTable(table).addColumn(key, "text").execute();
      const store = db as unknown as Kysely<Record<string, Record<string, string | null>>>;
      // A batch at a time in id order: a large table is never read whole.
      let after = "";
      for (;;) {
        const rows = (await store
          .selectFrom(table)
          .select(["id", sql.ref<string | null>(address).as("address")])
          .where("id", ">", after)
          .orderBy("id")
          .limit(BATCH)
          .execute()) as Row[];
        for (const row of rows) {
          if (row.address) await store.updateTable(table).set({ [key]: mailboxKey(row.address) }).where("id", "=", row.id).execute();
        }
        if (rows.length < BATCH) break;
        after = rows[rows.length - 1]!.id;
      }
      // Not `<table>_<column>`: PostgreSQL names a unique constraint so (newsletter_subscriptions_email_key is one).
      await db.schema.createIndex(indexName(table, key)).on(table).column(key).execute();
    }
  },
  async down(db: Kysely<unknown>) {
    for (const { table, key } of KEYED) {
      await db.schema.dropIndex(indexName(table, key)).execute();
      await db.schema.alterTable(table).dropColumn(key).execute();
    }
  },
};
