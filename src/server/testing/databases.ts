import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { ensurePgSchema, openDb, type Db } from "../db";

export interface TestDatabase {
  name: string;
  open(): Promise<{ db: Db; close(): Promise<void> }>;
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
        const db = await openDb({ dataDir: dir });
        return {
          db,
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
        const db = await openDb({ databaseUrl: url, pgSchema: schema });
        return {
          db,
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
