import { randomUUID } from "node:crypto";
import { reportError } from "@/lib/errors";
import { logger } from "@/lib/log";
import { getDb, nowIso, type Db } from "../db";
import { processSingleton } from "@/lib/process-singleton";
import { inNetlifyRuntime } from "@/config/hosting.mjs";
import type { ExpressionBuilder } from "kysely";
import type { Database, OutboxEntry } from "../db/schema";
import { DownstreamError, OUTBOUND_TIMEOUT_MS } from "../integrations/http";
import { destinationErrorCodes, destinationHandlers, type Destination, type DestinationHandlers } from "./destinations";
import { deliveryDeadlineMs, outboxEnv } from "./env";

const log = logger("outbox");

const HOUR_MS = 3_600_000;

/**
 * A receiver may still apply a call we cut off (our timeout, a reset): the retry of an attempt that may have arrived
 * begins no sooner than 4 × OUTBOUND_TIMEOUT_MS (1 minute, what proxies commonly allow a request) after that attempt
 * began, so its look-up sees the call if it was applied by then. A receiver slower than that which also ignores our
 * idempotency key can still get it twice.
 */
export const DOUBT_SETTLE_MS = 4 * OUTBOUND_TIMEOUT_MS;
/**
 * The slow schedule of a parked entry: the first retry 1 hour after it is parked, the next 6 hours later, then
 * every 24 hours until OUTBOX_PARKED_DAYS have passed since it was parked (the last retry falls on that moment).
 */
export const PARKED_RETRY_DELAYS_MS = [HOUR_MS, 6 * HOUR_MS, 24 * HOUR_MS] as const;

/** The wait after the `retries`-th failed retry of a parked entry (0: the moment it is parked). */
export const parkedRetryDelayMs = (retries: number) => PARKED_RETRY_DELAYS_MS[Math.min(retries, PARKED_RETRY_DELAYS_MS.length - 1)]!;

export interface DrainOptions {
  db?: Db;
  handlers?: DestinationHandlers;
  batchSize?: number;
  /** How long a claim holds; a worker that dies holding rows frees them after this. */
  leaseMs?: number;
  maxAttempts?: number;
  /** Attempts for a destination that refuses our credentials (401/403) before the entry is set aside. */
  authMaxAttempts?: number;
  retryBaseMs?: number;
  retryMaxMs?: number;
  /** Days a parked entry is retried before it is given up. */
  parkedDays?: number;
  /** After an attempt that may have arrived, the next begins at least this long after it began (DOUBT_SETTLE_MS). */
  doubtSettleMs?: number;
  /** The in-process worker's hold on its claims: no new claim once it stops, and the claims it may have to release. */
  control?: DrainControl;
}

/** What a stopping worker needs of its passes: whether to claim more, and the claims still being delivered. */
export interface DrainControl {
  stopped: boolean;
  held: Set<string>;
}

export interface DrainResult {
  forwarded: number;
  /** Failed, to be retried soon (exponential backoff). */
  retrying: number;
  /** Set aside, or still set aside after a slow retry: retried on the parked schedule. */
  parked: number;
  /** Given up for good. */
  failed: number;
}

/** Exponential backoff with equal jitter: half fixed, half random, so retries spread out. */
export function retryDelayMs(attempts: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}

/**
 * Claims due entries atomically: one UPDATE moves them to `processing` under a fresh claim token.
 * The due condition is repeated outside the sub-select so that, on PostgreSQL, a concurrent
 * worker's UPDATE re-checks it after the first commits and skips the rows already claimed.
 */
