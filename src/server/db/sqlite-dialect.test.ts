import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { Kysely, sql } from "kysely";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { LibsqlDialect } from "./sqlite-dialect";

interface Tables {
  counter: { id: number; value: number };
  note: { id: number | null; text: string };
}

describe("the SQLite dialect", () => {
  let dir = "";
  let client: Client;
  let db: Kysely<Tables>;

  beforeEach(async () => {
    dir = mkdtempSync(path.join(tmpdir(), "sqlite-dialect-"));
    client = createClient({ url: `file:${path.join(dir, "test.sqlite")}`, timeout: 5000 });
    await client.execute("PRAGMA journal_mode = WAL");
    db = new Kysely<Tables>({ dialect: new LibsqlDialect(client) });
    await db.schema.createTable("counter").addColumn("id", "integer", (column) => column.primaryKey()).addColumn("value", "integer").execute();
    await db.schema.createTable("note").addColumn("id", "integer", (column) => column.primaryKey()).addColumn("text", "text").execute();
    await db.insertInto("counter").values({ id: 1, value: 0 }).execute();
  });

  afterEach(async () => {
    await db.destroy();
    rmSync(dir, { recursive: true, force: true });
  });

  it("runs concurrent transactions and queries one at a time: every increment counts, none meets SQLITE_BUSY", async () => {
    const increment = () =>
      db.transaction().execute(async (trx) => {
        const { value } = await trx.selectFrom("counter").select("value").where("id", "=", 1).executeTakeFirstOrThrow();
        await new Promise((resolve) => setTimeout(resolve, 1));
        await trx.updateTable("counter").set({ value: value + 1 }).where("id", "=", 1).execute();
      });
    const note = (text: string) => db.insertInto("note").values({ id: null, text }).execute();
    await Promise.all(Array.from({ length: 20 }, (_, i) => (i % 2 ? increment() : Promise.all([increment(), note(`note ${i}`)]))));
    expect((await db.selectFrom("counter").select("value").executeTakeFirstOrThrow()).value).toBe(20);
    expect((await db.selectFrom("note").select(sql<number>`count(*)`.as("n")).executeTakeFirstOrThrow()).n).toBe(10);
  });

  it("rolls a failed transaction back and lets the next query have its turn", async () => {
    await expect(
      db.transaction().execute(async (trx) => {
        await trx.insertInto("note").values({ id: null, text: "never kept" }).execute();
        throw new Error("abort");
      }),
    ).rejects.toThrow("abort");
    expect(await db.selectFrom("note").selectAll().execute()).toEqual([]);
  });

  it("reports the inserted row's id and the rows a statement changed", async () => {
    const inserted = await db.insertInto("note").values({ id: null, text: "a" }).executeTakeFirstOrThrow();
    expect(inserted.insertId).toBe(1n);
    await db.insertInto("note").values({ id: null, text: "b" }).execute();
    const updated = await db.updateTable("note").set({ text: "c" }).executeTakeFirstOrThrow();
    expect(updated.numUpdatedRows).toBe(2n);
    expect(await db.selectFrom("note").select("text").orderBy("id").execute()).toEqual([{ text: "c" }, { text: "c" }]);
  });

  it("closes the client when the database is destroyed", async () => {
    await db.destroy();
    expect(client.closed).toBe(true);
    db = new Kysely<Tables>({ dialect: new LibsqlDialect(createClient({ url: ":memory:" })) });
  });
});
