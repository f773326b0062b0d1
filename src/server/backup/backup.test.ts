import { spawn } from "node:child_process";
import { chmodSync, copyFileSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createClient } from "@libsql/client";
import { Migrator } from "kysely";
import pg from "pg";
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { openDb, sqliteFileUrl, type Db, type DbOptions } from "../db";
import { migrations } from "../db/migrations";
import { generatedSecrets, signingSecret } from "../security/signed-tokens";
import { recordSubmission } from "../leads/store";
import { testSubmission } from "../testing/leads";
import { backupDatabase, BackupError, restoreDatabase, type BackupReport, type RestoreReport } from ".";

const root = path.resolve(import.meta.dirname, "../../..");
const secretList = Object.values(generatedSecrets);
/** The keys' variables unset: every key is generated into DATA_DIR, as on a server nobody configured. */
const noKeysInEnv = Object.fromEntries(secretList.map(({ variable }) => [variable, ""]));

let work: string;
beforeAll(() => {
  work = mkdtempSync(path.join(tmpdir(), "backup-test-"));
});
afterAll(() => rmSync(work, { recursive: true, force: true }));
afterEach(() => vi.unstubAllEnvs());

/** `npm run db:backup` / `db:restore` as the operator runs them: a process of its own, reading DATABASE_URL and DATA_DIR. */
function runDb(args: string[], env: Record<string, string>): Promise<{ code: number | null; stdout: string; stderr: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ["--import", "tsx", "scripts/db.ts", ...args], {
      cwd: root,
      env: { ...process.env, ...noKeysInEnv, DATABASE_URL: "", ...env },
      stdio: ["ignore", "pipe", "pipe"],
    });
    let stdout = "";
    let stderr = "";
    child.stdout.on("data", (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", reject);
    child.on("close", (code) => resolve({ code, stdout, stderr }));
  });
}

/** A place for one store's data: a DATA_DIR, and for PostgreSQL a database of its own (pg_dump takes a whole one). */
interface Place {
  dataDir: string;
  databaseUrl?: string;
  options: DbOptions;
  env: Record<string, string>;
}

interface Store {
  name: "sqlite" | "postgresql";
  place(label: string): Promise<Place>;
  cleanUp(): Promise<void>;
}

const sqliteStore: Store = {
  name: "sqlite",
  async place(label) {
    const dataDir = path.join(work, `${label}-${Math.random().toString(36).slice(2, 8)}`);
    return { dataDir, options: { dataDir }, env: { DATA_DIR: dataDir } };
  },
  async cleanUp() {},
};

function postgresStore(url: string): Store {
  const created: string[] = [];
  const admin = async <T>(work: (client: pg.Client) => Promise<T>) => {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      return await work(client);
    } finally {
      await client.end();
    }
  };
  return {
    name: "postgresql",
    async place(label) {
      const name = `backup_${label}_${process.pid}_${Math.random().toString(36).slice(2, 8)}`;
      await admin((client) => client.query(`create database "${name}"`));
      created.push(name);
      const databaseUrl = Object.assign(new URL(url), { pathname: `/${name}` }).toString();
      const dataDir = path.join(work, name);
      return { dataDir, databaseUrl, options: { databaseUrl }, env: { DATA_DIR: dataDir, DATABASE_URL: databaseUrl } };
    },
    async cleanUp() {
      await admin(async (client) => {
        for (const name of created.splice(0)) await client.query(`drop database if exists "${name}" with (force)`);
      });
    },
  };
}

const stores: Store[] = [sqliteStore, ...(process.env.TEST_DATABASE_URL ? [postgresStore(process.env.TEST_DATABASE_URL)] : [])];

/** Every generated key of a DATA_DIR, made the way the server makes them. */
function generateKeys(dataDir: string): Record<string, string> {
  vi.stubEnv("DATA_DIR", dataDir);
  for (const [variable, value] of Object.entries(noKeysInEnv)) vi.stubEnv(variable, value);
  return Object.fromEntries(secretList.map((secret) => [secret.file, signingSecret(secret)]));
}

const lead = (n: number) => ({
  kind: "form" as const,
  formType: "contact",
  locale: "en",
  email: `lead-${n}@backup.example`,
  payload: { n },
  destinations: [{ destination: "marketo.lead" as const, message: { formType: "contact", locale: "en", fields: { email: `lead-${n}@backup.example` } } }],
});