async function claimDue(db: Db, lane: Lane, limit: number, leaseMs: number, now: string): Promise<OutboxEntry[]> {
  // Pending and due, or claimed by a worker whose lease ran out; of this lane's destination only.
  const isDue = (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.and([
      lane.destination === null ? eb("destination", "not in", lane.known) : eb("destination", "=", lane.destination),
      eb.or([
        eb.and([eb("status", "in", ["pending", "parked"]), eb("next_attempt_at", "<=", now)]),
        eb.and([eb("status", "=", "processing"), eb("locked_until", "<", now)]),
      ]),
    ]);
  return db
    .updateTable("outbox")
    .set((eb) => ({
      status: "processing",
      claim_token: randomUUID(),
      locked_until: new Date(Date.now() + leaseMs).toISOString(),
      attempts: eb("attempts", "+", 1),
      attempt_started_at: nowIso(),
      // A row still `processing` was being delivered by a worker that died: that call may have arrived.
      // (SET expressions read the row as it was, in SQLite as in PostgreSQL.)
      doubt_since: eb
        .case()
        .when("status", "=", "processing")
        .then(eb.fn.coalesce("doubt_since", "attempt_started_at", "created_at"))
        .else(eb.ref("doubt_since"))
        .end(),
    }))
    .where("id", "in", db.selectFrom("outbox").select("id").where(isDue).orderBy("next_attempt_at").limit(limit))
    .where(isDue)
    .returningAll()
    .execute();
}

/**
 * Destinations delivered one entry at a time, each claimed just before it is sent and marked the moment it is
 * accepted. SMTP has no idempotency key to send again and nothing to ask afterwards: a crash can only repeat the
 * mail in flight, so only one may be. (A batch sent at once repeated all of it: 20 of 30 mails, issue 35.)
 */
const ONE_AT_A_TIME: ReadonlySet<Destination> = new Set(["mail"]);

/** One destination's queue; `destination: null` gathers entries naming no known destination (they fail). */
interface Lane {
  destination: Destination | null;
  known: Destination[];
}

function lanes(handlers: DestinationHandlers, only?: Destination | null): Lane[] {
  const known = Object.keys(handlers) as Destination[];
  const all: Lane[] = [...known.map((destination) => ({ destination, known })), { destination: null, known }];
  return only === undefined ? all : all.filter((lane) => lane.destination === only);
}

/**
 * Forwards every due entry once; returns what happened. Safe to run from several workers. Each
 * destination drains on its own (`options.destination` drains just one): a destination that hangs
 * holds up only its own entries, never another's.
 */
export async function drainOutbox(options: DrainOptions & { destination?: Destination | null } = {}): Promise<DrainResult> {
  const env = outboxEnv.parse(process.env);
  const db = options.db ?? (await getDb());
  const handlers = options.handlers ?? destinationHandlers;
  const leaseMs = options.leaseMs ?? env.OUTBOX_LEASE_MS;
  const policy: DeliveryPolicy = {
    maxAttempts: options.maxAttempts ?? env.OUTBOX_MAX_ATTEMPTS,
    authMaxAttempts: options.authMaxAttempts ?? env.OUTBOX_AUTH_MAX_ATTEMPTS,
    retryBaseMs: options.retryBaseMs ?? env.OUTBOX_RETRY_BASE_MS,
    retryMaxMs: options.retryMaxMs ?? env.OUTBOX_RETRY_MAX_MS,
    parkedMs: (options.parkedDays ?? env.OUTBOX_PARKED_DAYS) * 24 * HOUR_MS,
    doubtSettleMs: options.doubtSettleMs ?? DOUBT_SETTLE_MS,
    // Give up a little before the claim expires, so no other worker takes the row meanwhile.
    deadlineMs: deliveryDeadlineMs(leaseMs),
  };
  // Only what was due when the pass began: an entry that fails is retried by a later pass.
  const startedAt = nowIso();
  const results = await Promise.all(
    lanes(handlers, options.destination).map(async (lane) => {
      const result: DrainResult = { forwarded: 0, retrying: 0, parked: 0, failed: 0 };
      for (;;) {
        if (options.control?.stopped) return result;
        const batchSize = lane.destination && ONE_AT_A_TIME.has(lane.destination) ? 1 : (options.batchSize ?? 20);
        const entries = await claimDue(db, lane, batchSize, leaseMs, startedAt);
        if (entries.length === 0) return result;
        const claim = entries[0]!.claim_token!;
        options.control?.held.add(claim);
        try {
          // Entries of one destination are independent too: one slow call does not hold up its batch. Each is
          // settled before the claim is let go (one that could not record its outcome rethrows after the others).
          const outcomes = await Promise.allSettled(entries.map((entry) => deliver(db, entry, handlers, policy)));
          for (const outcome of outcomes) {
            if (outcome.status === "rejected") throw outcome.reason;
            result[outcome.value] += 1;
          }
        } finally {
          options.control?.held.delete(claim);
        }
      }
    }),
  );
  return results.reduce((sum, result) => ({
    forwarded: sum.forwarded + result.forwarded,
    retrying: sum.retrying + result.retrying,
    parked: sum.parked + result.parked,
    failed: sum.failed + result.failed,
  }));
}

interface DeliveryPolicy {
  maxAttempts: number;
  authMaxAttempts: number;
  retryBaseMs: number;
  retryMaxMs: number;
  parkedMs: number;
  doubtSettleMs: number;
  deadlineMs: number;
}

/**
 * Beyond the HTTP client's own timeout, a delivery is cut off here, its calls aborted, before its claim runs out; it
 * is retried later (asking the receiver first, or with the same idempotency key), so a late success downstream is
 * not applied twice.
 */
function withinDeadline<T>(delivery: (signal: AbortSignal) => Promise<T>, deadlineMs: number): Promise<T> {
  const controller = new AbortController();
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => {
      const error = new DownstreamError(`no answer within ${deadlineMs} ms`, true, { mayHaveArrived: true });
      controller.abort(error);
      reject(error);
    }, deadlineMs);
  });
  return Promise.race([delivery(controller.signal), deadline]).finally(() => clearTimeout(timer));
}

