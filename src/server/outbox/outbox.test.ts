import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db";
import { recordSubmission } from "../leads/store";
import { testDatabases } from "../testing/databases";
import { DownstreamError } from "../integrations/http";
import { destinationHandlers, type DestinationHandlers } from "./destinations";
import { outboxCounts, recentFailures, retryFailed } from "./admin";
import { DOUBT_SETTLE_MS, drainOutbox, retryDelayMs, startOutboxWorker } from "./worker";
import { testSubmission } from "../testing/leads";

const lead = {
  destination: "marketo.lead" as const,
  message: { formType: "contact", locale: "en", fields: { email: "ada@example.org" } },
};

/** A downstream system that can be switched off, remembering each key it accepted. */
function switchableDownstream() {
  const accepted: string[] = [];
  const state = { up: true, calls: 0 };
  const handler = async (_message: unknown, { idempotencyKey }: { idempotencyKey: string }) => {
    state.calls += 1;
    if (!state.up) throw new DownstreamError("downstream answered 503", true);
    accepted.push(idempotencyKey);
    return { status: "created" };
  };
  const handlers: DestinationHandlers = { ...destinationHandlers, "marketo.lead": handler };
  return { accepted, state, handlers };
}

describe.each(testDatabases())("outbox on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await database.open());
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await close();
  });

  it("on shutdown claims nothing more and releases a delivery still running at the deadline to the next worker, in doubt", async () => {
    const slow = await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });
    let release!: () => void;
    const hanging = new Promise<void>((resolve) => (release = resolve));
    const calls: string[] = [];
    const handlers: DestinationHandlers = {
      ...destinationHandlers,
      "marketo.lead": async (_message, { idempotencyKey }) => {
        calls.push(idempotencyKey);
        await hanging;
        return { status: "created" };
      },
    };
    startOutboxWorker({ db, handlers });
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    const { stopOutboxWorker } = await import("./worker");
    expect(await stopOutboxWorker({ deadline: Date.now() + 200 })).toEqual({ released: 1 });
    const entry = await db.selectFrom("outbox").selectAll().where("submission_id", "=", slow.id).executeTakeFirstOrThrow();
    // Pending for whichever worker comes next, which asks the destination first (or sends the same key): the call may have arrived.
    expect(entry).toMatchObject({ status: "pending", claim_token: null, locked_until: null, attempts: 1 });
    expect(entry.doubt_since).not.toBeNull();
    // Not at once: a slow receiver may still apply that call; the retry asks it once it had time to (DOUBT_SETTLE_MS).
    expect(Date.parse(entry.next_attempt_at)).toBe(Date.parse(entry.attempt_started_at!) + DOUBT_SETTLE_MS);
    // The call still running when its claim was released cannot mark the entry: its claim is gone.
    release();
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect((await db.selectFrom("outbox").select("status").where("submission_id", "=", slow.id).executeTakeFirstOrThrow()).status).toBe("pending");
    // And a new submission after the stop is left for the next process.
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(calls).toHaveLength(1);
  });

  it("stores the submission and its entries in one transaction", async () => {
    const { id } = await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: { a: 1 }, destinations: [lead] }), { db });
    const entries = await db.selectFrom("outbox").selectAll().where("submission_id", "=", id).execute();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({ status: "pending", attempts: 0, destination: "marketo.lead" });
  });

  it("rolls the submission back when a write in the same transaction fails", async () => {
    await expect(
      recordSubmission(
        testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }),
        { db, within: async () => Promise.reject(new Error("boom")) },
      ),
    ).rejects.toThrow("boom");
    expect(await db.selectFrom("submissions").selectAll().execute()).toHaveLength(0);
    expect(await db.selectFrom("outbox").selectAll().execute()).toHaveLength(0);
  });

  it("keeps a submission while downstream is down and forwards it exactly once when it is back", async () => {
    const downstream = switchableDownstream();
    downstream.state.up = false;
    const { id } = await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });

    expect(await drainOutbox({ db, handlers: downstream.handlers, retryBaseMs: 1, retryMaxMs: 1 })).toEqual({ forwarded: 0, retrying: 1, parked: 0, failed: 0 });
    const waiting = await db.selectFrom("outbox").selectAll().where("submission_id", "=", id).executeTakeFirstOrThrow();
    expect(waiting).toMatchObject({ status: "pending", attempts: 1, forwarded_at: null });
    expect(waiting.last_error).toContain("503");

    downstream.state.up = true;
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(await drainOutbox({ db, handlers: downstream.handlers })).toEqual({ forwarded: 1, retrying: 0, parked: 0, failed: 0 });
    expect(await drainOutbox({ db, handlers: downstream.handlers })).toEqual({ forwarded: 0, retrying: 0, parked: 0, failed: 0 });

    const done = await db.selectFrom("outbox").selectAll().where("submission_id", "=", id).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: "forwarded", attempts: 2 });
    expect(done.forwarded_at).not.toBeNull();
    expect(downstream.accepted).toEqual([done.id]);
  });

  it("lets two workers race without forwarding an entry twice", async () => {
    const downstream = switchableDownstream();
    for (let i = 0; i < 10; i += 1) {
      await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: { i }, destinations: [lead] }), { db });
    }
    const results = await Promise.all([
      drainOutbox({ db, handlers: downstream.handlers, batchSize: 3 }),
      drainOutbox({ db, handlers: downstream.handlers, batchSize: 3 }),
    ]);
    expect(results[0].forwarded + results[1].forwarded).toBe(10);
    expect(downstream.accepted).toHaveLength(10);
    expect(new Set(downstream.accepted).size).toBe(10);
  });

  it("picks up an entry whose worker died mid-delivery once its claim expires", async () => {
    const downstream = switchableDownstream();
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });
    // A worker claimed the row, then the process died: the row stays `processing` with a lease.
    await db.updateTable("outbox").set({ status: "processing", claim_token: "dead-worker", attempts: 1, locked_until: new Date(Date.now() + 60_000).toISOString() }).execute();
    expect((await drainOutbox({ db, handlers: downstream.handlers })).forwarded).toBe(0);

    await db.updateTable("outbox").set({ locked_until: new Date(Date.now() - 1).toISOString() }).execute();
    expect((await drainOutbox({ db, handlers: downstream.handlers })).forwarded).toBe(1);
    expect(downstream.accepted).toHaveLength(1);
  });

  it("cuts off a delivery that hangs when its claim runs out, and retries it", async () => {
    const handlers: DestinationHandlers = { ...destinationHandlers, "marketo.lead": () => new Promise(() => {}) };
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });
    expect(await drainOutbox({ db, handlers, leaseMs: 100 })).toEqual({ forwarded: 0, retrying: 1, parked: 0, failed: 0 });
    const entry = await db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
    expect(entry).toMatchObject({ status: "pending", attempts: 1 });
    expect(entry.last_error).toContain("no answer within 90 ms");
  });

  it("parks an answer retrying cannot fix at once, keeping the submission", async () => {
    const handlers: DestinationHandlers = {
      ...destinationHandlers,
      "marketo.lead": async () => Promise.reject(new DownstreamError("marketo refused the lead: 1003 invalid", false)),
    };
    const { id } = await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });
    expect(await drainOutbox({ db, handlers })).toEqual({ forwarded: 0, retrying: 0, parked: 1, failed: 0 });
    expect(await db.selectFrom("outbox").select("status").where("submission_id", "=", id).executeTakeFirstOrThrow()).toEqual({ status: "parked" });
    expect(await db.selectFrom("submissions").select("id").where("id", "=", id).executeTakeFirst()).toBeDefined();
  });

  it("never forwards a honeypot submission", async () => {
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead], isSpam: true }), { db });
    expect(await db.selectFrom("outbox").selectAll().execute()).toHaveLength(0);
    expect(await db.selectFrom("submissions").select("is_spam").executeTakeFirstOrThrow()).toEqual({ is_spam: 1 });
  });

  it("delivers through the embedded Marketo default once per key", async () => {
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });
    expect((await drainOutbox({ db })).forwarded).toBe(1);
    const deliveries = await db.selectFrom("embedded_deliveries").selectAll().execute();
    expect(deliveries).toHaveLength(1);
    expect(JSON.parse(deliveries[0].payload)).toEqual(lead.message);
  });
});

