/**
 * Reproduces the delivery faults of issue 35 against local fake receivers that ignore Idempotency-Key (the worst
 * case: every write they get is applied) and prints, as one JSON line, how many deliveries arrived more than once.
 *
 *   npx tsx scripts/measure-deliveries.ts slow [ms]  12 deliveries (4 free-trial accounts, 4 course registrations,
 *                                                 4 demo bookings) whose first call the receiver applies and answers
 *                                                 after 20 s (or ms), beyond OUTBOUND_TIMEOUT_MS (15 s)
 *   npx tsx scripts/measure-deliveries.ts kill    10 deliveries to the learning app and Chili Piper, the worker
 *                                                 process SIGKILLed while the receivers hold the calls they applied
 *   scripts/ci-postgres.sh -- npx tsx scripts/measure-deliveries.ts outage
 *                                                 submissions every 50 ms for 36 s to the learning app, Chili Piper
 *                                                 and Marketo, PostgreSQL stopped from 8 s to 24 s (16 s)
 *
 * `slow` and `kill` run on a fresh SQLite file (or TEST_DATABASE_URL); `outage` needs scripts/ci-postgres.sh,
 * which gives it a server of its own to stop and start (CI_POSTGRES_SERVER). LOG_LEVEL=info shows the worker's log.
 */
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";

process.env.LOG_LEVEL ??= "silent";

