import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensurePgSchema, openDb, type Db, type DbOptions } from "../db";

export interface TestDatabase {
  name: string;
  /** `options` opens the same database again (another process, a restart). */
  open(): Promise<{ db: Db; options: DbOptions; close(): Promise<void> }>;
}

/**
 * The databases store tests run against: a fresh SQLite file always, and PostgreSQL (a fresh
 * schema per test) when `TEST_DATABASE_URL` is set (scripts/ci-postgres.sh sets it).
 */
export function testDatabases(): TestDatabase[] {
  const databases: TestDatabase[] = [
    {
      name: "sqlite",
      async open() {
        const dir = mkdtempSync(path.join(tmpdir(), "store-test-"));
        const options = { dataDir: dir };
        const db = await openDb(options);
        return {
          db,
          options,
          async close() {
            await db.destroy();
            rmSync(dir, { recursive: true, force: true });
          },
        };
      },
    },
  ];
  const url = process.env.TEST_DATABASE_URL;
  if (url) {
    databases.push({
      name: "postgresql",
      async open() {
        const schema = `test_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
        await ensurePgSchema(url, schema);
        const options = { databaseUrl: url, pgSchema: schema };
        const db = await openDb(options);
        return {
          db,
          options,
          async close() {
            await db.destroy();
            const admin = await openDb({ databaseUrl: url, pgSchema: schema });
            const { sql } = await import("kysely");
            await sql`drop schema ${sql.id(schema)} cascade`.execute(admin);
            await admin.destroy();
          },
        };
      },
    });
  }
  return databases;
}
