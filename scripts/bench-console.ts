/**
 * npm run bench:console -- [--leads 100000] [--runs 30] [--budget 150]
 *
 * The console's two heaviest reads on a year of a busy site (scripts/bench/console-data.ts: 100,000 leads with
 * their deliveries, about 30 page views and 4 form starts per lead, raw events for the retention's 30 days and daily
 * aggregates before), in SQLite and in PostgreSQL (`npm run bench:console` runs under scripts/ci-postgres.sh, which
 * starts a throw-away server from Debian's packages and sets TEST_DATABASE_URL; without it only SQLite is measured):
 * - the leads list filtered by country, a date range and a search (`listLeads`: its count, its page of 50 with their
 *   deliveries, and the filters' choices), as the leads page reads it;
 * - the conversion per page and per source over 28 days beside the 28 before (`conversionReport`).
 * Each is timed `--runs` times after 3 warm-ups, then again on a copy of the same data without the lead columns' new
 * indexes (migration 0910's, dropped in the copy), in the same run. Exits 1 when a p95 on the indexed database is
 * over `--budget` ms.
 */
import { mkdirSync, mkdtempSync, rmSync } from "node:fs";
import { loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { sql } from "kysely";
import pg from "pg";
import { parseLeadFilters, listLeads } from "../src/server/admin/leads";
import { conversionReport } from "../src/server/admin/conversion";
import { dayOf } from "../src/server/analytics/retention";
import { ensurePgSchema, openDb, type Db } from "../src/server/db";
import { loadConsoleData } from "./bench/console-data";

const { values } = parseArgs({
  options: {
    leads: { type: "string", default: "100000" },
    runs: { type: "string", default: "30" },
    budget: { type: "string", default: "150" },
  },
});
const LEADS = Number(values.leads);
const RUNS = Number(values.runs);
const BUDGET_MS = Number(values.budget);
const DAY_MS = 86_400_000;

/** The indexes migration 0910 gave the lead columns (created_at and email had theirs before): dropped in the copy. */
const NEW_INDEXES = ["submissions_country_created_at", "submissions_form_type_created_at", "submissions_page_created_at", "submissions_source_created_at", "submissions_campaign_created_at"];
/** The tables the two reads touch, copied into PostgreSQL's second schema. */
const TABLES = ["submissions", "outbox", "newsletter_confirmations", "analytics_events", "analytics_daily", "analytics_days"];

const now = Date.now();
const today = dayOf(now);
const daysAgo = (days: number) => dayOf(now - days * DAY_MS);
/** Searches the team types: a sector, a family name, a company; each matches a few percent of the leads. */
const SEARCHES = ["logistik", "müller", "nordic"];

const queries: { name: string; run: (db: Db, index: number) => Promise<unknown> }[] = [
  {
    name: "leads: country DE + 90 days + search",
    run: (db, index) => listLeads(db, parseLeadFilters({ country: "DE", from: daysAgo(89), to: today, q: SEARCHES[index % SEARCHES.length] })),
  },
  { name: "conversion per page and source, 28 days vs the 28 before", run: (db) => conversionReport(db, { from: daysAgo(27), to: today }) },
];

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

async function timings(db: Db, run: (db: Db, index: number) => Promise<unknown>): Promise<{ p50: number; p95: number; max: number }> {
  for (let index = 0; index < 3; index += 1) await run(db, index);
  const times: number[] = [];
  for (let index = 0; index < RUNS; index += 1) {
    const started = performance.now();
    await run(db, index);
    times.push(performance.now() - started);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95), max: times[times.length - 1]! };
}

interface Row {
  database: string;
  query: string;
  indexed: { p50: number; p95: number; max: number };
  plain: { p50: number; p95: number; max: number };
}

async function measure(database: string, indexed: Db, plain: Db): Promise<Row[]> {
  const rows: Row[] = [];
  for (const query of queries) rows.push({ database, query: query.name, indexed: await timings(indexed, query.run), plain: await timings(plain, query.run) });
  return rows;
}

async function dropNewIndexes(db: Db): Promise<void> {
  for (const name of NEW_INDEXES) await db.schema.dropIndex(name).ifExists().execute();
}