/** An update of the entry while this claim holds it: one that ran out and was taken by another worker is left alone. */
const stillClaimed = (db: Db, entry: OutboxEntry) =>
  db.updateTable("outbox").where("id", "=", entry.id).where("claim_token", "=", entry.claim_token).where("status", "=", "processing");

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Writes what a delivery came to. While the database does not take it (an outage, a failover) it tries again, from
 * 0.25 s doubling to 5 s, until the claim runs out: a delivery made while the database was down is recorded when it
 * is back, never made again. Past the claim the entry is in doubt for whoever takes it next, who asks the receiver.
 */
async function recordOutcome(entry: OutboxEntry, write: () => Promise<unknown>): Promise<void> {
  const until = entry.locked_until ? Date.parse(entry.locked_until) : 0;
  let waited = 0;
  for (let wait = 250; ; wait = Math.min(wait * 2, 5_000)) {
    try {
      await write();
      if (waited > 0) log.info("a delivery's outcome was recorded once the database answered again", { outboxId: entry.id, destination: entry.destination, waitedMs: waited });
      return;
    } catch (error) {
      if (Date.now() + wait >= until) throw error;
      if (waited === 0) log.warn("the database did not take a delivery's outcome; trying again until its claim runs out", { outboxId: entry.id, destination: entry.destination, lockedUntil: entry.locked_until, err: error });
      await sleep(wait);
      waited += wait;
    }
  }
}

