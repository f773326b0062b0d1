import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { ensurePgSchema, openDb, type Db, type DbOptions } from "../db";

/**
 * Test files run in parallel, each in its own schema. Migrating reads the catalogue of every
 * schema, which fails if another file drops its schema meanwhile; an advisory lock keeps
 * creating-and-migrating and dropping apart.
 */
async function withSchemaLock<T>(url: string, work: () => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("select pg_advisory_lock(7301)");
    return await work();
  } finally {
    await client.query("select pg_advisory_unlock(7301)").catch(() => {});
    await client.end();
  }
}

/** Opens a test database again (a restarted server, a child process), safe against parallel drops. */
export function reopenTestDb(options: DbOptions): Promise<Db> {
  return options.databaseUrl ? withSchemaLock(options.databaseUrl, () => openDb(options)) : openDb(options);
}

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
        const options = { databaseUrl: url, pgSchema: schema };
        const db = await withSchemaLock(url, async () => {
          await ensurePgSchema(url, schema);
          return openDb(options);
        });
        return {
          db,
          options,
          async close() {
            await db.destroy();
            await withSchemaLock(url, async () => {
              const admin = new pg.Client({ connectionString: url });
              await admin.connect();
              await admin.query(`drop schema "${schema}" cascade`).finally(() => admin.end());
            });
          },
        };
      },
    });
  }
  return databases;
}
