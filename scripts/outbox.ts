/**
 * npm run outbox:status                        entries by destination and state, and the latest failures
 * npm run outbox:retry -- [--destination X]    replays parked and failed entries now (same ids, so downstream can drop duplicates)
 * npm run outbox:work                          forwards due entries until stopped (run it alone; servers with
 *                                              OUTBOX_WORKER=off then only store)
 *
 * Reads the server's database: DATABASE_URL, or the SQLite file in DATA_DIR (.data/).
 */
import { parseArgs } from "node:util";
import { closeDb, getDb } from "@/server/db";
import { outboxCounts, recentFailures, retryFailed } from "@/server/outbox/admin";
import { startOutboxWorker } from "@/server/outbox/worker";

async function status() {
  const db = await getDb();
  const counts = await outboxCounts(db);
  if (counts.length === 0) return console.log("The outbox is empty.");
  console.table(counts);
  const failures = await recentFailures(db);
  if (failures.length > 0) {
    console.log("Latest parked (retried on the slow schedule) and failed entries (npm run outbox:retry replays them now):");
    console.table(failures.map((entry) => ({ ...entry, last_error: entry.last_error?.slice(0, 120) })));
  }
}

async function retry(destination?: string) {
  const count = await retryFailed(await getDb(), { destination });
  console.log(`${count} parked or failed ${count === 1 ? "entry" : "entries"}${destination ? ` for ${destination}` : ""} queued again.`);
}

/** A worker process of its own: JSON log lines like a server's, and the same drain on SIGTERM. */
async function work() {
  const { flushLogs, log } = await import("@/server/observability/log.mjs");
  const drainMs = Number(process.env.SHUTDOWN_DRAIN_MS || 20_000);
  const stop = startOutboxWorker();
  log.info({ component: "outbox", drainMs }, "forwarding the outbox; SIGTERM or Ctrl-C stops after the current deliveries");
  // The worker's own timer does not keep a process alive (servers have their HTTP server for that).
  const keepAlive = setInterval(() => {}, 60_000);
  const signal = await new Promise<string>((resolve) => {
    for (const name of ["SIGINT", "SIGTERM"] as const) process.once(name, () => resolve(name));
  });
  clearInterval(keepAlive);
  const { released } = await stop({ deadline: Date.now() + drainMs });
  await closeDb();
  log.info({ component: "outbox", signal, released }, "stopped");
  flushLogs();
}

async function main() {
  const { values, positionals } = parseArgs({ options: { destination: { type: "string" } }, allowPositionals: true });
  const [command] = positionals;
  if (command === "status") await status();
  else if (command === "retry") await retry(values.destination);
  else if (command === "work") await work();
  else throw new Error("Usage: tsx scripts/outbox.ts status | retry [--destination X] | work");
}

main()
  .catch((error) => {
    console.error(error instanceof Error ? error.message : error);
    process.exitCode = 1;
  })
  .finally(() => closeDb());
