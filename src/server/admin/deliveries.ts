import { outboxStatuses } from "../db/schema";
import { getDb, type Db } from "../db";
import { outboxCounts, recentFailures, retryFailed } from "../outbox/admin";
import { kickOutbox } from "../outbox/worker";
import { recordAudit } from "./audit";
import { keptNotSentSql, type DeliveryOutcome } from "./delivery-state";
import type { AdminSession } from "./session";

/** The deliveries page's columns: the outbox's states, `forwarded` split into sent and kept (not sent). */
export const deliveryColumns = ["pending", "processing", "forwarded", "kept", "parked", "failed"] as const satisfies readonly DeliveryOutcome[];

export interface DestinationRow {
  destination: string;
  counts: Record<(typeof deliveryColumns)[number], number>;
  total: number;
}

/**
 * The console's deliveries page: the outbox by destination and state (as `npm run outbox:status`, with the entries an
 * embedded default took counted as kept, not forwarded), and the last errors.
 */
export async function deliveriesOverview(options: { db?: Db; failures?: number } = {}) {
  const db = options.db ?? (await getDb());
  const byDestination = new Map<string, DestinationRow>();
  const rowOf = (destination: string) => {
    let row = byDestination.get(destination);
    if (!row) byDestination.set(destination, (row = { destination, counts: Object.fromEntries(deliveryColumns.map((name) => [name, 0])) as DestinationRow["counts"], total: 0 }));
    return row;
  };
  for (const { destination, status, count } of await outboxCounts(db)) {
    const row = rowOf(destination);
    if ((outboxStatuses as readonly string[]).includes(status)) row.counts[status] += count;
    row.total += count;
  }
  const kept = await db
    .selectFrom("outbox as o")
    .select(["o.destination", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where(keptNotSentSql("o"))
    .groupBy("o.destination")
    .execute();
  for (const { destination, count } of kept) {
    const row = rowOf(destination);
    row.counts.kept += Number(count);
    row.counts.forwarded -= Number(count);
  }
  const destinations = [...byDestination.values()];
  const waiting = destinations.reduce((sum, row) => sum + row.counts.parked + row.counts.failed, 0);
  return { destinations, waiting, failures: await recentFailures(db, options.failures ?? 20) };
}

/**
 * Replays the parked and given-up entries (of one destination, or all) as `npm run outbox:retry` does, wakes the
 * worker, and audits how many: the console's "Replay parked deliveries" button.
 */
export async function replayParkedDeliveries(session: AdminSession, options: { destination?: string; db?: Db } = {}): Promise<number> {
  const db = options.db ?? (await getDb());
  const replayed = await retryFailed(db, { destination: options.destination });
  if (replayed > 0) kickOutbox();
  await recordAudit(session, "deliveries_replay", { replayed, ...(options.destination ? { destination: options.destination } : {}) }, { db });
  return replayed;
}
