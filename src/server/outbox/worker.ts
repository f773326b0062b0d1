import { randomUUID } from "node:crypto";
import { z } from "zod";
import { reportError } from "@/lib/errors";
import { getDb, nowIso, type Db } from "../db";
import { processSingleton } from "../process-singleton";
import type { ExpressionBuilder } from "kysely";
import type { Database, OutboxEntry } from "../db/schema";
import { DownstreamError } from "../integrations/http";
import { destinationErrorCodes, destinationHandlers, type Destination, type DestinationHandlers } from "./destinations";

const envSchema = z.object({
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5_000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().positive().default(5_000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().positive().default(3_600_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().positive().default(25),
  OUTBOX_LEASE_MS: z.coerce.number().int().positive().default(120_000),
  OUTBOX_AUTH_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
});

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
}

export interface DrainResult {
  forwarded: number;
  retrying: number;
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
async function claimDue(db: Db, limit: number, leaseMs: number, now: string): Promise<OutboxEntry[]> {
  // Pending and due, or claimed by a worker whose lease ran out.
  const isDue = (eb: ExpressionBuilder<Database, "outbox">) =>
    eb.or([
      eb.and([eb("status", "=", "pending"), eb("next_attempt_at", "<=", now)]),
      eb.and([eb("status", "=", "processing"), eb("locked_until", "<", now)]),
    ]);
  return db
    .updateTable("outbox")
    .set((eb) => ({
      status: "processing",
      claim_token: randomUUID(),
      locked_until: new Date(Date.now() + leaseMs).toISOString(),
      attempts: eb("attempts", "+", 1),
    }))
    .where("id", "in", db.selectFrom("outbox").select("id").where(isDue).orderBy("next_attempt_at").limit(limit))
    .where(isDue)
    .returningAll()
    .execute();
}

/** Forwards every due entry once; returns what happened. Safe to run from several workers. */
export async function drainOutbox(options: DrainOptions = {}): Promise<DrainResult> {
  const env = envSchema.parse(process.env);
  const db = options.db ?? (await getDb());
  const handlers = options.handlers ?? destinationHandlers;
  const maxAttempts = options.maxAttempts ?? env.OUTBOX_MAX_ATTEMPTS;
  const result: DrainResult = { forwarded: 0, retrying: 0, failed: 0 };
  // Only what was due when the pass began: an entry that fails is retried by a later pass.
  const startedAt = nowIso();

  for (;;) {
    const entries = await claimDue(db, options.batchSize ?? 20, options.leaseMs ?? env.OUTBOX_LEASE_MS, startedAt);
    if (entries.length === 0) return result;
    const policy = {
      maxAttempts,
      authMaxAttempts: options.authMaxAttempts ?? env.OUTBOX_AUTH_MAX_ATTEMPTS,
      retryBaseMs: options.retryBaseMs ?? env.OUTBOX_RETRY_BASE_MS,
      retryMaxMs: options.retryMaxMs ?? env.OUTBOX_RETRY_MAX_MS,
      // Give up a little before the claim expires, so no other worker takes the row meanwhile.
      deadlineMs: Math.floor((options.leaseMs ?? env.OUTBOX_LEASE_MS) * 0.9),
    };
    // A slow destination must not hold up the others in the batch.
    const outcomes = await Promise.all(entries.map((entry) => deliver(db, entry, handlers, policy)));
    for (const outcome of outcomes) result[outcome] += 1;
  }
}

/**
 * Beyond the HTTP client's own timeout, a delivery is cut off here before its claim runs out; it is
 * retried later with the same idempotency key, so a late success downstream is not applied twice.
 */
function withinDeadline<T>(delivery: Promise<T>, deadlineMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new DownstreamError(`no answer within ${deadlineMs} ms`, true)), deadlineMs);
  });
  return Promise.race([delivery, deadline]).finally(() => clearTimeout(timer));
}

