import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { Lead } from "@/lib/leads/lead";
import { getDb, nowIso, type Db } from "../db";
import type { Database } from "../db/schema";
import type { OutboxMessage } from "../outbox/destinations";
import { kickOutbox } from "../outbox/worker";
import { leadColumns } from "./columns";

// The only module that writes the submissions table (src/server/leads/README.md): a lead, its columns, its deliveries.

export interface SubmissionInput {
  /** A client-chosen id that makes a repeated request the same submission (an assessment's); a new one otherwise. */
  id?: string;
  /** The lead, without its password (hashed into the learning app's delivery, never stored). */
  lead: Lead;
  /** Downstream deliveries, written in the same transaction. */
  destinations: readonly OutboxMessage[];
  /** Honeypot filled: stored for review, never forwarded. */
  isSpam?: boolean;
}

export interface RecordOptions {
  db?: Db;
  /**
   * The browser's Idempotency-Key of the request (`idempotencyKeyOf`): a submission of this kind already stored
   * under it is answered again instead of storing another (a retry after a reset connection or a restart).
   */
  idempotencyKey?: string | null;
  /** Extra writes that must commit or fail with the submission (use `trx`, never the outer db). */
  within?: (trx: Transaction<Database>, submissionId: string) => Promise<void>;
}

/** Thrown inside a submission's transaction when its idempotency key is taken: nothing of it is written. */
class AlreadyStored extends Error {}

/**
 * Stores a submission and its outbox entries in one transaction, then wakes the outbox worker.
 * When this resolves the submission is durable and the visitor may be told it succeeded. A request repeated with
 * the same idempotency key resolves to the submission stored the first time (`repeated: true`), writing nothing.
 */
export async function recordSubmission(input: SubmissionInput, options: RecordOptions = {}): Promise<{ id: string; createdAt: string; repeated: boolean }> {
  const db = options.db ?? (await getDb());
  const id = input.id ?? randomUUID();
  const createdAt = nowIso();
  const idempotencyKey = options.idempotencyKey ? `${input.lead.kind}:${options.idempotencyKey}` : null;
  if (idempotencyKey) {
    const stored = await storedUnder(db, idempotencyKey);
    if (stored) return stored;
  }
  try {
    await writeSubmission(db, input, options, { id, createdAt, idempotencyKey });
  } catch (error) {
    // A retry that raced the first attempt: the first one's row stands.
    const stored = idempotencyKey && (error instanceof AlreadyStored || isUniqueViolation(error)) ? await storedUnder(db, idempotencyKey) : null;
    if (stored) return stored;
    throw error;
  }
  kickOutbox();
  return { id, createdAt, repeated: false };
}

async function storedUnder(db: Db, idempotencyKey: string): Promise<{ id: string; createdAt: string; repeated: true } | null> {
  const row = await db.selectFrom("submissions").select(["id", "created_at"]).where("idempotency_key", "=", idempotencyKey).executeTakeFirst();
  return row ? { id: row.id, createdAt: row.created_at, repeated: true } : null;
}

/** SQLite's and PostgreSQL's report of a duplicate key. */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "23505" || code === "SQLITE_CONSTRAINT_UNIQUE" || (typeof message === "string" && /UNIQUE constraint failed/i.test(message));
}

async function writeSubmission(db: Db, input: SubmissionInput, options: RecordOptions, row: { id: string; createdAt: string; idempotencyKey: string | null }): Promise<void> {
  const { id, createdAt, idempotencyKey } = row;
  await db.transaction().execute(async (trx) => {
    const inserted = await trx
      .insertInto("submissions")
      .values({
        id,
        ...leadColumns(input.lead),
        is_spam: input.isSpam ? 1 : 0,
        created_at: createdAt,
        idempotency_key: idempotencyKey,
      })
      .onConflict((oc) => oc.column("idempotency_key").doNothing())
      .executeTakeFirst();
    if (Number(inserted.numInsertedOrUpdatedRows ?? 0n) === 0) throw new AlreadyStored();
    if (!input.isSpam) await queueDeliveries(trx, id, input.destinations, createdAt);
    await options.within?.(trx, id);
  });
}

