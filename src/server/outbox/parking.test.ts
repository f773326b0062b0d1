import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Db } from "../db";
import { DownstreamError } from "../integrations/http";
import { resetMarketoToken } from "../integrations/marketo";
import { recordSubmission } from "../leads/store";
import { captureLogs } from "../observability/capture";
import { testDatabases } from "../testing/databases";
import { FakeMarketo } from "../testing/fake-marketo";
import { outboxCounts, recentFailures, retryFailed } from "./admin";
import { destinationHandlers, type DestinationHandlers } from "./destinations";
import { drainOutbox, nextStep, PARKED_RETRY_DELAYS_MS } from "./worker";
import { testSubmission } from "../testing/leads";

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const leadTo = (email: string) => ({
  destination: "marketo.lead" as const,
  message: { formType: "demo", formId: "1001", locale: "en", fields: { email, firstName: "Ada" } },
});

let logs: ReturnType<typeof captureLogs>;

/** The alert events logged so far: a stable `event` name and `alert: true`, as an alerting rule matches them. */
function alerts() {
  return logs.records.filter((record) => record.alert === true && record.component === "outbox") as unknown as {
    level: string;
    event: string;
    outboxId: string;
    destination: string;
    retryAt?: string;
    givesUpAt?: string;
  }[];
}

