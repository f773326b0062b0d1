import { randomUUID } from "node:crypto";
import type { Transaction } from "kysely";
import type { TrafficSource } from "@/lib/forms/payloads";
import { getDb, nowIso, type Db } from "./db";
import type { Database, SubmissionKind } from "./db/schema";
import type { OutboxMessage } from "./outbox/destinations";
import { kickOutbox } from "./outbox/worker";

export interface SubmissionInput {
  /** A client-chosen id that makes a repeated request the same submission (see assessments.ts); a new one otherwise. */
  id?: string;
  kind: SubmissionKind;
  locale: string;
  /** What the visitor sent, as stored for the record and the CSV export (no password). */
  payload: Record<string, unknown>;
  trafficSource?: TrafficSource | null;
  email?: string | null;
  formType?: string | null;
  formId?: string | null;
  /** Downstream deliveries, written in the same transaction. */
  destinations: readonly OutboxMessage[];
  /** Honeypot filled: stored for review, never forwarded. */
  isSpam?: boolean;
}

export interface RecordOptions {
  db?: Db;
  /** Extra writes that must commit or fail with the submission (use `trx`, never the outer db). */
  within?: (trx: Transaction<Database>, submissionId: string) => Promise<void>;
}

/**
 * Stores a submission and its outbox entries in one transaction, then wakes the outbox worker.
 * When this resolves the submission is durable and the visitor may be told it succeeded.
 */
export async function recordSubmission(input: SubmissionInput, options: RecordOptions = {}): Promise<{ id: string; createdAt: string }> {
  const db = options.db ?? (await getDb());
  const id = input.id ?? randomUUID();
  const createdAt = nowIso();
  await db.transaction().execute(async (trx) => {
    await trx
      .insertInto("submissions")
      .values({
        id,
        kind: input.kind,
        form_type: input.formType ?? null,
        form_id: input.formId ?? null,
        locale: input.locale,
        email: input.email?.toLowerCase() ?? null,
        payload: JSON.stringify(input.payload),
        traffic_source: input.trafficSource ? JSON.stringify(input.trafficSource) : null,
        is_spam: input.isSpam ? 1 : 0,
        created_at: createdAt,
      })
      .execute();
    if (!input.isSpam) await queueDeliveries(trx, id, input.destinations, createdAt);
    await options.within?.(trx, id);
  });
  kickOutbox();
  return { id, createdAt };
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
