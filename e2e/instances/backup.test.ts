// The restore drill of e2e/backup.spec.ts on PostgreSQL: a production server on one database, `npm run db:backup`
// (pg_dump) while leads arrive, `npm run db:restore` (pg_restore) into a new, empty database, a server started on it.
// Run by scripts/ci-instances.sh (TEST_DATABASE_URL; pg_dump of the server's version first on PATH); needs the browser
// tests' build in E2E_DIST_DIR (.next-e2e).
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { afterAll, describe, expect, it } from "vitest";
import { drillProblems, runBackupDrill } from "../support/backup-drill";

const databaseUrl = process.env.TEST_DATABASE_URL;
const port = Number(process.env.E2E_PORT || 3100) + 22;

async function admin(query: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(query);
  } finally {
    await client.end();
  }
}

describe.runIf(databaseUrl)("backup and restore on PostgreSQL", () => {
  const names = [`drill_source_${process.pid}`, `drill_restored_${process.pid}`];
  const work = mkdtempSync(path.join(tmpdir(), "backup-drill-pg-"));
  afterAll(async () => {
    for (const name of names) await admin(`drop database if exists "${name}" with (force)`);
    rmSync(work, { recursive: true, force: true });
  });

  it("a dump taken while leads arrive restores into an empty database: every acknowledged lead, the console session and the signed link work on the restored server", { timeout: 300_000 }, async () => {
    for (const name of names) await admin(`create database "${name}"`);
    const [source, restored] = names.map((name) => Object.assign(new URL(databaseUrl!), { pathname: `/${name}` }).toString());
    const drill = await runBackupDrill({
      port,
      source: { env: { DATABASE_URL: source, DATA_DIR: path.join(work, "data") } },
      target: { env: { DATABASE_URL: restored, DATA_DIR: path.join(work, "restored") } },
      file: path.join(work, "site.dump"),
    });
    expect(drillProblems(drill)).toEqual([]);
    expect(drill.acknowledgedBefore.length).toBeGreaterThanOrEqual(10);
  });
});
