import type { KyselyPlugin, PluginTransformQueryArgs, PluginTransformResultArgs, QueryResult, RootOperationNode, UnknownRow } from "kysely";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db";
import { recordSubmission } from "../leads/store";
import { deliveryMessage } from "../testing/deliveries";
import { testDatabases } from "../testing/databases";
import { FakeChiliPiper, FakeLearningApp } from "../testing/fake-receivers";
import { testSubmission } from "../testing/leads";
import { destinationHandlers, type DestinationHandlers } from "./destinations";
import { drainOutbox } from "./worker";

// The attack at a small scale: receivers slower than the outbound timeout (400 ms here, 15 s by default).
vi.hoisted(() => {
  process.env.OUTBOUND_TIMEOUT_MS = "400";
});
afterAll(() => {
  delete process.env.OUTBOUND_TIMEOUT_MS;
});
// Each failed attempt logs its error; the tests read the outbox and the receivers instead.
beforeEach(() => {
  for (const level of ["error", "warn", "info"] as const) vi.spyOn(console, level).mockImplementation(() => {});
});
afterEach(() => {
  vi.restoreAllMocks();
});

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Drains until no entry waits any more (or `limitMs` passes). */
async function drainUntilDone(db: Db, limitMs = 20_000): Promise<void> {
  const until = Date.now() + limitMs;
  while (Date.now() < until) {
    await drainOutbox({ db, retryBaseMs: 50, retryMaxMs: 100 });
    const waiting = await db.selectFrom("outbox").select("id").where("status", "in", ["pending", "processing"]).execute();
    if (waiting.length === 0) return;
    await sleep(100);
  }
  throw new Error("the outbox did not settle");
}

describe.each(testDatabases())("a receiver slower than OUTBOUND_TIMEOUT_MS gets each delivery once ($name)", (database) => {
  const learningApp = new FakeLearningApp();
  const chilipiper = new FakeChiliPiper();
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    vi.stubEnv("LEARNING_APP_API_URL", await learningApp.start());
    vi.stubEnv("LEARNING_APP_API_TOKEN", "token");
    vi.stubEnv("CHILIPIPER_DOMAIN", "quillio");
    vi.stubEnv("CHILIPIPER_API_KEY", "key");
    vi.stubEnv("CHILIPIPER_API_URL", await chilipiper.start());
  });
  afterAll(async () => {
    vi.unstubAllEnvs();
    await Promise.all([learningApp.stop(), chilipiper.stop()]);
  });
  beforeEach(async () => ({ db, close } = await database.open()));
  afterEach(() => close());

  it("free-trial accounts, course registrations and demo bookings whose first call outlasts the timeout arrive once", async () => {
    const destinations = ["learning_app.account", "learning_app.course", "chilipiper.booking"] as const;
    for (let index = 0; index < 6; index += 1) {
      await recordSubmission(testSubmission({ kind: "form", email: `person${index}@measure.example`, destinations: [deliveryMessage(destinations[index % 3]!, index)] }), { db });
    }
    // Each receiver applies the first call of every delivery after 800 ms, long after the caller gave up at 400 ms.
    Object.assign(learningApp, { mode: "slow", slowWrites: 4, slowMs: 800 });
    Object.assign(chilipiper, { mode: "slow", slowWrites: 2, slowMs: 800 });

    await drainUntilDone(db);
    await sleep(900);

    const entries = await db.selectFrom("outbox").select(["id", "status", "attempts", "doubt_since"]).execute();
    expect(entries.every((entry) => entry.status === "forwarded" && entry.attempts >= 2 && entry.doubt_since !== null)).toBe(true);
    for (const receiver of [learningApp, chilipiper]) {
      expect(receiver.duplicated).toBe(0);
      expect(receiver.lookups).toBeGreaterThan(0);
    }
    expect([...learningApp.applied.keys(), ...chilipiper.applied.keys()].sort()).toEqual(entries.map((entry) => entry.id).sort());
  }, 30_000);
});

/** A database that stops answering while `down` (every query fails as a lost connection would). */
class Outage implements KyselyPlugin {
  down = false;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    if (this.down) throw new Error("Connection terminated unexpectedly (the database is down)");
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

describe.each(testDatabases())("the database goes down while a delivery is being made ($name)", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => ({ db, close } = await database.open()));
  afterEach(() => close());

  /** A Marketo stand-in that counts its calls; the database fails from the moment one arrives, for `downMs`. */
  function receiverDuringOutage(outage: Outage, downMs: number) {
    const calls: { key: string; doubtSince: string | null | undefined }[] = [];
    const handlers: DestinationHandlers = {
      ...destinationHandlers,
      "marketo.lead": async (_message, context) => {
        calls.push({ key: context.idempotencyKey, doubtSince: context.doubtSince });
        if (calls.length === 1) {
          outage.down = true;
          setTimeout(() => (outage.down = false), downMs);
        }
        return { status: "created" };
      },
    };
    return { calls, handlers };
  }

  const store = (target: Db) => recordSubmission(testSubmission({ kind: "form", email: "ada@analytical.example", destinations: [deliveryMessage("marketo.lead", 0)] }), { db: target });

  it("records a delivery made during the outage once the database is back, and never makes it again", async () => {
    const outage = new Outage();
    const flaky = db.withPlugin(outage);
    await store(flaky);
    const { calls, handlers } = receiverDuringOutage(outage, 700);

    expect(await drainOutbox({ db: flaky, handlers, leaseMs: 10_000 })).toEqual({ forwarded: 1, retrying: 0, parked: 0, failed: 0 });
    expect(await drainOutbox({ db: flaky, handlers })).toEqual({ forwarded: 0, retrying: 0, parked: 0, failed: 0 });
    expect(calls).toHaveLength(1);
    expect(await db.selectFrom("outbox").select(["status", "doubt_since"]).executeTakeFirstOrThrow()).toEqual({ status: "forwarded", doubt_since: null });
  });

  it("an outage longer than the claim leaves the entry in doubt: the next attempt is told to ask the receiver first", async () => {
    const outage = new Outage();
    const flaky = db.withPlugin(outage);
    await store(flaky);
    const { calls, handlers } = receiverDuringOutage(outage, 1_500);

    await expect(drainOutbox({ db: flaky, handlers, leaseMs: 600 })).rejects.toThrow(/database is down/);
    while (outage.down) await sleep(50);
    expect(await drainOutbox({ db: flaky, handlers })).toEqual({ forwarded: 1, retrying: 0, parked: 0, failed: 0 });
    expect(calls).toHaveLength(2);
    expect(calls[1]!.doubtSince).toEqual(expect.any(String));
  });
});