const log = (line: string) => console.log(line);

async function sqlite(): Promise<Row[]> {
  const dir = mkdtempSync(path.join(tmpdir(), "bench-console-"));
  try {
    const db = await openDb({ dataDir: path.join(dir, "indexed") });
    log(`SQLite (${dir}):`);
    const started = Date.now();
    const data = await loadConsoleData(db, { leads: LEADS, days: 365, rawDays: 30, now, log });
    await sql`analyze`.execute(db);
    log(`  loaded in ${((Date.now() - started) / 1000).toFixed(0)} s (${data.aggregatedDays} days aggregated)`);
    // The copy: the same file (VACUUM INTO), then without the new indexes.
    const copy = path.join(dir, "plain");
    mkdirSync(copy, { recursive: true });
    await sql`vacuum into ${sql.lit(path.join(copy, "site.sqlite"))}`.execute(db);
    const plain = await openDb({ dataDir: copy });
    await dropNewIndexes(plain);
    await sql`analyze`.execute(plain);
    try {
      return await measure("SQLite", db, plain);
    } finally {
      await db.destroy();
      await plain.destroy();
    }
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

async function postgres(url: string): Promise<Row[]> {
  const schemas = { indexed: "bench_console", plain: "bench_console_plain" };
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    for (const schema of Object.values(schemas)) await admin.query(`drop schema if exists ${schema} cascade`);
    for (const schema of Object.values(schemas)) await ensurePgSchema(url, schema);
    const db = await openDb({ databaseUrl: url, pgSchema: schemas.indexed });
    const plain = await openDb({ databaseUrl: url, pgSchema: schemas.plain });
    try {
      log(`PostgreSQL (${new URL(url).host}):`);
      const started = Date.now();
      const data = await loadConsoleData(db, { leads: LEADS, days: 365, rawDays: 30, now, log });
      // The copy: the same rows in a second schema (migrated the same way), then without the new indexes.
      for (const table of TABLES) await admin.query(`insert into ${schemas.plain}.${table} select * from ${schemas.indexed}.${table}`);
      await dropNewIndexes(plain);
      for (const schema of Object.values(schemas)) for (const table of TABLES) await admin.query(`vacuum analyze ${schema}.${table}`);
      log(`  loaded and copied in ${((Date.now() - started) / 1000).toFixed(0)} s (${data.aggregatedDays} days aggregated)`);
      return await measure("PostgreSQL", db, plain);
    } finally {
      await db.destroy();
      await plain.destroy();
    }
  } finally {
    for (const schema of Object.values(schemas)) await admin.query(`drop schema if exists ${schema} cascade`).catch(() => undefined);
    await admin.end();
  }
}

const ms = (value: number) => `${value.toFixed(1)} ms`;

async function main(): Promise<void> {
  log(`bench:console: ${LEADS.toLocaleString("en")} leads over 365 days, ${RUNS} runs per query after 3 warm-ups, budget p95 <= ${BUDGET_MS} ms; load average ${loadavg().map((load) => load.toFixed(2)).join(" ")}`);
  const rows = [...(await sqlite())];
  const url = process.env.TEST_DATABASE_URL;
  if (url) rows.push(...(await postgres(url)));
  else log("PostgreSQL: not measured (no TEST_DATABASE_URL: run npm run bench:console, which starts one)");

  log(`\n| database | query | p50 | p95 | max | without the new indexes: p50 | p95 |`);
  log(`|---|---|---:|---:|---:|---:|---:|`);
  for (const row of rows) log(`| ${row.database} | ${row.query} | ${ms(row.indexed.p50)} | ${ms(row.indexed.p95)} | ${ms(row.indexed.max)} | ${ms(row.plain.p50)} | ${ms(row.plain.p95)} |`);
  log(`\nload average after: ${loadavg().map((load) => load.toFixed(2)).join(" ")}`);
  const missed = rows.filter((row) => row.indexed.p95 > BUDGET_MS);
  for (const row of missed) console.error(`over budget: ${row.database}, ${row.query}: p95 ${ms(row.indexed.p95)} > ${BUDGET_MS} ms`);
  process.exitCode = missed.length > 0 ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(`bench:console: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`);
  process.exitCode = 1;
});
