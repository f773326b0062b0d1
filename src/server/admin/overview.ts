import { getDb, type Db } from "../db";

/** How far back "this week" reaches on the overview: the last seven days. */
export const OVERVIEW_DAYS = 7;

/** The overview's numbers: leads stored in the last seven days (spam aside) by kind, and deliveries set aside. */
export async function consoleOverview(options: { db?: Db; now?: Date } = {}) {
  const db = options.db ?? (await getDb());
  const since = new Date((options.now ?? new Date()).getTime() - OVERVIEW_DAYS * 86_400_000).toISOString();
  const byKind = await db
    .selectFrom("submissions")
    .select(["kind", (eb) => eb.fn.countAll<number | string>().as("count")])
    .where("created_at", ">=", since)
    .where("is_spam", "=", 0)
    .groupBy("kind")
    .orderBy("kind")
    .execute();
  const parked = await db
    .selectFrom("outbox")
    .select((eb) => eb.fn.countAll<number | string>().as("count"))
    .where("status", "in", ["parked", "failed"])
    .executeTakeFirstOrThrow();
  const leads = byKind.map((row) => ({ kind: row.kind, count: Number(row.count) }));
  return { since, leads, leadsTotal: leads.reduce((sum, row) => sum + row.count, 0), parkedDeliveries: Number(parked.count) };
}
