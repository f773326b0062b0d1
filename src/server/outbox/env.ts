import { z } from "zod";
import { outboundEnv } from "../integrations/http";

export const outboxEnv = z.object({
  OUTBOX_POLL_MS: z.coerce.number().int().positive().default(5_000),
  OUTBOX_RETRY_BASE_MS: z.coerce.number().int().positive().default(5_000),
  OUTBOX_RETRY_MAX_MS: z.coerce.number().int().positive().default(3_600_000),
  OUTBOX_MAX_ATTEMPTS: z.coerce.number().int().positive().default(25),
  OUTBOX_LEASE_MS: z.coerce.number().int().positive().default(120_000),
  OUTBOX_AUTH_MAX_ATTEMPTS: z.coerce.number().int().positive().default(8),
  /** How long a parked entry is retried on the slow schedule before it is given up (`failed`). */
  OUTBOX_PARKED_DAYS: z.coerce.number().positive().max(365).default(7),
});

/** The worker cuts a delivery off (and aborts its calls) at this share of its claim, before another worker may take it. */
export const deliveryDeadlineMs = (leaseMs: number) => Math.floor(leaseMs * 0.9);

/** The most outbound calls one delivery makes in a row, each up to OUTBOUND_TIMEOUT_MS: Marketo's token, a look-up after an attempt in doubt, the write. */
export const CALLS_PER_DELIVERY = 3;

/**
 * The claim must outlive every call of a delivery: otherwise the worker's deadline, not the call's own timeout, cuts
 * slow deliveries off, and a claim that runs out lets a second worker send the entry while the first still waits.
 * Null when OUTBOX_LEASE_MS and OUTBOUND_TIMEOUT_MS agree (or one of them is invalid: its own problem names it).
 */
export function outboxTimingProblem(env: Record<string, string | undefined>): string | null {
  const lease = outboxEnv.shape.OUTBOX_LEASE_MS.safeParse(env.OUTBOX_LEASE_MS);
  const outbound = outboundEnv.safeParse(env);
  if (!lease.success || !outbound.success) return null;
  const timeoutMs = outbound.data.OUTBOUND_TIMEOUT_MS ?? 15_000;
  if (deliveryDeadlineMs(lease.data) >= CALLS_PER_DELIVERY * timeoutMs) return null;
  return (
    `OUTBOX_LEASE_MS: ${lease.data} ms does not outlive OUTBOUND_TIMEOUT_MS (${timeoutMs} ms): a delivery makes up to ${CALLS_PER_DELIVERY} calls of up to ` +
    `OUTBOUND_TIMEOUT_MS each and the worker cuts it off at 90 % of its lease; set OUTBOX_LEASE_MS to at least ` +
    `${Math.ceil((CALLS_PER_DELIVERY * timeoutMs) / 0.9)} or OUTBOUND_TIMEOUT_MS to at most ${Math.floor(deliveryDeadlineMs(lease.data) / CALLS_PER_DELIVERY)}`
  );
}