/** Rows per INSERT of `storeReceivedLeads` (about 20 parameters each: far under SQLite's and PostgreSQL's limits). */
const BULK_ROWS = 200;

/**
 * Stores leads received earlier, each at its own time (a data set loaded for `npm run bench:console`, an import):
 * many rows per statement, in one transaction; nothing is queued for delivery and the worker is not woken.
 */
export async function storeReceivedLeads(db: Db, leads: readonly { id?: string; lead: Lead; createdAt: string; isSpam?: boolean }[]): Promise<string[]> {
  const rows = leads.map((received) => ({
    id: received.id ?? randomUUID(),
    ...leadColumns(received.lead),
    is_spam: received.isSpam ? 1 : 0,
    created_at: received.createdAt,
    idempotency_key: null,
  }));
  await db.transaction().execute(async (trx) => {
    for (let start = 0; start < rows.length; start += BULK_ROWS) await trx.insertInto("submissions").values(rows.slice(start, start + BULK_ROWS)).execute();
  });
  return rows.map((row) => row.id);
}

/**
 * Writes the outbox entries of a submission inside the caller's transaction (a submission's own, or
 * a later step such as a confirmed newsletter subscription). Call `kickOutbox()` after the commit.
 * A submission has one entry per destination: `once` skips one already queued (a report uploaded again).
 */
export async function queueDeliveries(
  trx: Transaction<Database>,
  submissionId: string,
  destinations: readonly OutboxMessage[],
  now = nowIso(),
  options: { once?: boolean } = {},
): Promise<void> {
  if (destinations.length === 0) return;
  const insert = trx
    .insertInto("outbox")
    .values(
      destinations.map(({ destination, message }) => ({
        id: randomUUID(),
        submission_id: submissionId,
        destination,
        message: JSON.stringify(message),
        status: "pending" as const,
        attempts: 0,
        next_attempt_at: now,
        created_at: now,
      })),
    );
  await (options.once ? insert.onConflict((oc) => oc.columns(["submission_id", "destination"]).doNothing()) : insert).execute();
}

/**
 * Replaces the outbox entries of a submission that changed (an assessment with new answers): each
 * gets a fresh id, so downstream takes it as a new delivery rather than a duplicate, and is pending
 * again; a worker still holding the old version finds no row to mark and the new one goes next.
 */
export async function requeueDeliveries(trx: Transaction<Database>, submissionId: string, destinations: readonly OutboxMessage[], now = nowIso()): Promise<void> {
  for (const { destination, message } of destinations) {
    const entry = { id: randomUUID(), message: JSON.stringify(message), status: "pending" as const, attempts: 0, next_attempt_at: now };
    await trx
      .insertInto("outbox")
      .values({ ...entry, submission_id: submissionId, destination, created_at: now })
      .onConflict((oc) =>
        oc.columns(["submission_id", "destination"]).doUpdateSet({ ...entry, locked_until: null, claim_token: null, last_error: null, result: null, forwarded_at: null }),
      )
      .execute();
  }
}

/**
 * Rewrites a stored lead of `kind` with what it is now (an assessment whose answers changed), and queues its
 * deliveries again in the same transaction (`requeueDeliveries`); false when no such lead has this id.
 */
export async function replaceLead(db: Db, id: string, lead: Lead, destinations: readonly OutboxMessage[], options: { isSpam?: boolean } = {}): Promise<boolean> {
  const replaced = await db.transaction().execute(async (trx) => {
    const { kind, ...columns } = leadColumns(lead);
    const updated = await trx.updateTable("submissions").set(columns).where("id", "=", id).where("kind", "=", kind).executeTakeFirst();
    if (Number(updated.numUpdatedRows) === 0) return false;
    if (!options.isSpam) await requeueDeliveries(trx, id, destinations);
    return true;
  });
  if (replaced) kickOutbox();
  return replaced;
}
