import { chmodSync, constants, copyFileSync, existsSync, renameSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { createClient, type Client } from "@libsql/client";
import { SQLITE_FILE_NAME, sqliteFileUrl } from "@/server/db";
import { ensurePrivateDir } from "@/server/security/data-files";
import { MAIN_TABLES, schemaState, type RowCounts, type SchemaState } from "./contents";
import { assertEmptyFolder, BackupError, humanSize, isDiskFull, syncFolder, type BackupTarget } from "./files";
import { checkedSecrets, writeRestoredSecrets, type SecretFiles } from "./secrets";

/** Tables that exist only in a backup file: its format and the generated keys. A restore drops them. */
const INFO_TABLE = "quillio_backup";
const SECRETS_TABLE = "quillio_backup_secrets";
const FORMAT = "quillio-backup/1";

/** The first bytes of every SQLite database file. */
export const SQLITE_MAGIC = "SQLite format 3\0";

async function rowCounts(client: Client): Promise<RowCounts> {
  const present = new Set((await client.execute("select name from sqlite_master where type = 'table'")).rows.map((row) => String(row.name)));
  const counts: RowCounts = {};
  for (const table of MAIN_TABLES) {
    if (present.has(table)) counts[table] = Number((await client.execute(`select count(*) as n from "${table}"`)).rows[0].n);
  }
  return counts;
}

async function schemaOf(client: Client, file: string): Promise<SchemaState> {
  const table = await client.execute("select 1 from sqlite_master where type = 'table' and name = 'kysely_migration'");
  if (table.rows.length === 0) throw new BackupError(`${file} is not a database of this site (it has no migration table).`);
  const last = await client.execute("select max(name) as name from kysely_migration");
  return schemaState((last.rows[0]?.name as string | null) ?? null);
}

function sqliteProblem(error: unknown, what: string, space: { folder: string; bytes: number }, busyTimeoutMs: number): Error {
  const code = (error as { code?: string }).code;
  if (code === "SQLITE_BUSY" || code === "SQLITE_LOCKED") {
    return new BackupError(`${what} stayed locked for ${busyTimeoutMs / 1000} s: another process holds it exclusively (a restore, a VACUUM, a sqlite3 shell?). The site's own writes never block a backup (WAL); try again once that process is done.`);
  }
  if (isDiskFull(error)) return new BackupError(`No space left in ${space.folder}: the copy needs about ${humanSize(space.bytes)}. Free some space, or write the backup elsewhere.`);
  return error instanceof Error ? error : new Error(String(error));
}

/** The database's size with its WAL: about what a copy needs. */
function liveSize(file: string): number {
  return [file, `${file}-wal`].reduce((sum, name) => sum + (existsSync(name) ? statSync(name).size : 0), 0);
}

/**
 * An online copy of `DATA_DIR/site.sqlite` with `VACUUM INTO`: one read transaction, so the copy is the database as
 * one moment saw it, WAL included, while the server goes on writing (a file copy of a live WAL database misses
 * what the WAL holds). The generated keys go into a table of the copy: one file restores everything.
 */
export async function backupSqlite(dataDir: string, target: BackupTarget, secrets: SecretFiles, busyTimeoutMs: number): Promise<{ rows: RowCounts } & SchemaState> {
  const source = path.join(dataDir, SQLITE_FILE_NAME);
  if (!existsSync(source)) throw new BackupError(`No database at ${source}: nothing to back up (is DATA_DIR the server's?).`);
  const space = { folder: path.dirname(target.file), bytes: liveSize(source) };
  const live = createClient({ url: sqliteFileUrl(source), timeout: busyTimeoutMs });
  try {
    await live.execute({ sql: "VACUUM INTO ?", args: [target.partial] });
  } catch (error) {
    throw sqliteProblem(error, `The database ${source}`, space, busyTimeoutMs);
  } finally {
    live.close();
  }
  const copy = createClient({ url: sqliteFileUrl(target.partial) });
  try {
    await copy.batch(
      [
        `create table ${INFO_TABLE} (key text primary key, value text not null)`,
        `create table ${SECRETS_TABLE} (name text primary key, value text not null)`,
        { sql: `insert into ${INFO_TABLE} (key, value) values ('format', ?), ('created_at', ?)`, args: [FORMAT, new Date().toISOString()] },
        ...Object.entries(secrets).map(([name, value]) => ({ sql: `insert into ${SECRETS_TABLE} (name, value) values (?, ?)`, args: [name, value] })),
      ],
      "write",
    );
    const schema = await schemaOf(copy, source);
    return { rows: await rowCounts(copy), ...schema };
  } catch (error) {
    throw sqliteProblem(error, `The copy ${target.partial}`, space, busyTimeoutMs);
  } finally {
    copy.close();
  }
}

/**
 * Puts a backup back as `dataDir/site.sqlite` with its keys beside it (0600, the folder 0700). The folder must be
 * empty. The backup's own tables are dropped and the file vacuumed, so the keys are not left in the database file.
 */
export async function restoreSqlite(file: string, dataDir: string): Promise<{ rows: RowCounts; secrets: string[] } & SchemaState> {
  assertEmptyFolder(dataDir);
  ensurePrivateDir(dataDir);
  const staging = path.join(dataDir, `${SQLITE_FILE_NAME}.restoring`);
  const created = [staging];
  try {
    copyFileSync(file, staging, constants.COPYFILE_EXCL);
    chmodSync(staging, 0o600);
    const copy = createClient({ url: sqliteFileUrl(staging) });
    let secrets: SecretFiles;
    let result: { rows: RowCounts } & SchemaState;
    try {
      const schema = await schemaOf(copy, file);
      const tables = new Set((await copy.execute("select name from sqlite_master where type = 'table'")).rows.map((row) => String(row.name)));
      if (tables.has(INFO_TABLE)) {
        const format = await copy.execute(`select value from ${INFO_TABLE} where key = 'format'`);
        if (format.rows[0]?.value !== FORMAT) throw new BackupError(`${file} is a backup of another format (${String(format.rows[0]?.value)}): restore it with the version of the site that wrote it.`);
      }
      secrets = tables.has(SECRETS_TABLE) ? checkedSecrets((await copy.execute(`select name, value from ${SECRETS_TABLE}`)).rows.map((row) => [String(row.name), row.value]), file) : {};
      await copy.batch([`drop table if exists ${SECRETS_TABLE}`, `drop table if exists ${INFO_TABLE}`], "write");
      await copy.execute("VACUUM");
      result = { rows: await rowCounts(copy), ...schema };
    } finally {
      copy.close();
    }
    created.push(...writeRestoredSecrets(dataDir, secrets));
    renameSync(staging, path.join(dataDir, SQLITE_FILE_NAME));
    syncFolder(dataDir);
    return { ...result, secrets: Object.keys(secrets) };
  } catch (error) {
    for (const name of created) rmSync(name, { force: true });
    if (isDiskFull(error)) throw new BackupError(`No space left in ${dataDir}: the restore needs about ${humanSize(statSync(file).size)}. Free some space and run it again.`);
    throw error;
  }
}
