import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { expect, test } from "@playwright/test";
import { drillProblems, runBackupDrill } from "./support/backup-drill";

/**
 * Backups (issue 33): `npm run db:backup` while leads arrive, `npm run db:restore` into an empty DATA_DIR, a server
 * started on it. The same drill on PostgreSQL: e2e/instances/backup.test.ts (scripts/ci-instances.sh).
 */
const port = Number(process.env.E2E_PORT || 3100) + 20;

test("a backup taken while leads arrive restores into an empty DATA_DIR: every acknowledged lead, the console session and the signed link work on the restored server", async () => {
  test.setTimeout(300_000);
  const work = mkdtempSync(path.join(tmpdir(), "backup-drill-"));
  try {
    const drill = await runBackupDrill({
      port,
      source: { env: { DATA_DIR: path.join(work, "data") } },
      target: { env: { DATA_DIR: path.join(work, "restored") } },
      file: path.join(work, "site-backup.sqlite"),
    });
    expect(drillProblems(drill)).toEqual([]);
    expect(drill.acknowledgedBefore.length).toBeGreaterThanOrEqual(10);
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
});