async function deliver(
  db: Db,
  entry: OutboxEntry,
  handlers: DestinationHandlers,
  policy: DeliveryPolicy,
): Promise<keyof DrainResult> {
  const destination = entry.destination as Destination;
  let answer: unknown;
  try {
    const handler = handlers[destination];
    if (!handler) throw new DownstreamError(`Unknown outbox destination ${entry.destination}`, false);
    const message = JSON.parse(entry.message);
    answer = await withinDeadline(
      (signal) => handler(message, { db, idempotencyKey: entry.id, attempt: entry.attempts, doubtSince: entry.doubt_since, submittedAt: entry.created_at, signal }),
      policy.deadlineMs,
    );
  } catch (error) {
    const retryable = !(error instanceof DownstreamError) || error.retryable;
    const refused = error instanceof DownstreamError && error.credentialsRefused;
    // Anything but a clear "not sent" or a downstream's own answer may have been applied: remembered for good.
    const mayHaveArrived = !(error instanceof DownstreamError) || error.mayHaveArrived;
    const message = error instanceof Error ? error.message : String(error);
    const now = Date.now();
    const outcome = nextStep(entry, policy, { retryable, refused, mayHaveArrived }, now);
    // Refused credentials need a person (a rotated key, a revoked token): said loudly on every attempt.
    if (refused) {
      log.error(`ALERT ${destination} refused our credentials (attempt ${entry.attempts}); check its API key`, {
        event: "outbox_credentials_refused",
        alert: true,
        destination,
        outboxId: entry.id,
        attempts: entry.attempts,
      });
    }
    const code = destinationErrorCodes[destination];
    const context = { outboxId: entry.id, submissionId: entry.submission_id, destination, attempts: entry.attempts, willRetry: outcome.status !== "failed" };
    if (code) reportError({ code, message, context });
    else log.error(`${destination} delivery failed: ${message}`, context);
    if (outcome.alert) alertLine(outcome.alert, entry, message, outcome);
    await recordOutcome(entry, () =>
      stillClaimed(db, entry)
        .set({
          status: outcome.status,
          last_error: message.slice(0, 2000),
          locked_until: null,
          next_attempt_at: outcome.nextAttemptAt ?? entry.next_attempt_at,
          parked_at: outcome.parkedAt,
          park_retries: outcome.parkRetries,
          doubt_since: entry.doubt_since ?? (mayHaveArrived ? entry.attempt_started_at : null),
        })
        .execute(),
    );
    return outcome.status === "pending" ? "retrying" : outcome.status;
  }
  // Delivered: from here on only the database can fail, and that must not turn it into a failed delivery.
  await recordOutcome(entry, () =>
    stillClaimed(db, entry)
      .set({ status: "forwarded", forwarded_at: nowIso(), result: JSON.stringify(answer ?? null), last_error: null, locked_until: null })
      .execute(),
  );
  return "forwarded";
}

interface NextStep {
  status: "pending" | "parked" | "failed";
  nextAttemptAt: string | null;
  parkedAt: string | null;
  parkRetries: number;
  /** Set when an operator should hear of it: the entry was just parked, or given up. */
  alert?: "parked" | "given_up";
  /** When a parked entry will be given up if it still fails. */
  givesUpAt?: string;
}

/**
 * After a failed attempt: retried soon (backoff) while attempts remain and retrying may help; otherwise parked,
 * then retried on the slow schedule (PARKED_RETRY_DELAYS_MS) until it has been parked `parkedMs`, then given up.
 */
export function nextStep(
  entry: Pick<OutboxEntry, "attempts" | "parked_at" | "park_retries"> & { attempt_started_at?: string | null },
  policy: Pick<DeliveryPolicy, "maxAttempts" | "authMaxAttempts" | "retryBaseMs" | "retryMaxMs" | "parkedMs"> & { doubtSettleMs?: number },
  failure: { retryable: boolean; refused: boolean; mayHaveArrived?: boolean },
  now: number,
): NextStep {
  const at = (time: number) => new Date(time).toISOString();
  if (entry.parked_at === null) {
    const attemptsLeft = entry.attempts < (failure.refused ? Math.min(policy.authMaxAttempts, policy.maxAttempts) : policy.maxAttempts);
    if (failure.retryable && attemptsLeft) {
      const backoff = now + retryDelayMs(entry.attempts, policy.retryBaseMs, policy.retryMaxMs);
      // A call cut off may still be under way at a slow receiver: it gets time to finish before the retry asks it.
      const settled = failure.mayHaveArrived && entry.attempt_started_at ? Date.parse(entry.attempt_started_at) + (policy.doubtSettleMs ?? 0) : 0;
      return { status: "pending", nextAttemptAt: at(Math.max(backoff, settled)), parkedAt: null, parkRetries: 0 };
    }
    return {
      status: "parked",
      nextAttemptAt: at(now + Math.min(parkedRetryDelayMs(0), policy.parkedMs)),
      parkedAt: at(now),
      parkRetries: 0,
      alert: "parked",
      givesUpAt: at(now + policy.parkedMs),
    };
  }
  const givesUpAt = Date.parse(entry.parked_at) + policy.parkedMs;
  if (now >= givesUpAt) return { status: "failed", nextAttemptAt: null, parkedAt: entry.parked_at, parkRetries: entry.park_retries + 1, alert: "given_up" };
  const retries = entry.park_retries + 1;
  return { status: "parked", nextAttemptAt: at(Math.min(now + parkedRetryDelayMs(retries), givesUpAt)), parkedAt: entry.parked_at, parkRetries: retries, givesUpAt: at(givesUpAt) };
}

