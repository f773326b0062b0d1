import { createHash } from "node:crypto";
import { getDb, type Db } from "@/server/db";

/** Expired rows of the table are swept at most this often per process and database. */
const SWEEP_INTERVAL_MS = 60_000;
const lastSweeps = new WeakMap<Db, number>();

/** Stored hashed, as the limits' keys are, under a name of its own. */
const spentKey = (signature: string) => createHash("sha256").update(`altcha-spent\0${signature}`).digest("base64url").slice(0, 32);

/**
 * Spends a solved challenge: true the first time its signature is seen, false ever after, on every instance and
 * every host. Kept in the database whatever the limits' store is (memory, Redis, or Redis that is down): SQLite
 * of the one process that serves its file, or the PostgreSQL every instance shares. One row per signature in the
 * limits' table until the challenge expires (an insert that only the first request wins), swept with it.
 */
export async function spendProof(signature: string, expiresAtMs: number, now = Date.now(), db?: Db): Promise<boolean> {
  const store = db ?? (await getDb());
  const spent = await store
    .insertInto("rate_limit_hits")
    .values({ key: spentKey(signature), window: 0, count: 1, expires_at: expiresAtMs })
    .onConflict((oc) => oc.columns(["key", "window"]).doNothing())
    .returning("key")
    .executeTakeFirst();
  if (now - (lastSweeps.get(store) ?? 0) > SWEEP_INTERVAL_MS) {
    lastSweeps.set(store, now);
    await store.deleteFrom("rate_limit_hits").where("expires_at", "<", now).execute();
  }
  return spent !== undefined;
}