describe("retry delay", () => {
  it("doubles per attempt within the cap, with jitter in the upper half", () => {
    expect(retryDelayMs(1, 1000, 60_000, () => 0)).toBe(500);
    expect(retryDelayMs(1, 1000, 60_000, () => 1)).toBe(1000);
    expect(retryDelayMs(4, 1000, 60_000, () => 1)).toBe(8000);
    expect(retryDelayMs(30, 1000, 60_000, () => 1)).toBe(60_000);
  });
});

describe.each(testDatabases())("outbox delivery rules and operator commands on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeEach(async () => {
    ({ db, close } = await database.open());
    vi.spyOn(console, "error").mockImplementation(() => {});
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await close();
  });

  const handlersThrowing = (error: () => Error, accepted: string[] = []) => {
    const state = { failing: true };
    const handler = async (_message: unknown, { idempotencyKey }: { idempotencyKey: string }) => {
      if (state.failing) throw error();
      accepted.push(idempotencyKey);
      return { status: "created" };
    };
    return { state, accepted, handlers: { ...destinationHandlers, "marketo.lead": handler } as DestinationHandlers };
  };
  const drain = (handlers: DestinationHandlers) => drainOutbox({ db, handlers, retryBaseMs: 1, retryMaxMs: 1 });
  const due = () => db.updateTable("outbox").set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).execute();

  it("retries refused credentials (401) a bounded number of times with an alert, and delivers once they work again", async () => {
    const downstream = handlersThrowing(() => new DownstreamError("marketo answered 401", true, { credentialsRefused: true }));
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });
    expect(await drain(downstream.handlers)).toEqual({ forwarded: 0, retrying: 1, parked: 0, failed: 0 });
    await due();
    expect(await drain(downstream.handlers)).toEqual({ forwarded: 0, retrying: 1, parked: 0, failed: 0 });
    expect(vi.mocked(console.error).mock.calls.some(([message]) => String(message).includes("ALERT marketo.lead refused our credentials"))).toBe(true);
    downstream.state.failing = false;
    await due();
    expect(await drain(downstream.handlers)).toEqual({ forwarded: 1, retrying: 0, parked: 0, failed: 0 });
    expect(downstream.accepted).toHaveLength(1);
  });

  it("sets an entry aside after the credential attempts, and outbox:retry replays it exactly once", async () => {
    const downstream = handlersThrowing(() => new DownstreamError("marketo answered 403", true, { credentialsRefused: true }));
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });
    for (let attempt = 0; attempt < 2; attempt += 1) {
      await due();
      await drainOutbox({ db, handlers: downstream.handlers, retryBaseMs: 1, retryMaxMs: 1, authMaxAttempts: 2 });
    }
    expect(await outboxCounts(db)).toEqual([{ destination: "marketo.lead", status: "parked", count: 1 }]);
    downstream.state.failing = false;
    expect(await retryFailed(db, { destination: "learning_app.account" })).toBe(0);
    expect(await retryFailed(db, { destination: "marketo.lead" })).toBe(1);
    expect(await drain(downstream.handlers)).toEqual({ forwarded: 1, retrying: 0, parked: 0, failed: 0 });
    expect(await retryFailed(db)).toBe(0);
    expect(downstream.accepted).toHaveLength(1);
    expect(await outboxCounts(db)).toEqual([{ destination: "marketo.lead", status: "forwarded", count: 1 }]);
  });

  it("a hung destination does not delay another's deliveries", async () => {
    // Marketo hangs (until the test lets it go); the learning app answers at once.
    let release: () => void = () => {};
    const marketoAnswered = new Promise<void>((resolve) => (release = resolve));
    const learningApp: string[] = [];
    const handlers: DestinationHandlers = {
      ...destinationHandlers,
      "marketo.lead": async () => {
        await marketoAnswered;
        return { status: "created" };
      },
      "learning_app.account": async (_message, { idempotencyKey }) => {
        learningApp.push(idempotencyKey);
        return { id: idempotencyKey };
      },
    };
    const account = { destination: "learning_app.account" as const, message: { companyName: "Acme", mail: "ada@acme.example", lang: "en" } as never };
    vi.stubEnv("OUTBOX_POLL_MS", "600000");
    const stop = startOutboxWorker({ db, handlers });
    try {
      await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });
      await vi.waitFor(async () => expect(await db.selectFrom("outbox").select("status").where("destination", "=", "marketo.lead").executeTakeFirst()).toEqual({ status: "processing" }), {
        timeout: 5000,
      });
      // While Marketo hangs, new sign-ups arrive one after another: each reaches the learning app at once.
      for (let i = 0; i < 3; i += 1) {
        const { id } = await recordSubmission(testSubmission({ kind: "free_trial", locale: "en", payload: { i }, destinations: [account] }), { db });
        await vi.waitFor(
          async () =>
            expect(await db.selectFrom("outbox").select("status").where("submission_id", "=", id).executeTakeFirstOrThrow()).toEqual({ status: "forwarded" }),
          { timeout: 5000, interval: 20 },
        );
      }
      expect(learningApp).toHaveLength(3);
      expect(await db.selectFrom("outbox").select("status").where("destination", "=", "marketo.lead").executeTakeFirst()).toEqual({ status: "processing" });
    } finally {
      release();
      await stop();
      vi.unstubAllEnvs();
    }
    expect(await db.selectFrom("outbox").select("status").where("destination", "=", "marketo.lead").executeTakeFirst()).toEqual({ status: "forwarded" });
  });

  it("parks an entry naming no known destination instead of leaving it pending", async () => {
    const { id } = await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });
    await db.updateTable("outbox").set({ destination: "retired.system" }).where("submission_id", "=", id).execute();
    expect(await drainOutbox({ db })).toEqual({ forwarded: 0, retrying: 0, parked: 1, failed: 0 });
  });

  it("sets an invalid request (another 4xx) aside at once", async () => {
    const downstream = handlersThrowing(() => new DownstreamError("marketo answered 400", false));
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [lead] }), { db });
    expect(await drain(downstream.handlers)).toEqual({ forwarded: 0, retrying: 0, parked: 1, failed: 0 });
    expect((await recentFailures(db))[0]).toMatchObject({ destination: "marketo.lead", attempts: 1, last_error: "marketo answered 400" });
  });
});
