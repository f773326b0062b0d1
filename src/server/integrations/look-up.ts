import type { z } from "zod";
import { DownstreamError, callDownstream } from "./http";

/**
 * Before sending again a delivery whose earlier attempt may have arrived (the outbox's `doubtSince`: cut off,
 * crashed mid-call, answer lost), an adapter asks the receiver what it already has, where its API can tell.
 */

/** A record a receiver's look-up answers: its id, when it was made, and the key it was made with when it keeps them. */
export interface ReceivedRecord {
  id: string;
  createdAt?: string;
  idempotencyKey?: string;
}

/**
 * The receiver's clock and ours differ a little: a record counts as made by our earlier attempt when it was created
 * at most this much before that attempt began.
 */
export const RECEIVER_CLOCK_SLACK_MS = 5_000;

/**
 * The record our earlier attempt made, among those the look-up found: the one with our key when the receiver keeps
 * keys (exact), else one created since that attempt began (`since`; a record someone else made meanwhile for the
 * same person also counts: the person has it either way).
 */
export function madeByOurAttempt(found: readonly ReceivedRecord[], idempotencyKey: string, since: string): ReceivedRecord | undefined {
  const threshold = Date.parse(since) - RECEIVER_CLOCK_SLACK_MS;
  return found.find((record) =>
    record.idempotencyKey !== undefined ? record.idempotencyKey === idempotencyKey : record.createdAt !== undefined && Date.parse(record.createdAt) >= threshold,
  );
}

/**
 * Runs a look-up over HTTP (`call` answers the body's text). A 4xx answer that asking again would not change (no
 * such record, no such look-up), or an answer not in `schema`'s shape, means the receiver cannot tell: null, and the
 * delivery is sent with its idempotency key. A look-up that gets no answer (timeout, 5xx, network) or is refused
 * our credentials throws a retryable DownstreamError: the entry is tried again later rather than risk a duplicate.
 */
export async function askReceiver<T>(system: string, call: () => Promise<string>, schema: z.ZodType<T>): Promise<T | null> {
  let text: string;
  try {
    text = await callDownstream(system, call);
  } catch (error) {
    if (error instanceof DownstreamError && !error.retryable) return null;
    throw error;
  }
  try {
    const parsed = schema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}