const scenario = process.argv[2];
const seconds = (since: number) => Math.round((Date.now() - since) / 100) / 10;
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function main() {
  if (scenario === "outage") {
    process.env.OUTBOUND_TIMEOUT_MS ??= "5000";
    process.env.OUTBOX_LEASE_MS ??= "20000";
  }
  process.env.OUTBOX_POLL_MS ??= "250";
  // Imported once the environment is set: the HTTP client reads OUTBOUND_TIMEOUT_MS when loaded.
  await import("@/server/observability/log.mjs");
  const { FakeChiliPiper, FakeLearningApp } = await import("@/server/testing/fake-receivers");
  const { FakeMarketo } = await import("@/server/testing/fake-marketo");
  const { openDb } = await import("@/server/db");
  const { recordSubmission } = await import("@/server/leads/store");
  const { testSubmission } = await import("@/server/testing/leads");
  const { deliveryMessage } = await import("@/server/testing/deliveries");
  const { drainOutbox, startOutboxWorker } = await import("@/server/outbox/worker");

  const learningApp = new FakeLearningApp();
  const chilipiper = new FakeChiliPiper();
  const marketo = new FakeMarketo();
  Object.assign(process.env, {
    LEARNING_APP_API_URL: await learningApp.start(),
    LEARNING_APP_API_TOKEN: "token",
    CHILIPIPER_DOMAIN: "quillio",
    CHILIPIPER_API_KEY: "key",
    CHILIPIPER_API_URL: await chilipiper.start(),
    MARKETO_ACCOUNT_ID: "123-ABC-456",
    MARKETO_CLIENT_ID: "id",
    MARKETO_CLIENT_SECRET: "secret",
    MARKETO_REST_URL: await marketo.start(),
  });
  const dataDir = mkdtempSync(path.join(tmpdir(), "measure-deliveries-"));
  const pgUrl = process.env.TEST_DATABASE_URL;
  const options = pgUrl ? { databaseUrl: pgUrl } : { dataDir };
  let db = await openDb(options);
  const store = (index: number, destinations: ("learning_app.account" | "learning_app.course" | "chilipiper.booking" | "marketo.lead")[]) =>
    recordSubmission(testSubmission({ kind: "form", email: `person${index}@measure.example`, destinations: [deliveryMessage(destinations[index % destinations.length]!, index)] }), { db });

  /** Waits until no entry is left to forward (or `limitMs` passes); answers the entries' states. */
  async function settle(limitMs: number): Promise<Record<string, number>> {
    const until = Date.now() + limitMs;
    for (;;) {
      const rows = await db.selectFrom("outbox").select(["status"]).execute().catch(() => null);
      const states: Record<string, number> = {};
      for (const row of rows ?? []) states[row.status] = (states[row.status] ?? 0) + 1;
      if (rows && Object.keys(states).every((state) => state === "forwarded" || state === "parked" || state === "failed")) return states;
      if (Date.now() > until) return states;
      await sleep(250);
    }
  }

  const receivers = () => ({
    learningApp: { applied: learningApp.records.length, deliveries: learningApp.applied.size, arrivedTwice: learningApp.duplicated, lookups: learningApp.lookups },
    chilipiper: { applied: chilipiper.records.length, deliveries: chilipiper.applied.size, arrivedTwice: chilipiper.duplicated, lookups: chilipiper.lookups },
  });
  const started = Date.now();
  let result: Record<string, unknown>;

  if (scenario === "slow") {
    const slowMs = Number(process.argv[3] ?? 20_000);
    // The first call of each delivery is slow: 8 at the learning app (accounts, registrations), 4 at Chili Piper.
    Object.assign(learningApp, { mode: "slow", slowWrites: 8, slowMs });
    Object.assign(chilipiper, { mode: "slow", slowWrites: 4, slowMs });
    for (let index = 0; index < 12; index += 1) await store(index, ["learning_app.account", "learning_app.course", "chilipiper.booking"]);
    const stop = startOutboxWorker({ db });
    const states = await settle(180_000);
    await stop();
    // The receivers apply the slow calls when they answer them, whether or not the caller still waits.
    await sleep(Math.max(0, started + slowMs + 1_000 - Date.now()));
    result = { scenario, outboundTimeoutMs: Number(process.env.OUTBOUND_TIMEOUT_MS ?? 15_000), receiverMs: slowMs, deliveries: 12, outbox: states, ...receivers() };
  } else if (scenario === "kill") {
    for (const receiver of [learningApp, chilipiper]) receiver.mode = "hang";
    await db.destroy();
    const child = spawn(process.execPath, ["--import", "tsx", path.join(import.meta.dirname, "../src/server/testing/crash-child.ts"), JSON.stringify(options), "receivers", "10"], {
      stdio: ["ignore", "ignore", "inherit"],
      env: process.env,
    });
    const applied = () => learningApp.records.length + chilipiper.records.length;
    while (applied() < 10 && child.exitCode === null) await sleep(10);
    child.kill("SIGKILL");
    await new Promise((resolve) => child.once("exit", resolve));
    for (const receiver of [learningApp, chilipiper]) receiver.mode = "ok";
    db = await openDb(options);
    // The dead worker's claims run out (its lease), then a new worker takes the entries.
    const until = Date.now() + 60_000;
    while (Date.now() < until && (await db.selectFrom("outbox").select("id").where("status", "!=", "forwarded").execute()).length > 0) {
      await drainOutbox({ db, retryBaseMs: 50, retryMaxMs: 200 });
      await sleep(200);
    }
    result = { scenario, deliveries: 10, outbox: await settle(0), ...receivers() };
  } else if (scenario === "outage") {
    const server = process.env.CI_POSTGRES_SERVER;
    if (!pgUrl || !server) throw new Error("outage: run it through scripts/ci-postgres.sh -- npx tsx scripts/measure-deliveries.ts outage");
    for (const receiver of [learningApp, chilipiper]) receiver.latencyMs = 150;
    const stop = startOutboxWorker({ db });
    const pg = (action: "stop" | "start") =>
      new Promise<void>((resolve, reject) => spawn(server, [action], { stdio: "ignore" }).on("exit", (code) => (code === 0 ? resolve() : reject(new Error(`${server} ${action}: ${code}`)))));
    const outage = (async () => {
      await sleep(8_000);
      await pg("stop");
      const down = Date.now();
      await sleep(16_000);
      await pg("start");
      return seconds(down);
    })();
    let stored = 0;
    let refused = 0;
    for (let index = 0; Date.now() - started < 36_000; index += 1) {
      await store(index, ["learning_app.account", "learning_app.course", "chilipiper.booking", "marketo.lead"]).then(
        () => (stored += 1),
        () => (refused += 1),
      );
      await sleep(50);
    }
    const downSeconds = await outage;
    const states = await settle(120_000);
    await stop();
    const marketoWrites = marketo.applied;
    result = {
      scenario,
      downSeconds,
      stored,
      refusedWhileDown: refused,
      outbox: states,
      ...receivers(),
      marketo: { applied: marketoWrites, deliveries: marketo.leads.size, arrivedTwice: marketoWrites - marketo.leads.size, lookups: marketo.lookups },
    };
  } else {
    throw new Error("Usage: tsx scripts/measure-deliveries.ts slow | kill | outage");
  }
  await db.destroy();
  await Promise.all([learningApp.stop(), chilipiper.stop(), marketo.stop()]);
  rmSync(dataDir, { recursive: true, force: true });
  console.log(JSON.stringify({ ...result, seconds: seconds(started) }));
}

main().then(
  () => process.exit(0),
  (error: unknown) => {
    console.error(error instanceof Error ? error.stack : error);
    process.exit(1);
  },
);