/**
 * One log event an operator's alerting can match by its stable `event` name (`outbox_parked`, `outbox_given_up`)
 * and `alert: true`: an entry set aside, or given up.
 */
function alertLine(kind: "parked" | "given_up", entry: OutboxEntry, error: string, step: NextStep): void {
  const line = {
    alert: true,
    event: kind === "parked" ? "outbox_parked" : "outbox_given_up",
    destination: entry.destination,
    outboxId: entry.id,
    submissionId: entry.submission_id,
    attempts: entry.attempts,
    error: error.slice(0, 300),
    ...(kind === "parked" ? { retryAt: step.nextAttemptAt, givesUpAt: step.givesUpAt } : {}),
    action: kind === "parked" ? "retried on the slow schedule; fix the destination or run outbox:retry" : "no more retries; fix the destination, then run outbox:retry",
  };
  log.error(`ALERT ${kind === "parked" ? "a delivery was parked" : "a delivery was given up"}: ${entry.destination}`, line);
}

interface Worker {
  timer: NodeJS.Timeout;
  options: Pick<DrainOptions, "db" | "handlers">;
  control: DrainControl;
  /** Per destination (null: unknown ones): its pass in flight, and whether another was asked for meanwhile. */
  lanes: Map<Destination | null, { running: Promise<unknown> | null; again: boolean }>;
}

const workerSlot = processSingleton<Worker>("outbox-worker");

/** Starts a pass for every destination not already draining; a busy one runs again when it is done. */
function runOnce(): void {
  const worker = workerSlot.get();
  if (!worker) return;
  for (const { destination } of lanes(worker.options.handlers ?? destinationHandlers)) runLane(worker, destination);
}

function runLane(worker: Worker, destination: Destination | null): void {
  let lane = worker.lanes.get(destination);
  if (!lane) {
    lane = { running: null, again: false };
    worker.lanes.set(destination, lane);
  }
  if (lane.running) {
    lane.again = true;
    return;
  }
  const current = lane;
  current.running = drainOutbox({ ...worker.options, destination, control: worker.control })
    .catch((error) => log.error(`${destination ?? "unknown destinations"}: drain failed; will try again`, { err: error }))
    .finally(() => {
      current.running = null;
      if (workerSlot.get() !== worker || worker.control.stopped) return;
      if (current.again) {
        current.again = false;
        runLane(worker, destination);
      }
    });
}

/**
 * Starts the in-process worker: drains at start (rows left by a crash), every `OUTBOX_POLL_MS`,
 * and right after each new submission (`kickOutbox`). Each destination drains on its own, so a
 * hung system delays nobody else. Returns a stop function. `options` replace the database and the
 * destinations (tests).
 */
export function startOutboxWorker(options: Pick<DrainOptions, "db" | "handlers"> = {}): typeof stopOutboxWorker {
  if (!workerSlot.get()) {
    const { OUTBOX_POLL_MS } = outboxEnv.parse(process.env);
    const timer = setInterval(runOnce, OUTBOX_POLL_MS);
    timer.unref();
    workerSlot.set({ timer, options, lanes: new Map(), control: { stopped: false, held: new Set() } });
    runOnce();
  }
  return stopOutboxWorker;
}

