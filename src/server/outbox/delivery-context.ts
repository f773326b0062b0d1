// What a destination's delivery is handed: a leaf, so a destination (src/server/mail/deliver.ts) can name it
// without importing the table of destinations that imports it.
import type { Db } from "../db";

export interface DeliveryContext {
  db: Db;
  /** The outbox entry's id: the same on every retry, so downstream can drop a duplicate. */
  idempotencyKey: string;
  /** 1 for the first try; more means an earlier attempt may have reached downstream. */
  attempt: number;
  /**
   * When an earlier attempt may have reached downstream without our hearing back (cut off, crashed mid-call,
   * answer lost): the start of the first such attempt; null when every earlier attempt clearly did not.
   */
  doubtSince?: string | null;
  /** When the submission was stored. */
  submittedAt?: string;
  /** Aborted when the worker gives up on this attempt (its deadline, before the claim runs out): pass it to every call. */
  signal?: AbortSignal;
}
