import { Migrator, PostgresAdapter, sql, type Kysely } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import type { Db } from "..";
import { testDatabases } from "../../testing/databases";
import { migrations } from ".";

const at = "2026-03-01T10:00:00.000Z";

describe.each(testDatabases())("migration 0930 (mailbox keys) on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => ({ db, close } = await database.open()));
  afterEach(() => close());

  it("keys every address stored before it, each spelling by its mailbox, and leaves rows without one unkeyed", async () => {
    const migrator = new Migrator({ db: db as unknown as Kysely<unknown>, provider: { getMigrations: async () => migrations } });
    expect((await migrator.migrateTo("0920_delivery_references")).error).toBeUndefined();
    const old = db as unknown as Kysely<Record<string, Record<string, unknown>>>;
    const person = { idempotency_key: "k", first_name: null, last_name: null, phone: null, lang: "de", password_hash: null, created_at: at };
    await old.insertInto("submissions").values({ id: "s1", kind: "form", form_type: "demo", locale: "de", email: "ana.m+offer@googlemail.com", payload: "{}", is_spam: 0, created_at: at }).execute();
    await old.insertInto("submissions").values({ id: "s2", kind: "assessment", form_type: "assessment", locale: "en", email: null, payload: "{}", is_spam: 0, created_at: at }).execute();
    await old.insertInto("newsletter_subscriptions").values({ id: "n1", email: "Ana.M@Gmail.com", language: "de", topics: "[]", status: "subscribed", created_at: at, updated_at: at }).execute();
    await old.insertInto("outgoing_email").values({ id: "m1", recipient: "ANAM@gmail.com", subject: "Hi", body: "Hi", html: null, attachments: null, created_at: at }).execute();
    await old.insertInto("learning_app_accounts").values({ id: "a1", ...person, email: "a.n.a.m@gmail.com", company_name: "Ana SA" }).execute();
    await old.insertInto("learning_app_course_registrations").values({ id: "r1", ...person, email: "other@quillio.example", group_id: "g1" }).execute();
    expect((await migrator.migrateToLatest()).error).toBeUndefined();

    expect(await db.selectFrom("submissions").select(["id", "email_key"]).orderBy("id").execute()).toEqual([
      { id: "s1", email_key: "anam@gmail.com" },
      { id: "s2", email_key: null },
    ]);
    expect(await db.selectFrom("newsletter_subscriptions").select("email_key").execute()).toEqual([{ email_key: "anam@gmail.com" }]);
    expect(await db.selectFrom("outgoing_email").select("recipient_key").execute()).toEqual([{ recipient_key: "anam@gmail.com" }]);
    expect(await db.selectFrom("learning_app_accounts").select("email_key").execute()).toEqual([{ email_key: "anam@gmail.com" }]);
    expect(await db.selectFrom("learning_app_course_registrations").select("email_key").execute()).toEqual([{ email_key: "other@quillio.example" }]);

    // Each key has its own index (on PostgreSQL, a name beside the unique constraints' `<table>_<column>_key`).
    const indexes = db.getExecutor().adapter instanceof PostgresAdapter ? sql<{ name: string }>`select indexname as name from pg_indexes where schemaname = current_schema()` : sql<{ name: string }>`select name from sqlite_master where type = 'index'`;
    const names = (await indexes.execute(db)).rows.map((row) => row.name);
    for (const index of ["submissions_by_email_key", "newsletter_subscriptions_by_email_key", "outgoing_email_by_recipient_key", "learning_app_accounts_by_email_key", "learning_app_course_registrations_by_email_key"]) {
      expect(names).toContain(index);
    }
  });
});
