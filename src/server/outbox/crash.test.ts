import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it, vi } from "vitest";
import { resetMarketoToken } from "../integrations/marketo";
import { FakeMarketo } from "../testing/fake-marketo";
import { FakeChiliPiper, FakeLearningApp } from "../testing/fake-receivers";
import { reopenTestDb, testDatabases } from "../testing/databases";
import { startSmtpSink, type SmtpSinkOptions } from "../testing/smtp-sink";
import { destinationHandlers, type DestinationHandlers } from "./destinations";
import { drainOutbox } from "./worker";

const child = path.join(import.meta.dirname, "../testing/crash-child.ts");

/**
 * Runs the child until it prints `until` (or, given a function, until that says so), then kills it with SIGKILL
 * (no cleanup runs).
 */
function runAndKill(
  options: object,
  mode: "stored" | "claimed" | "marketo" | "mail" | "receivers",
  until: string | (() => boolean),
  env: NodeJS.ProcessEnv = process.env,
  args: string[] = [],
): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, ["--import", "tsx", child, JSON.stringify(options), mode, ...args], { stdio: ["ignore", "pipe", "inherit"], env });
    let output = "";
    const done = () => (typeof until === "string" ? output.includes(until) : until());
    const poll = typeof until === "string" ? undefined : setInterval(() => done() && server.kill("SIGKILL"), 10);
    server.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (typeof until === "string" && done()) server.kill("SIGKILL");
    });
    server.on("exit", () => clearInterval(poll));
    server.on("exit", () => (done() ? resolve(output) : reject(new Error(`child exited early: ${output}`))));
    server.on("error", reject);
  });
}

function countingHandlers() {
  const keys: string[] = [];
  const handlers: DestinationHandlers = {
    ...destinationHandlers,
    "marketo.lead": async (_message, { idempotencyKey }) => {
      keys.push(idempotencyKey);
      return { status: "created" };
    },
  };
  return { keys, handlers };
}