/** Older leads, so that the copy takes a while and the writers below run during it, not only before. */
async function seedLeads(db: Db, count: number): Promise<void> {
  const createdAt = new Date().toISOString();
  for (let start = 0; start < count; start += 500) {
    const rows = Array.from({ length: Math.min(500, count - start) }, (_, index) => ({
      id: `seed-${start + index}`,
      kind: "form" as const,
      locale: "en",
      payload: JSON.stringify({ note: "x".repeat(1000) }),
      is_spam: 0,
      created_at: createdAt,
    }));
    await db.insertInto("submissions").values(rows).execute();
  }
}

describe.each(stores)("db:backup and db:restore on $name", (store) => {
  afterAll(() => store.cleanUp());

  it("a backup taken while submissions are written holds every one acknowledged before it began; the restore brings them and the same keys", { timeout: 120_000 }, async () => {
    const source = await store.place("source");
    const keys = generateKeys(source.dataDir);
    const db = await openDb(source.options);
    let restored: Db | undefined;
    try {
      await seedLeads(db, 8000);
      const acknowledged: string[] = [];
      let writing = true;
      // Two visitors at a time, each answered once the row is committed, as the endpoints do. Each write waits for
      // the next turn of the event loop, as a request does: libsql's local statements would otherwise never yield.
      const writer = async () => {
        while (writing) {
          acknowledged.push((await recordSubmission(testSubmission(lead(acknowledged.length)), { db })).id);
          await new Promise((resolve) => setImmediate(resolve));
        }
      };
      const writers = [writer(), writer()];
      while (acknowledged.length < 20) await new Promise((resolve) => setTimeout(resolve, 10));

      const file = path.join(work, `${store.name}-backup-${Date.now()}`);
      const before = [...acknowledged];
      const backup = await runDb(["backup", file, "--json"], source.env);
      const during = acknowledged.length - before.length;
      writing = false;
      await Promise.all(writers);
      expect(backup.stderr).toBe("");
      expect(backup.code).toBe(0);
      expect(during, "submissions written while the backup ran").toBeGreaterThan(0);
      const report = JSON.parse(backup.stdout) as BackupReport;
      expect(statSync(file).mode & 0o777).toBe(0o600);
      expect(report.secrets.sort()).toEqual(Object.keys(keys).sort());
      const keysFile = store.name === "postgresql" ? `${file}.secrets` : null;
      expect(report.secretsFile).toBe(keysFile);
      if (keysFile) expect(statSync(keysFile).mode & 0o777).toBe(0o600);

      const target = await store.place("target");
      const restore = await runDb(["restore", file, "--json"], target.env);
      expect(restore.stderr).toBe("");
      expect(restore.code).toBe(0);
      const restoreReport = JSON.parse(restore.stdout) as RestoreReport;
      expect(restoreReport.rows).toEqual(report.rows);
      expect(restoreReport.pendingMigrations).toBe(0);

      // Never a key in what the commands print.
      for (const value of Object.values(keys)) expect(backup.stdout + restore.stdout).not.toContain(value);
      // The keys, private, in a private folder.
      expect(statSync(target.dataDir).mode & 0o777).toBe(0o700);
      for (const [name, value] of Object.entries(keys)) {
        expect(readFileSync(path.join(target.dataDir, name), "utf8"), name).toBe(value);
        expect(statSync(path.join(target.dataDir, name)).mode & 0o777, name).toBe(0o600);
      }

      restored = await openDb(target.options);
      const ids = new Set((await restored.selectFrom("submissions").select("id").where("id", "not like", "seed-%").execute()).map((row) => row.id));
      expect(before.filter((id) => !ids.has(id)), "acknowledged before the backup began, missing").toEqual([]);
      // Nothing that was never acknowledged, and whole transactions only: each lead with its delivery.
      expect([...ids].filter((id) => !acknowledged.includes(id))).toEqual([]);
      expect(await restored.selectFrom("outbox").select("submission_id").execute()).toHaveLength(ids.size);
      expect(report.rows.submissions).toBe(8000 + ids.size);
      if (store.name === "sqlite") {
        // The backup's own tables stay in the backup.
        const tables = (await createClient({ url: sqliteFileUrl(path.join(target.dataDir, "site.sqlite")) }).execute("select name from sqlite_master where name like 'quillio_backup%'")).rows;
        expect(tables).toEqual([]);
      }
    } finally {
      await db.destroy();
      await restored?.destroy();
    }
  });

  it("refuses to replace a file without --force, and to restore over existing data, naming it", async () => {
    const source = await store.place("refusals");
    generateKeys(source.dataDir);
    await (await openDb(source.options)).destroy();
    const file = path.join(work, `${store.name}-existing`);
    writeFileSync(file, "an earlier backup");
    await expect(backupDatabase({ file, ...source })).rejects.toThrow(`${file} exists: name another file, or add --force`);
    expect(readFileSync(file, "utf8")).toBe("an earlier backup");
    expect(readdirSync(work).filter((name) => name.includes(".partial-"))).toEqual([]);
    const report = await backupDatabase({ file, force: true, ...source });
    expect(report.bytes).toBeGreaterThan(1000);

    if (store.name === "sqlite") {
      const occupied = path.join(work, "occupied");
      mkdirSync(occupied);
      writeFileSync(path.join(occupied, "notes.txt"), "someone's");
      await expect(restoreDatabase({ file, dataDir: occupied })).rejects.toThrow(`DATA_DIR ${occupied} is not empty (notes.txt)`);
      expect(readdirSync(occupied)).toEqual(["notes.txt"]);
      await expect(restoreDatabase({ file, dataDir: path.join(work, "elsewhere"), databaseUrl: "postgres://x@127.0.0.1:1/x" })).rejects.toThrow(/SQLite backup but DATABASE_URL is set/);
    } else {
      // Into the database it came from: not empty, nothing touched.
      await expect(restoreDatabase({ file, ...source })).rejects.toThrow(/The database .*backup_refusals_.* is not empty \(public\.admin_account/);
      await expect(restoreDatabase({ file, dataDir: path.join(work, "elsewhere") })).rejects.toThrow(/PostgreSQL dump: set DATABASE_URL/);
    }
  });
});

describe("db:backup on SQLite", () => {
  it("copies what the WAL holds, which a plain file copy of the live database misses", async () => {
    const { dataDir } = await sqliteStore.place("wal");
    const db = await openDb({ dataDir });
    try {
      for (let n = 0; n < 25; n++) await recordSubmission(testSubmission(lead(n)), { db });
      // The server keeps its connection open, so nothing is checkpointed into the main file yet.
      const copied = path.join(work, "plain-copy.sqlite");
      copyFileSync(path.join(dataDir, "site.sqlite"), copied);
      const plain = createClient({ url: sqliteFileUrl(copied) });
      const tables = (await plain.execute("select name from sqlite_master where name = 'submissions'")).rows;
      plain.close();
      expect(tables, "a file copy of a live site.sqlite holds no table").toEqual([]);

      const file = path.join(work, "wal-backup.sqlite");
      const report = await backupDatabase({ file, dataDir });
      expect(report.rows.submissions).toBe(25);
    } finally {
      await db.destroy();
    }
  });

  it("an older backup is restored as it was, and a server's start migrates it forward", async () => {
    const { dataDir } = await sqliteStore.place("older");
    const db = await openDb({ dataDir });
    await recordSubmission(testSubmission(lead(1)), { db });
    const latest = Object.keys(migrations).sort().at(-1)!;
    const down = await new Migrator({ db, provider: { getMigrations: async () => migrations } }).migrateDown();
    expect(down.results?.[0]).toMatchObject({ migrationName: latest, status: "Success" });
    await db.destroy();

    const file = path.join(work, "older.sqlite");
    const report = await backupDatabase({ file, dataDir });
    expect(report.pendingMigrations).toBe(1);
    const target = path.join(work, "older-restored");
    const restored = await restoreDatabase({ file, dataDir: target });
    expect(restored).toMatchObject({ pendingMigrations: 1, rows: { submissions: 1 } });

    const started = await openDb({ dataDir: target });
    try {
      expect(await started.selectFrom("admin_session").selectAll().execute()).toEqual([]);
      expect(await started.selectFrom("submissions").select("email").execute()).toEqual([{ email: "lead-1@backup.example" }]);
    } finally {
      await started.destroy();
    }
  });

  it("says so when another process holds the database exclusively, and leaves no partial file", async () => {
    const { dataDir } = await sqliteStore.place("locked");
    mkdirSync(dataDir, { recursive: true });
    // A database in rollback mode (not the site's WAL) whose holder keeps the exclusive lock of its last write.
    const holder = createClient({ url: sqliteFileUrl(path.join(dataDir, "site.sqlite")) });
    await holder.execute("pragma locking_mode = exclusive");
    await holder.execute("create table kysely_migration (name text)");
    const file = path.join(work, "locked.sqlite");
    try {
      await expect(backupDatabase({ file, dataDir, busyTimeoutMs: 300 })).rejects.toThrow(new BackupError(`The database ${path.join(dataDir, "site.sqlite")} stayed locked for 0.3 s: another process holds it exclusively (a restore, a VACUUM, a sqlite3 shell?). The site's own writes never block a backup (WAL); try again once that process is done.`));
    } finally {
      holder.close();
    }
    expect(existsSync(file)).toBe(false);
    expect(readdirSync(work).filter((name) => name.startsWith("locked.sqlite"))).toEqual([]);
  });

  it("refuses a file that is no backup, and a backup whose keys would replace other ones", async () => {
    const notABackup = path.join(work, "notes.txt");
    writeFileSync(notABackup, "hello");
    await expect(restoreDatabase({ file: notABackup, dataDir: path.join(work, "never") })).rejects.toThrow(/is not a backup of db:backup/);
    expect(existsSync(path.join(work, "never"))).toBe(false);

    const { dataDir } = await sqliteStore.place("keys");
    generateKeys(dataDir);
    await (await openDb({ dataDir })).destroy();
    const file = path.join(work, "keys.sqlite");
    await backupDatabase({ file, dataDir });
    // A tampered backup may not write outside DATA_DIR.
    const tampered = path.join(work, "tampered.sqlite");
    copyFileSync(file, tampered);
    chmodSync(tampered, 0o600);
    const client = createClient({ url: sqliteFileUrl(tampered) });
    await client.execute("insert into quillio_backup_secrets (name, value) values ('../escape', 'x')");
    client.close();
    const target = path.join(work, "tampered-restore");
    await expect(restoreDatabase({ file: tampered, dataDir: target })).rejects.toThrow(/unknown or malformed key \(\.\.\/escape\)/);
    expect(readdirSync(target)).toEqual([]);
    expect(existsSync(path.join(work, "escape"))).toBe(false);
  });
});

describe.runIf(process.env.TEST_DATABASE_URL)("db:backup on PostgreSQL", () => {
  const store = postgresStore(process.env.TEST_DATABASE_URL ?? "postgres://unused");
  afterAll(() => store.cleanUp());

  it("names a pg_dump older than the server before dumping, and never prints the password", async () => {
    const source = await store.place("tools");
    await (await openDb(source.options)).destroy();
    const fakeBin = path.join(work, "old-pg-bin");
    mkdirSync(fakeBin, { recursive: true });
    writeFileSync(path.join(fakeBin, "pg_dump"), "#!/bin/sh\necho 'pg_dump (PostgreSQL) 9.6.24'\n", { mode: 0o755 });
    const withPassword = Object.assign(new URL(source.databaseUrl!), { password: "never-shown-1234" }).toString();
    const old = await runDb(["backup", path.join(work, "old-tools.dump")], { ...source.env, DATABASE_URL: withPassword, PATH: `${fakeBin}:${process.env.PATH}` });
    expect(old.code).toBe(1);
    expect(old.stderr).toMatch(/^db:backup failed: pg_dump 9 cannot work with PostgreSQL \d+: install PostgreSQL's client tools of version \d+ or newer/);
    expect(existsSync(path.join(work, "old-tools.dump"))).toBe(false);

    const fine = await runDb(["backup", path.join(work, "password.dump")], { ...source.env, DATABASE_URL: withPassword });
    expect(fine.code).toBe(0);
    expect(fine.stdout).toMatch(/^db:backup {2}.*password\.dump\n {2}store {4}PostgreSQL, pg_dump in custom format/);
    expect(fine.stdout + fine.stderr).not.toContain("never-shown-1234");
  });
});