describe.each(testDatabases())("parked deliveries on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  const marketo = new FakeMarketo();
  beforeEach(async () => {
    ({ db, close } = await database.open());
    logs = captureLogs();
    resetMarketoToken();
    marketo.leads.clear();
    marketo.applied = 0;
    marketo.lookups = 0;
    marketo.mode = "ok";
    vi.stubEnv("MARKETO_ACCOUNT_ID", "123-ABC-456");
    vi.stubEnv("MARKETO_CLIENT_ID", "id");
    vi.stubEnv("MARKETO_CLIENT_SECRET", "secret");
    vi.stubEnv("MARKETO_IDEMPOTENCY_FIELD", "");
    vi.stubEnv("MARKETO_REST_URL", await marketo.start());
  });
  afterEach(async () => {
    logs.restore();
    vi.restoreAllMocks();
    vi.unstubAllEnvs();
    await marketo.stop();
    await close();
  });

  const entryOf = (submissionId: string) => db.selectFrom("outbox").selectAll().where("submission_id", "=", submissionId).executeTakeFirstOrThrow();
  /** The clock moves on to the entry's next attempt (the test does not wait an hour). */
  const reachNextAttempt = () => db.updateTable("outbox").set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).where("status", "in", ["pending", "parked"]).execute();

  it("a 404 from a downstream is retried later and delivered when the downstream recovers", async () => {
    marketo.mode = "not_found";
    const { id } = await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [leadTo("ada@analytical.example")] }), { db });
    const parkedAt = Date.now();
    expect(await drainOutbox({ db })).toEqual({ forwarded: 0, retrying: 0, parked: 1, failed: 0 });
    const parked = await entryOf(id);
    expect(parked).toMatchObject({ status: "parked", attempts: 1, park_retries: 0 });
    expect(parked.last_error).toContain("marketo answered 404");
    expect(Date.parse(parked.next_attempt_at) - parkedAt).toBeGreaterThanOrEqual(PARKED_RETRY_DELAYS_MS[0] - 1000);
    expect(Date.parse(parked.next_attempt_at) - parkedAt).toBeLessThanOrEqual(PARKED_RETRY_DELAYS_MS[0] + 5000);
    // Not before its time.
    expect(await drainOutbox({ db })).toEqual({ forwarded: 0, retrying: 0, parked: 0, failed: 0 });

    marketo.mode = "ok";
    await reachNextAttempt();
    expect(await drainOutbox({ db })).toEqual({ forwarded: 1, retrying: 0, parked: 0, failed: 0 });
    expect(await entryOf(id)).toMatchObject({ status: "forwarded", attempts: 2 });
    expect(marketo.applied).toBe(1);
    expect([...marketo.leads.values()]).toEqual([expect.objectContaining({ email: "ada@analytical.example", firstName: "Ada" })]);
    // A clean 404 reached nothing: the retry sent the lead without a look-up.
    expect(marketo.lookups).toBe(0);
  });

  it("one alert line per parking, none per slow retry, and one when an entry is given up", async () => {
    marketo.mode = "not_found";
    const ids: string[] = [];
    for (const email of ["a@analytical.example", "b@analytical.example", "c@analytical.example"]) {
      ids.push((await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [leadTo(email)] }), { db })).id);
    }
    expect((await drainOutbox({ db })).parked).toBe(3);
    const parkings = alerts();
    expect(parkings).toHaveLength(3);
    const first = await entryOf(ids[0]!);
    expect(parkings.find((alert) => alert.outboxId === first.id)).toMatchObject({
      level: "error",
      alert: true,
      event: "outbox_parked",
      destination: "marketo.lead",
      retryAt: first.next_attempt_at,
      givesUpAt: new Date(Date.parse(first.parked_at!) + 7 * DAY).toISOString(),
    });

    await reachNextAttempt();
    expect(await drainOutbox({ db })).toEqual({ forwarded: 0, retrying: 0, parked: 3, failed: 0 });
    expect(alerts()).toHaveLength(3);

    // A week after parking, the last retry fails too: given up, said once per entry.
    await db.updateTable("outbox").set({ parked_at: new Date(Date.now() - 7 * DAY - 1000).toISOString() }).execute();
    await reachNextAttempt();
    expect(await drainOutbox({ db })).toEqual({ forwarded: 0, retrying: 0, parked: 0, failed: 3 });
    expect(alerts().filter((alert) => alert.event === "outbox_given_up")).toHaveLength(3);
    expect(await outboxCounts(db)).toEqual([{ destination: "marketo.lead", status: "failed", count: 3 }]);

    // Given up is final for the worker; an operator's outbox:retry still replays it.
    await reachNextAttempt();
    expect(await drainOutbox({ db })).toEqual({ forwarded: 0, retrying: 0, parked: 0, failed: 0 });
    marketo.mode = "ok";
    expect(await retryFailed(db)).toBe(3);
    expect((await drainOutbox({ db })).forwarded).toBe(3);
    expect(marketo.applied).toBe(3);
  });

  it("an outage longer than the attempts parks the entry instead of dropping it, and the slow schedule delivers it", async () => {
    marketo.mode = "unavailable";
    const { id } = await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [leadTo("ada@analytical.example")] }), { db });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      await reachNextAttempt();
      await drainOutbox({ db, maxAttempts: 3, retryBaseMs: 1, retryMaxMs: 1 });
    }
    expect(await entryOf(id)).toMatchObject({ status: "parked", attempts: 3 });
    expect(alerts()).toHaveLength(1);
    marketo.mode = "ok";
    await reachNextAttempt();
    expect((await drainOutbox({ db, maxAttempts: 3 })).forwarded).toBe(1);
    expect(marketo.applied).toBe(1);
  });

  it("Marketo applied the lead but the answer was lost: without the idempotency field, the retry looks the lead up and sends nothing twice", async () => {
    marketo.mode = "drop";
    const { id } = await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [leadTo("ada@analytical.example")] }), { db });
    expect(await drainOutbox({ db, retryBaseMs: 1, retryMaxMs: 1 })).toEqual({ forwarded: 0, retrying: 1, parked: 0, failed: 0 });
    expect(marketo.applied).toBe(1);
    const doubtful = await entryOf(id);
    expect(doubtful.doubt_since).toBe(doubtful.attempt_started_at);

    marketo.mode = "ok";
    await reachNextAttempt();
    expect(await drainOutbox({ db })).toEqual({ forwarded: 1, retrying: 0, parked: 0, failed: 0 });
    expect(marketo.lookups).toBe(1);
    expect(marketo.applied).toBe(1);
    const lead = marketo.leads.get("ada@analytical.example")!;
    expect(JSON.parse((await entryOf(id)).result!)).toEqual({ status: "updated", leadId: String(lead.id) });
  });

  it("a call that may have arrived but did not (the lead unchanged since) is sent again", async () => {
    marketo.upsert({ email: "ada@analytical.example", firstName: "Ada" }, new Date(Date.now() - 3 * DAY));
    marketo.mode = "drop_before";
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [leadTo("ada@analytical.example")] }), { db });
    await drainOutbox({ db, retryBaseMs: 1, retryMaxMs: 1 });
    expect(marketo.applied).toBe(0);
    marketo.mode = "ok";
    await reachNextAttempt();
    expect((await drainOutbox({ db })).forwarded).toBe(1);
    expect(marketo.lookups).toBe(1);
    expect(marketo.applied).toBe(1);
  });

  it("after a clean refusal no look-up can skip the lead, even when the lead changed meanwhile", async () => {
    marketo.mode = "unavailable";
    await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [leadTo("ada@analytical.example")] }), { db });
    await drainOutbox({ db, retryBaseMs: 1, retryMaxMs: 1 });
    // The person fills in another form in the browser meanwhile.
    marketo.upsert({ email: "ada@analytical.example", company: "Analytical Engines" });
    marketo.mode = "ok";
    await reachNextAttempt();
    expect((await drainOutbox({ db })).forwarded).toBe(1);
    expect(marketo.lookups).toBe(0);
    expect(marketo.applied).toBe(1);
  });
});

