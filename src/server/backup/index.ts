import { existsSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import type { BackupReport, RestoreReport } from "./contents";
import { BackupError, claimTarget, publish, startsWith } from "./files";
import { assertEmptyDatabase, backupPostgres, PG_DUMP_MAGIC, restorePostgres } from "./postgres";
import { assertSecretsFit, checkedSecrets, readGeneratedSecrets, secretsFromEnvironment, writeRestoredSecrets } from "./secrets";
import { backupSqlite, restoreSqlite, SQLITE_MAGIC } from "./sqlite";

export { BackupError } from "./files";
export type { BackupReport, RestoreReport } from "./contents";

/** Beside a PostgreSQL dump: the keys generated into DATA_DIR (pg_dump's archive cannot carry them). */
export const SECRETS_SUFFIX = ".secrets";
const SECRETS_FORMAT = "quillio-secrets/1";

export interface BackupOptions {
  file: string;
  /** Replace an existing file. */
  force?: boolean;
  databaseUrl?: string;
  dataDir: string;
  /** How long SQLite waits for a lock another process holds exclusively. */
  busyTimeoutMs?: number;
  env?: Record<string, string | undefined>;
}

const elapsed = (started: number) => Math.round((performance.now() - started) / 100) / 10;

/**
 * A consistent backup of the site's data while the site serves and writes: SQLite by `VACUUM INTO` with the
 * generated keys in the same file; PostgreSQL by `pg_dump` with the keys in `<file>.secrets`. Written privately (0600)
 * and given its name only once complete.
 */
export async function backupDatabase(options: BackupOptions): Promise<BackupReport> {
  const started = performance.now();
  const secrets = readGeneratedSecrets(options.dataDir);
  const postgres = Boolean(options.databaseUrl);
  const target = claimTarget(options.file, options.force ?? false, postgres ? [SECRETS_SUFFIX] : []);
  const written: string[] = [];
  try {
    const contents = postgres ? await backupPostgres(options.databaseUrl!, target) : await backupSqlite(options.dataDir, target, secrets, options.busyTimeoutMs ?? 15_000);
    let secretsFile: string | null = null;
    if (postgres) {
      const companion = `${target.file}${SECRETS_SUFFIX}`;
      if (Object.keys(secrets).length > 0) {
        const keys = claimTarget(companion, target.force);
        writeFileSync(keys.partial, `${JSON.stringify({ format: SECRETS_FORMAT, secrets }, null, 2)}\n`);
        publish(keys.partial, keys.file, keys.force);
        written.push(keys.file);
        secretsFile = keys.file;
      } else if (target.force) {
        // A replaced dump must not keep the keys of the one before.
        rmSync(companion, { force: true });
      }
    }
    publish(target.partial, target.file, target.force);
    return {
      store: postgres ? "postgresql" : "sqlite",
      file: target.file,
      bytes: statSync(target.file).size,
      secretsFile,
      seconds: elapsed(started),
      ...contents,
      secrets: Object.keys(secrets),
      secretsFromEnvironment: secretsFromEnvironment(options.env),
    };
  } catch (error) {
    rmSync(target.partial, { force: true });
    for (const file of written) rmSync(file, { force: true });
    throw error;
  }
}

export interface RestoreOptions {
  file: string;
  databaseUrl?: string;
  dataDir: string;
}

function readSecretsFile(file: string) {
  const parsed = JSON.parse(readFileSync(file, "utf8")) as { format?: unknown; secrets?: unknown };
  if (parsed.format !== SECRETS_FORMAT || typeof parsed.secrets !== "object" || parsed.secrets === null) throw new BackupError(`${file} is not a keys file of db:backup.`);
  return checkedSecrets(Object.entries(parsed.secrets), file);
}

/**
 * Puts a backup back: an SQLite backup into an empty DATA_DIR, a PostgreSQL dump into an empty database (its keys
 * file, when beside it, into DATA_DIR). A server started on it applies newer migrations as at any start.
 */
export async function restoreDatabase(options: RestoreOptions): Promise<RestoreReport> {
  const started = performance.now();
  const file = path.resolve(options.file);
  const dataDir = path.resolve(options.dataDir);
  if (!existsSync(file) || !statSync(file).isFile()) throw new BackupError(`No backup at ${file}.`);
  if (startsWith(file, SQLITE_MAGIC)) {
    if (options.databaseUrl) throw new BackupError(`${file} is an SQLite backup but DATABASE_URL is set: unset it to restore into DATA_DIR (${dataDir}).`);
    const restored = await restoreSqlite(file, dataDir);
    return { store: "sqlite", from: file, into: dataDir, dataDir, seconds: elapsed(started), ...restored };
  }
  if (startsWith(file, PG_DUMP_MAGIC)) {
    if (!options.databaseUrl) throw new BackupError(`${file} is a PostgreSQL dump: set DATABASE_URL to the empty database it goes into.`);
    const keysFile = `${file}${SECRETS_SUFFIX}`;
    const secrets = existsSync(keysFile) ? readSecretsFile(keysFile) : {};
    const into = await assertEmptyDatabase(options.databaseUrl);
    // The keys are checked against DATA_DIR before the database is touched, and written once it is restored.
    assertSecretsFit(dataDir, secrets);
    const restored = await restorePostgres(file, options.databaseUrl);
    writeRestoredSecrets(dataDir, secrets);
    return { store: "postgresql", from: file, into, dataDir, seconds: elapsed(started), ...restored, secrets: Object.keys(secrets) };
  }
  throw new BackupError(`${file} is not a backup of db:backup (neither an SQLite database nor a pg_dump archive in custom format).`);
}