async function deliver(
  db: Db,
  entry: OutboxEntry,
  handlers: DestinationHandlers,
  policy: { maxAttempts: number; authMaxAttempts: number; retryBaseMs: number; retryMaxMs: number; deadlineMs: number },
): Promise<keyof DrainResult> {
  const destination = entry.destination as Destination;
  const mine = (qb: ReturnType<typeof db.updateTable<"outbox">>) =>
    qb.where("id", "=", entry.id).where("claim_token", "=", entry.claim_token).where("status", "=", "processing");
  try {
    const handler = handlers[destination];
    if (!handler) throw new DownstreamError(`Unknown outbox destination ${entry.destination}`, false);
    const answer = await withinDeadline(handler(JSON.parse(entry.message), { db, idempotencyKey: entry.id }), policy.deadlineMs);
    await mine(db.updateTable("outbox"))
      .set({ status: "forwarded", forwarded_at: nowIso(), result: JSON.stringify(answer ?? null), last_error: null, locked_until: null })
      .execute();
    return "forwarded";
  } catch (error) {
    const retryable = !(error instanceof DownstreamError) || error.retryable;
    const refused = error instanceof DownstreamError && error.credentialsRefused;
    const giveUp = !retryable || entry.attempts >= (refused ? Math.min(policy.authMaxAttempts, policy.maxAttempts) : policy.maxAttempts);
    const message = error instanceof Error ? error.message : String(error);
    // Refused credentials need a person (a rotated key, a revoked token): said loudly on every attempt.
    if (refused) console.error(`[outbox] ALERT ${destination} refused our credentials (attempt ${entry.attempts}); check its API key`);
    const code = destinationErrorCodes[destination];
    const context = { outboxId: entry.id, submissionId: entry.submission_id, destination, attempts: entry.attempts, willRetry: !giveUp };
    if (code) reportError({ code, message, context });
    else console.error(`[outbox] ${destination} delivery failed: ${message}`, context);
    await mine(db.updateTable("outbox"))
      .set({
        status: giveUp ? "failed" : "pending",
        last_error: message.slice(0, 2000),
        locked_until: null,
        next_attempt_at: giveUp ? entry.next_attempt_at : new Date(Date.now() + retryDelayMs(entry.attempts, policy.retryBaseMs, policy.retryMaxMs)).toISOString(),
      })
      .execute();
    return giveUp ? "failed" : "retrying";
  }
}

const workerSlot = processSingleton<{ timer: NodeJS.Timeout; running: Promise<unknown> | null; again: boolean }>("outbox-worker");

function runOnce(): void {
  const worker = workerSlot.get();
  if (!worker) return;
  if (worker.running) {
    worker.again = true;
    return;
  }
  worker.running = drainOutbox()
    .catch((error) => console.error("[outbox] drain failed; will try again", error))
    .finally(() => {
      worker.running = null;
      if (workerSlot.get() !== worker) return;
      if (worker.again) {
        worker.again = false;
        runOnce();
      }
    });
}

/**
 * Starts the in-process worker: drains at start (rows left by a crash), every `OUTBOX_POLL_MS`,
 * and right after each new submission (`kickOutbox`). Returns a stop function.
 */
export function startOutboxWorker(): () => Promise<void> {
  if (!workerSlot.get()) {
    const { OUTBOX_POLL_MS } = envSchema.parse(process.env);
    const timer = setInterval(runOnce, OUTBOX_POLL_MS);
    timer.unref();
    workerSlot.set({ timer, running: null, again: false });
    runOnce();
  }
  return stopOutboxWorker;
}

export async function stopOutboxWorker(): Promise<void> {
  const current = workerSlot.get();
  workerSlot.set(undefined);
  if (!current) return;
  clearInterval(current.timer);
  await current.running;
}

/** Asks the running worker (if any) to forward now instead of at its next tick. */
export function kickOutbox(): void {
  if (workerSlot.get()) setImmediate(runOnce);
}