describe.each(testDatabases())("a server killed between store and forward ($name)", (database) => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    for (const cleanup of cleanups.splice(0)) await cleanup();
  });

  it("forwards the stored submission after restart", async () => {
    const { db: first, options, close } = await database.open();
    cleanups.push(close);
    await first.destroy();

    const output = await runAndKill(options, "stored", "stored ");
    const submissionId = /stored (\S+)/.exec(output)![1];

    const restarted = await reopenTestDb(options);
    cleanups.unshift(() => restarted.destroy());
    const { keys, handlers } = countingHandlers();
    expect((await drainOutbox({ db: restarted, handlers })).forwarded).toBe(1);
    const entry = await restarted.selectFrom("outbox").selectAll().where("submission_id", "=", submissionId).executeTakeFirstOrThrow();
    expect(entry.status).toBe("forwarded");
    expect(keys).toEqual([entry.id]);
  }, 30_000);

  it("forwards a submission whose delivery was cut off, once its claim expires", async () => {
    const { db: first, options, close } = await database.open();
    cleanups.push(close);
    await first.destroy();

    await runAndKill(options, "claimed", "delivering");

    const restarted = await reopenTestDb(options);
    cleanups.unshift(() => restarted.destroy());
    const { keys, handlers } = countingHandlers();
    const stuck = await restarted.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(stuck.status).toBe("processing");
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(stuck.locked_until!) - Date.now()) + 20));
    expect((await drainOutbox({ db: restarted, handlers })).forwarded).toBe(1);
    expect(keys).toEqual([stuck.id]);
    expect(await drainOutbox({ db: restarted, handlers })).toEqual({ forwarded: 0, retrying: 0, parked: 0, failed: 0 });
  }, 30_000);

  it("a crash while Marketo applies the lead leaves no duplicate lead, without MARKETO_IDEMPOTENCY_FIELD", async () => {
    const marketo = new FakeMarketo();
    const marketoEnv = { MARKETO_ACCOUNT_ID: "123-ABC-456", MARKETO_CLIENT_ID: "id", MARKETO_CLIENT_SECRET: "secret", MARKETO_IDEMPOTENCY_FIELD: "", MARKETO_REST_URL: await marketo.start() };
    cleanups.push(() => marketo.stop());
    // Marketo applies the lead; the server dies before the answer comes back.
    marketo.mode = "hang";
    const { db: first, options, close } = await database.open();
    cleanups.push(close);
    await first.destroy();
    await runAndKill(options, "marketo", () => marketo.applied > 0, { ...process.env, ...marketoEnv });

    for (const [name, value] of Object.entries(marketoEnv)) vi.stubEnv(name, value);
    cleanups.unshift(async () => {
      vi.unstubAllEnvs();
    });
    resetMarketoToken();
    marketo.mode = "ok";
    const restarted = await reopenTestDb(options);
    cleanups.unshift(() => restarted.destroy());
    const stuck = await restarted.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(stuck.status).toBe("processing");
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, Date.parse(stuck.locked_until!) - Date.now()) + 20));
    expect(await drainOutbox({ db: restarted })).toEqual({ forwarded: 1, retrying: 0, parked: 0, failed: 0 });

    expect(marketo.applied).toBe(1);
    expect(marketo.lookups).toBe(1);
    expect([...marketo.leads.keys()]).toEqual(["crash@analytical.example"]);
    const done = await restarted.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: "forwarded", attempts: 2, doubt_since: stuck.attempt_started_at });
  }, 30_000);

  // Issue 35: killed during a slow SMTP send, 20 of 30 mails went out twice (a whole batch was in flight at once).
  it("SIGKILL during a slow SMTP send repeats at most the one mail in flight", async () => {
    const slow: SmtpSinkOptions = { acceptDelayMs: 300 };
    const sink = await startSmtpSink(slow);
    cleanups.push(() => sink.stop());
    const { db: first, options, close } = await database.open();
    cleanups.push(close);
    await first.destroy();
    // Killed once ten mails are in: the server holds each one's answer, so the mail in flight is received, not acknowledged.
    await runAndKill(options, "mail", () => sink.received.length >= 10, { ...process.env, SMTP_URL: sink.url, MAIL_COUNT: "30" });

    slow.acceptDelayMs = 0;
    vi.stubEnv("SMTP_URL", sink.url);
    cleanups.unshift(async () => {
      vi.unstubAllEnvs();
    });
    const restarted = await reopenTestDb(options);
    cleanups.unshift(() => restarted.destroy());
    const leases = await restarted.selectFrom("outbox").select("locked_until").where("status", "=", "processing").execute();
    const lastLease = Math.max(0, ...leases.map((row) => Date.parse(row.locked_until!)));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lastLease - Date.now()) + 20));
    await drainOutbox({ db: restarted, retryBaseMs: 1, retryMaxMs: 1 });

    const copies = new Map<string, number>();
    for (const mail of sink.received) copies.set(mail.messageId!, (copies.get(mail.messageId!) ?? 0) + 1);
    const twice = [...copies.values()].filter((count) => count > 1).length;
    expect(copies.size).toBe(30);
    expect(twice).toBeLessThanOrEqual(1);
    expect(await restarted.selectFrom("outbox").select("status").where("status", "!=", "forwarded").execute()).toEqual([]);
  }, 60_000);

  it("a crash while the learning app and Chili Piper apply the calls leaves no duplicate there", async () => {
    const learningApp = new FakeLearningApp();
    const chilipiper = new FakeChiliPiper();
    const receiversEnv = {
      LEARNING_APP_API_URL: await learningApp.start(),
      LEARNING_APP_API_TOKEN: "token",
      CHILIPIPER_DOMAIN: "quillio",
      CHILIPIPER_API_KEY: "key",
      CHILIPIPER_API_URL: await chilipiper.start(),
    };
    cleanups.push(() => learningApp.stop(), () => chilipiper.stop());
    // Both apply every call (and ignore Idempotency-Key); the server dies before any answer comes back.
    learningApp.mode = "hang";
    chilipiper.mode = "hang";
    const { db: first, options, close } = await database.open();
    cleanups.push(close);
    await first.destroy();
    await runAndKill(options, "receivers", () => learningApp.records.length + chilipiper.records.length === 6, { ...process.env, ...receiversEnv }, ["6"]);

    for (const [name, value] of Object.entries(receiversEnv)) vi.stubEnv(name, value);
    cleanups.unshift(async () => {
      vi.unstubAllEnvs();
    });
    learningApp.mode = "ok";
    chilipiper.mode = "ok";
    const restarted = await reopenTestDb(options);
    cleanups.unshift(() => restarted.destroy());
    const stuck = await restarted.selectFrom("outbox").selectAll().execute();
    expect(stuck.map((entry) => entry.status)).toEqual(Array(6).fill("processing"));
    const lockedUntil = Math.max(...stuck.map((entry) => Date.parse(entry.locked_until!)));
    await new Promise((resolve) => setTimeout(resolve, Math.max(0, lockedUntil - Date.now()) + 20));
    expect(await drainOutbox({ db: restarted })).toEqual({ forwarded: 6, retrying: 0, parked: 0, failed: 0 });

    expect(learningApp.duplicated + chilipiper.duplicated).toBe(0);
    expect(learningApp.lookups + chilipiper.lookups).toBe(6);
    expect([...learningApp.applied.keys(), ...chilipiper.applied.keys()].sort()).toEqual(stuck.map((entry) => entry.id).sort());
  }, 30_000);
});