describe("the parked schedule", () => {
  const policy = { maxAttempts: 25, authMaxAttempts: 8, retryBaseMs: 5_000, retryMaxMs: HOUR, parkedMs: 7 * DAY };
  const start = Date.UTC(2026, 5, 1, 8, 0);

  it("parks at once on a failure retrying cannot fix, then 1 h, 6 h and every 24 h, the last retry when the week is over, then gives up", () => {
    const failure = { retryable: false, refused: false };
    let entry = { attempts: 1, parked_at: null as string | null, park_retries: 0 };
    let now = start;
    const step = nextStep(entry, policy, failure, now);
    expect(step).toMatchObject({ status: "parked", parkedAt: new Date(start).toISOString(), alert: "parked", nextAttemptAt: new Date(start + HOUR).toISOString() });
    entry = { attempts: 2, parked_at: step.parkedAt, park_retries: step.parkRetries };
    let nextAttempt = Date.parse(step.nextAttemptAt!);
    const waits: number[] = [];
    for (let guard = 0; guard < 20; guard += 1) {
      now = nextAttempt;
      const next = nextStep(entry, policy, failure, now);
      if (next.status === "failed") {
        expect(next.alert).toBe("given_up");
        break;
      }
      expect(next).toMatchObject({ status: "parked", parkedAt: entry.parked_at });
      expect(next.alert).toBeUndefined();
      nextAttempt = Date.parse(next.nextAttemptAt!);
      waits.push((nextAttempt - now) / HOUR);
      entry = { ...entry, park_retries: next.parkRetries };
    }
    // After the 1-hour retry: 6 h, then 24 h until the week since parking (168 h) is over.
    expect(waits.slice(0, 3)).toEqual([6, 24, 24]);
    expect(1 + waits.reduce((sum, wait) => sum + wait, 0)).toBe(168);
    expect(now).toBe(start + 7 * DAY);
  });

  it("a retryable failure retries soon while attempts remain, and is parked (not given up) when they are spent", () => {
    const failure = { retryable: true, refused: false };
    expect(nextStep({ attempts: 3, parked_at: null, park_retries: 0 }, policy, failure, start).status).toBe("pending");
    expect(nextStep({ attempts: 25, parked_at: null, park_retries: 0 }, policy, failure, start)).toMatchObject({ status: "parked", alert: "parked" });
    expect(nextStep({ attempts: 8, parked_at: null, park_retries: 0 }, policy, { retryable: true, refused: true }, start)).toMatchObject({ status: "parked" });
  });

  it("the retry of an attempt that may have arrived waits until the receiver had DOUBT_SETTLE_MS to finish it", () => {
    const settle = { ...policy, doubtSettleMs: 60_000 };
    const entry = { attempts: 1, parked_at: null, park_retries: 0, attempt_started_at: new Date(start).toISOString() };
    const cutOffAt = start + 15_000;
    const inDoubt = nextStep(entry, settle, { retryable: true, refused: false, mayHaveArrived: true }, cutOffAt);
    expect(inDoubt.nextAttemptAt).toBe(new Date(start + 60_000).toISOString());
    const refused = Date.parse(nextStep(entry, settle, { retryable: true, refused: false, mayHaveArrived: false }, cutOffAt).nextAttemptAt!);
    expect(refused - cutOffAt).toBeLessThanOrEqual(policy.retryBaseMs);
  });
});

describe.each(testDatabases())("a delivery that cannot be made on $name", (database) => {
  it("stays parked while it keeps failing, with an error the status command shows", async () => {
    const { db, close } = await database.open();
    const silenced = captureLogs();
    try {
      const handlers: DestinationHandlers = { ...destinationHandlers, "marketo.lead": () => Promise.reject(new DownstreamError("marketo answered 404: Not Found", false)) };
      await recordSubmission(testSubmission({ kind: "form", locale: "en", payload: {}, destinations: [leadTo("ada@analytical.example")] }), { db });
      expect((await drainOutbox({ db, handlers })).parked).toBe(1);
      await db.updateTable("outbox").set({ next_attempt_at: new Date(Date.now() - 1000).toISOString() }).execute();
      expect((await drainOutbox({ db, handlers })).parked).toBe(1);
      const entry = await db.selectFrom("outbox").selectAll().executeTakeFirstOrThrow();
      expect(entry).toMatchObject({ status: "parked", park_retries: 1, attempts: 2 });
      expect(Date.parse(entry.next_attempt_at) - Date.now()).toBeGreaterThan(5.9 * HOUR);
      expect(await recentFailures(db)).toEqual([expect.objectContaining({ status: "parked", attempts: 2, last_error: "marketo answered 404: Not Found" })]);
    } finally {
      silenced.restore();
      await close();
    }
  });
});
