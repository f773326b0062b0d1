import { migrations } from "@/server/db/migrations";

/** The tables a backup's report counts: the leads and what hangs on them, mails, analytics, console sessions. */
export const MAIN_TABLES = ["submissions", "outbox", "newsletter_subscriptions", "redemption_codes", "outgoing_email", "analytics_events", "admin_session"] as const;

/** Row counts of the main tables (a table an older schema lacks is left out). */
export type RowCounts = Partial<Record<(typeof MAIN_TABLES)[number], number>>;

const migrationNames = Object.keys(migrations).sort();

/** Where a database's schema stands: its last migration, and how many newer ones the server applies at start. */
export interface SchemaState {
  migration: string | null;
  pendingMigrations: number;
}

export function schemaState(lastApplied: string | null): SchemaState {
  return { migration: lastApplied, pendingMigrations: migrationNames.filter((name) => lastApplied === null || name > lastApplied).length };
}

/** What a backup holds and where it went (printed by `npm run db:backup`, `--json` for scripts). */
export interface BackupReport extends SchemaState {
  store: "sqlite" | "postgresql";
  file: string;
  bytes: number;
  /** The file beside a PostgreSQL dump that holds the generated keys; null when they are in `file` or there are none. */
  secretsFile: string | null;
  seconds: number;
  rows: RowCounts;
  /** Keys generated into DATA_DIR, kept in the backup (file names, never values). */
  secrets: string[];
  /** Keys set in the environment: no backup holds them, the operator's configuration does. */
  secretsFromEnvironment: string[];
}

/** What a restore put back (printed by `npm run db:restore`). */
export interface RestoreReport extends SchemaState {
  store: "sqlite" | "postgresql";
  from: string;
  /** DATA_DIR for SQLite; the database (host, port, name; never the password) for PostgreSQL. */
  into: string;
  dataDir: string;
  seconds: number;
  rows: RowCounts;
  secrets: string[];
}
