import { spawn } from "node:child_process";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { reopenTestDb, testDatabases } from "../testing/databases";
import { destinationHandlers, type DestinationHandlers } from "./destinations";
import { drainOutbox } from "./worker";

const child = path.join(import.meta.dirname, "../testing/crash-child.ts");

/** Runs the child until it prints `until`, then kills it with SIGKILL (no cleanup runs). */
function runAndKill(options: object, mode: "stored" | "claimed", until: string): Promise<string> {
  return new Promise((resolve, reject) => {
    const server = spawn(process.execPath, ["--import", "tsx", child, JSON.stringify(options), mode], { stdio: ["ignore", "pipe", "inherit"] });
    let output = "";
    server.stdout.on("data", (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes(until)) server.kill("SIGKILL");
    });
    server.on("exit", () => (output.includes(until) ? resolve(output) : reject(new Error(`child exited early: ${output}`))));
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
    expect(await drainOutbox({ db: restarted, handlers })).toEqual({ forwarded: 0, retrying: 0, failed: 0 });
  }, 30_000);
});
