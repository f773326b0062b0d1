import { outboxStatuses, type OutboxStatus } from "../db/schema";
import { getDb, type Db } from "../db";
import { outboxCounts, recentFailures, retryFailed } from "../outbox/admin";
import { kickOutbox } from "../outbox/worker";
import { recordAudit } from "./audit";
import type { AdminSession } from "./session";

export interface DestinationRow {
  destination: string;
  counts: Record<OutboxStatus, number>;
  total: number;
}

/** The console's deliveries page: the outbox by destination and state (as `npm run outbox:status`), and the last errors. */
export async function deliveriesOverview(options: { db?: Db; failures?: number } = {}) {
  const db = options.db ?? (await getDb());
  const byDestination = new Map<string, DestinationRow>();
  for (const { destination, status, count } of await outboxCounts(db)) {
    const row = byDestination.get(destination) ?? { destination, counts: Object.fromEntries(outboxStatuses.map((name) => [name, 0])) as Record<OutboxStatus, number>, total: 0 };
    row.counts[status] += count;
    row.total += count;
    byDestination.set(destination, row);
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
