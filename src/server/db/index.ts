import path from "node:path";
import { Kysely, Migrator, PostgresDialect, sql } from "kysely";
import pg from "pg";
import { z } from "zod";
import { processSingleton } from "@/lib/process-singleton";
import { migrations } from "./migrations";
import type { Database } from "./schema";
import { LibsqlDialect } from "./sqlite-dialect";
import { ensurePrivateFile } from "@/server/security/data-files";
import { logger } from "@/lib/log";

const log = logger("db");

export type Db = Kysely<Database>;

export interface DbOptions {
  /** PostgreSQL connection string; without it the embedded SQLite file is used. */
  databaseUrl?: string;
  /** Folder of the SQLite file (`site.sqlite`). */
  dataDir?: string;
  /** PostgreSQL schema to work in (tests give each run its own). */
  pgSchema?: string;
}

export const databaseEnv = z.object({
  DATABASE_URL: z.string().url().optional().or(z.literal("").transform(() => undefined)),
  DATA_DIR: z.string().min(1).default(".data"),
});

/** The SQLite database's file name in `DATA_DIR`. */
export const SQLITE_FILE_NAME = "site.sqlite";

/** A libsql `file:` URL for a path: each segment encoded, so a folder named with `#`, `?` or `%` still opens. */
export const sqliteFileUrl = (file: string) => `file:${path.resolve(/* turbopackIgnore: true */ file).split(path.sep).map(encodeURIComponent).join("/")}`;

/** Where runtime data lives (SQLite file, generated secrets): `DATA_DIR`, default `.data/`. */
export function dataDir(): string {
  return path.resolve(databaseEnv.parse(process.env).DATA_DIR);
}

/** Opens a database and applies pending migrations. Callers own it: `db.destroy()` when done. */
export async function openDb(options: DbOptions = {}): Promise<Db> {
  const db = options.databaseUrl ? openPostgres(options.databaseUrl, options.pgSchema) : await openSqlite(options.dataDir ?? dataDir());
  try {
    await migrate(db, options.databaseUrl ? options.pgSchema : undefined);
  } catch (error) {
    await db.destroy();
    throw error;
  }
  return db;
}

function openPostgres(connectionString: string, schema?: string): Db {
  if (schema && !/^[a-z_][a-z0-9_]*$/.test(schema)) throw new Error(`Invalid schema name: ${schema}`);
  const pool = new pg.Pool({
    connectionString,
    max: 10,
    ...(schema ? { options: `-c search_path=${schema}` } : {}),
  });
  // An idle connection dropped by the server (restart, failover) must not crash the process.
  pool.on("error", (error) => log.error("idle PostgreSQL connection lost", { err: error }));
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

async function openSqlite(directory: string): Promise<Db> {
  // Loaded only when used: hosts on PostgreSQL (Netlify's functions) ship without SQLite's native code.
  const { createClient } = await import("@libsql/client").catch((error: unknown) => {
    throw new Error("DATABASE_URL: not set, and this deployment has no SQLite driver (@libsql/client): set DATABASE_URL (PostgreSQL).", { cause: error });
  });
  const file = path.join(directory, SQLITE_FILE_NAME);
  ensurePrivateFile(file);
  const client = createClient({ url: sqliteFileUrl(file), timeout: 5000 });
  // WAL lets the CSV export read while the server writes.
  await client.execute("PRAGMA journal_mode = WAL");
  // A deleted row's bytes are overwritten, not left in free pages (the erasure also rewrites the file: db/purge.ts).
  await client.execute("PRAGMA secure_delete = ON");
  return new Kysely<Database>({ dialect: new LibsqlDialect(client) });
}

async function migrate(db: Db, schema?: string): Promise<void> {
  // Kysely looks for its bookkeeping tables in any schema unless told which one is ours.
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations }, ...(schema ? { migrationTableSchema: schema } : {}) });
  const { error, results } = await migrator.migrateToLatest();
  const failed = results?.find((result) => result.status === "Error");
  if (error || failed) {
    throw new Error(`Database migration ${failed?.migrationName ?? ""} failed`, { cause: error });
  }
}

/** Creates the PostgreSQL schema `name` if needed (tests isolate runs this way). */
export async function ensurePgSchema(databaseUrl: string, name: string): Promise<void> {
  const db = openPostgres(databaseUrl);
  try {
    await sql`create schema if not exists ${sql.id(name)}`.execute(db);
  } finally {
    await db.destroy();
  }
}

const shared = processSingleton<Promise<Db>>("db");

/** The process's database, from `DATABASE_URL` / `DATA_DIR`, migrated on first use. */
export function getDb(): Promise<Db> {
  let db = shared.get();
  if (!db) {
    const env = databaseEnv.parse(process.env);
    db = openDb({ databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) });
    shared.set(db);
    // A failed open (database down) is retried by the next caller instead of being cached.
    db.catch(() => {
      if (shared.get() === db) shared.set(undefined);
    });
  }
  return db;
}

/** Closes the process's database (tests, scripts). */
export async function closeDb(): Promise<void> {
  const current = shared.get();
  shared.set(undefined);
  if (current) await (await current.catch(() => null))?.destroy();
}

export const nowIso = () => new Date().toISOString();