/**
 * Stops the worker: it claims nothing more and waits for the deliveries it started, until `deadline` (ms since the
 * epoch) when given. Claims still held then are released for the next worker (`releaseClaims`). Returns how many.
 */
export async function stopOutboxWorker({ deadline }: { deadline?: number } = {}): Promise<{ released: number }> {
  const current = workerSlot.get();
  workerSlot.set(undefined);
  if (!current) return { released: 0 };
  clearInterval(current.timer);
  current.control.stopped = true;
  const passes = Promise.all([...current.lanes.values()].map((lane) => lane.running));
  if (deadline === undefined) {
    await passes;
    return { released: 0 };
  }
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([passes, new Promise((resolve) => (timer = setTimeout(resolve, Math.max(0, deadline - Date.now()))))]).finally(() => clearTimeout(timer));
  const held = [...current.control.held];
  if (held.length === 0) return { released: 0 };
  const released = await releaseClaims(current.options.db ?? (await getDb()), held);
  log.warn("deliveries still running at shutdown were released to the next worker", { released });
  return { released };
}

/**
 * Gives claimed entries back, pending for whichever worker polls next. Their call may have arrived (it was still
 * running), so they are in doubt: the next attempt asks the destination first or sends the same key, and, as after
 * any call cut off, not before DOUBT_SETTLE_MS since the attempt began (a slow receiver may still apply it).
 */
export async function releaseClaims(db: Db, claims: string[]): Promise<number> {
  const held = await db.selectFrom("outbox").select(["id", "attempt_started_at"]).where("claim_token", "in", claims).where("status", "=", "processing").execute();
  let released = 0;
  for (const entry of held) {
    const settled = entry.attempt_started_at ? Date.parse(entry.attempt_started_at) + DOUBT_SETTLE_MS : 0;
    const result = await db
      .updateTable("outbox")
      .set((eb) => ({
        status: "pending",
        claim_token: null,
        locked_until: null,
        next_attempt_at: new Date(Math.max(Date.now(), settled)).toISOString(),
        doubt_since: eb.fn.coalesce("doubt_since", "attempt_started_at", "created_at"),
      }))
      .where("id", "=", entry.id)
      .where("claim_token", "in", claims)
      .where("status", "=", "processing")
      .executeTakeFirst();
    released += Number(result.numUpdatedRows);
  }
  return released;
}

/**
 * Where a task runs once the answer is sent when no worker runs in this process (serverless: Netlify's
 * functions register `context.waitUntil`; Next's server function registers `after()`, instrumentation-node.ts).
 * This module imports nothing of Next's: the functions load it outside Next.
 */
const deferSlot = processSingleton<(task: () => Promise<unknown>) => void>("outbox-defer");

/** A function runtime's way to keep working after its answer (Netlify: `context.waitUntil`). */
export function setOutboxDeferral(defer: ((task: () => Promise<unknown>) => void) | undefined): void {
  deferSlot.set(defer);
}

/** One pass over every destination, its failure logged: what a serverless runtime runs after a submission. */
export async function forwardOnce(): Promise<void> {
  try {
    await drainOutbox();
  } catch (error) {
    log.error("drain failed; the scheduled pass will try again", { err: error });
  }
}

/**
 * Asks the running worker to forward now instead of at its next tick. Where no worker runs (a function on
 * Netlify: no process outlives its request), the submission is forwarded right after the answer is sent,
 * and the scheduled function (netlify/functions/outbox-forward.mts) takes whatever that pass left.
 */
export function kickOutbox(): void {
  if (workerSlot.get()) {
    setImmediate(runOnce);
    return;
  }
  // A server started with OUTBOX_WORKER=off only stores; so do tests and scripts.
  if (!inNetlifyRuntime()) return;
  const defer = deferSlot.get();
  if (defer) defer(forwardOnce);
  else void forwardOnce();
}
