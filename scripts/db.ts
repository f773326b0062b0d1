/**
 * npm run db:backup -- <file> [--force] [--json]   a consistent copy of the data while the site serves and writes
 * npm run db:restore -- <file> [--json]            puts one back into an empty DATA_DIR (or empty database)
 *
 * Reads DATABASE_URL and DATA_DIR like the server: SQLite is copied online (VACUUM INTO) with the keys generated into
 * DATA_DIR in the same file; PostgreSQL is dumped by pg_dump (custom format) with the keys in <file>.secrets.
 * Prints what it wrote, never a key; on failure one line saying why, and exit code 1.
 */
import path from "node:path";
import { parseArgs } from "node:util";
import { backupDatabase, BackupError, restoreDatabase, type BackupReport, type RestoreReport } from "@/server/backup";
import { humanSize } from "@/server/backup/files";
import { databaseEnv } from "@/server/db";

const line = (label: string, text: string) => `  ${label.padEnd(8)} ${text}`;
const rows = (counts: Record<string, number>) => Object.entries(counts).map(([table, count]) => `${table} ${count}`).join(", ") || "none (no site tables)";

function schema(report: { migration: string | null; pendingMigrations: number }): string {
  const pending = report.pendingMigrations === 0 ? "current" : `the server applies ${report.pendingMigrations} newer migration${report.pendingMigrations === 1 ? "" : "s"} at start`;
  return `${report.migration ?? "no migration yet"} (${pending})`;
}

function describeBackup(report: BackupReport): string[] {
  const lines = [
    `db:backup  ${report.file}`,
    line("store", report.store === "sqlite" ? "SQLite, copied online (VACUUM INTO)" : "PostgreSQL, pg_dump in custom format (npm run db:restore, or pg_restore)"),
    line("size", `${humanSize(report.bytes)}, mode 0600, in ${report.seconds} s`),
    line("rows", rows(report.rows)),
    line("schema", schema(report)),
  ];
  if (report.secrets.length > 0) lines.push(line("keys", `${report.secretsFile ? `in ${report.secretsFile} (0600)` : "in the file"}: ${report.secrets.join(", ")}`));
  if (report.secretsFromEnvironment.length > 0) lines.push(line("env", `set in the environment, not in this backup (keep them with the configuration): ${report.secretsFromEnvironment.join(", ")}`));
  if (report.store === "postgresql" && report.secrets.length > 0) {
    lines.push(line("note", "with several servers, set these keys in every server's environment: each would otherwise generate its own"));
  }
  return lines;
}

function describeRestore(report: RestoreReport): string[] {
  return [
    `db:restore  ${report.from}`,
    line("into", report.store === "sqlite" ? `DATA_DIR ${report.into}` : `PostgreSQL ${report.into}, keys into DATA_DIR ${report.dataDir}`),
    line("rows", rows(report.rows)),
    line("schema", schema(report)),
    line(
      "keys",
      report.secrets.length > 0
        ? `restored (0600): ${report.secrets.join(", ")}`
        : "none in the backup: set them in the environment as before, or the server generates new ones (links and sessions signed earlier stop working)",
    ),
    line("took", `${report.seconds} s; start the server with ${report.store === "sqlite" ? "DATA_DIR" : "DATABASE_URL and DATA_DIR"} pointing here`),
  ];
}

async function main() {
  const { values, positionals } = parseArgs({ options: { force: { type: "boolean" }, json: { type: "boolean" } }, allowPositionals: true });
  const [command, file, ...rest] = positionals;
  if (!file || rest.length > 0 || (command !== "backup" && command !== "restore")) {
    throw new BackupError("Usage: npm run db:backup -- <file> [--force] [--json] | npm run db:restore -- <file> [--json]");
  }
  const env = databaseEnv.parse(process.env);
  const options = { file, databaseUrl: env.DATABASE_URL, dataDir: path.resolve(env.DATA_DIR) };
  const report = command === "backup" ? await backupDatabase({ ...options, force: values.force }) : await restoreDatabase(options);
  const text = values.json ? [JSON.stringify(report)] : "secretsFromEnvironment" in report ? describeBackup(report) : describeRestore(report);
  console.log(text.join("\n"));
}

main().catch((error: unknown) => {
  const command = process.argv[2] === "restore" ? "db:restore" : "db:backup";
  // An operator's problem is said in one line; anything else keeps its stack for a bug report.
  console.error(`${command} failed: ${error instanceof BackupError ? error.message : error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
