import { spawn, spawnSync } from "node:child_process";
import pg from "pg";
import { MAIN_TABLES, schemaState, type RowCounts, type SchemaState } from "./contents";
import { BackupError, isDiskFull, type BackupTarget } from "./files";

/** The first bytes of a pg_dump archive in custom format. */
export const PG_DUMP_MAGIC = "PGDMP";

/** How a command reaches the database: the tools get the address without its password (`ps` shows arguments). */
interface Connection {
  url: string;
  dbname: string;
  env: NodeJS.ProcessEnv;
  /** Host, port and database, for messages: never the password. */
  label: string;
}

export function pgConnection(databaseUrl: string): Connection {
  const url = new URL(databaseUrl);
  const password = decodeURIComponent(url.password);
  url.password = "";
  const label = `${url.hostname || "localhost"}${url.port ? `:${url.port}` : ""}${url.pathname}`;
  return { url: databaseUrl, dbname: url.toString(), env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) }, label };
}

async function connect(connection: Connection): Promise<pg.Client> {
  const client = new pg.Client({ connectionString: connection.url });
  try {
    await client.connect();
  } catch (error) {
    throw new BackupError(`Cannot reach PostgreSQL at ${connection.label}: ${(error as Error).message}`);
  }
  return client;
}

async function serverMajor(client: pg.Client): Promise<number> {
  const { rows } = await client.query<{ server_version_num: string }>("show server_version_num");
  return Math.floor(Number(rows[0].server_version_num) / 10_000);
}

/**
 * The major version of pg_dump or pg_restore on PATH. pg_dump refuses a newer server, so an older tool is named
 * before it runs, with what to install.
 */
function toolMajor(tool: "pg_dump" | "pg_restore", server: number): number {
  const install = `install PostgreSQL's client tools of version ${server} or newer (Debian: postgresql-client-${server}) and put their folder first on PATH`;
  const result = spawnSync(tool, ["--version"], { encoding: "utf8" });
  if (result.error) throw new BackupError(`${tool} is not on PATH: ${install}.`);
  const major = Number(/\)\s*(\d+)/.exec(result.stdout)?.[1]);
  if (!Number.isInteger(major)) throw new BackupError(`Cannot read the version of ${tool} ("${result.stdout.trim()}").`);
  if (major < server) throw new BackupError(`${tool} ${major} cannot work with PostgreSQL ${server}: ${install}.`);
  return major;
}

/** Runs pg_dump or pg_restore; its complaint becomes the error (the password is never in its arguments). */
function runTool(tool: string, args: string[], connection: Connection): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(tool, args, { env: connection.env, stdio: ["ignore", "ignore", "pipe"] });
    let stderr = "";
    child.stderr.on("data", (chunk: Buffer) => (stderr += chunk.toString()));
    child.on("error", (error) => reject(new BackupError(`${tool} could not start: ${error.message}`)));
    child.on("close", (code) => {
      if (code === 0) return resolve();
      const said = stderr.trim().split("\n").slice(-3).join(" / ");
      if (isDiskFull({ message: said })) reject(new BackupError(`No space left for ${tool}'s output: free some space, or write elsewhere (${said}).`));
      else reject(new BackupError(`${tool} failed (exit ${code}): ${said}`));
    });
  });
}

async function rowCounts(client: pg.Client): Promise<RowCounts> {
  const counts: RowCounts = {};
  for (const table of MAIN_TABLES) {
    const { rows } = await client.query<{ present: boolean }>("select to_regclass($1) is not null as present", [table]);
    if (rows[0].present) counts[table] = Number((await client.query<{ n: string }>(`select count(*) as n from "${table}"`)).rows[0].n);
  }
  return counts;
}

async function schemaOf(client: pg.Client): Promise<SchemaState> {
  const { rows } = await client.query<{ present: boolean }>("select to_regclass('kysely_migration') is not null as present");
  if (!rows[0].present) return schemaState(null);
  return schemaState((await client.query<{ name: string | null }>("select max(name) as name from kysely_migration")).rows[0].name);
}

/**
 * `pg_dump --format=custom` of the whole database, run in a snapshot this connection exported: the row counts it
 * reports are those of the dump, however many submissions arrive meanwhile.
 */
export async function backupPostgres(databaseUrl: string, target: BackupTarget): Promise<{ rows: RowCounts } & SchemaState> {
  const connection = pgConnection(databaseUrl);
  const client = await connect(connection);
  try {
    toolMajor("pg_dump", await serverMajor(client));
    await client.query("begin isolation level repeatable read read only");
    const { rows } = await client.query<{ id: string }>("select pg_export_snapshot() as id");
    const contents = { rows: await rowCounts(client), ...(await schemaOf(client)) };
    await runTool("pg_dump", ["--format=custom", "--no-password", `--snapshot=${rows[0].id}`, `--file=${target.partial}`, `--dbname=${connection.dbname}`], connection);
    await client.query("commit");
    return contents;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A few of the tables a database already has: a restore only goes into an empty one. */
async function existingTables(client: pg.Client): Promise<string[]> {
  const { rows } = await client.query<{ name: string }>(
    `select n.nspname || '.' || c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind in ('r', 'p', 'v', 'm', 'S', 'f') and n.nspname not in ('pg_catalog', 'information_schema')
       and n.nspname not like 'pg\\_toast%' and n.nspname not like 'pg\\_temp%'
     order by 1 limit 6`,
  );
  return rows.map((row) => row.name);
}

/** Refuses a database that holds any table, naming it and what it holds; returns its label for the report. */
export async function assertEmptyDatabase(databaseUrl: string): Promise<string> {
  const connection = pgConnection(databaseUrl);
  const client = await connect(connection);
  try {
    const tables = await existingTables(client);
    if (tables.length > 0) {
      const listed = tables.slice(0, 5).join(", ") + (tables.length > 5 ? ", ..." : "");
      throw new BackupError(`The database ${connection.label} is not empty (${listed}): restore into a new, empty database (createdb), then point DATABASE_URL at it.`);
    }
    toolMajor("pg_restore", await serverMajor(client));
    return connection.label;
  } finally {
    await client.end().catch(() => {});
  }
}

/** `pg_restore` of a custom-format dump into an empty database, all or nothing (one transaction). */
export async function restorePostgres(file: string, databaseUrl: string): Promise<{ rows: RowCounts } & SchemaState> {
  const connection = pgConnection(databaseUrl);
  await runTool("pg_restore", ["--exit-on-error", "--single-transaction", "--no-owner", "--no-privileges", "--no-password", `--dbname=${connection.dbname}`, file], connection);
  const client = await connect(connection);
  try {
    return { rows: await rowCounts(client), ...(await schemaOf(client)) };
  } finally {
    await client.end().catch(() => {});
  }
}
