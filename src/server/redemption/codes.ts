import { randomUUID } from "node:crypto";
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { PostgresAdapter } from "kysely";
import type { Db } from "@/server/db";
import { parseCodesCsv } from "./csv";

/** A campaign key: the redemption_code document's uid (lower-case letters, digits, dashes). */
export const CAMPAIGN_PATTERN = /^[a-z0-9](?:[a-z0-9-]{0,98}[a-z0-9])?$/;

export interface Claim {
  code: string;
  claimedAt: string;
}

export interface CampaignStats {
  total: number;
  claimed: number;
  remaining: number;
  /** Codes handed out per UTC day, oldest first (days without any are left out). */
  perDay: { day: string; count: number }[];
}

const isPostgres = (db: Db) => db.getExecutor().adapter instanceof PostgresAdapter;

/** The one-code-per-visitor index refused a second claim by the same visitor (SQLite and PostgreSQL wordings). */
function isUniqueViolation(error: unknown): boolean {
  const { code, message } = (error ?? {}) as { code?: unknown; message?: unknown };
  return code === "23505" || (typeof message === "string" && message.includes("UNIQUE constraint failed"));
}

/** The code this visitor already has in the campaign, if any. */
export async function findClaim(db: Db, campaign: string, visitor: string): Promise<Claim | null> {
  const row = await db
    .selectFrom("redemption_codes")
    .select(["code", "claimed_at"])
    .where("campaign", "=", campaign)
    .where("claimed_by", "=", visitor)
    .executeTakeFirst();
  return row?.claimed_at ? { code: row.code, claimedAt: row.claimed_at } : null;
}

/**
 * The visitor's code: the one they already have, else a free one taken for them in a single
 * conditional UPDATE (PostgreSQL skips rows another claim holds; SQLite runs one writer at a time),
 * so a code is never handed out twice. Null when the pool is empty.
 */
export async function claimCode(db: Db, campaign: string, visitor: string, now = new Date()): Promise<(Claim & { isNew: boolean }) | null> {
  const existing = await findClaim(db, campaign, visitor);
  if (existing) return { ...existing, isNew: false };
  const claimedAt = now.toISOString();
  for (let attempt = 0; attempt < 8; attempt += 1) {
    const free = db.selectFrom("redemption_codes").select("id").where("campaign", "=", campaign).where("claimed_by", "is", null).limit(1);
    try {
      const row = await db
        .updateTable("redemption_codes")
        .set({ claimed_by: visitor, claimed_at: claimedAt })
        .where("id", "=", isPostgres(db) ? free.forUpdate().skipLocked() : free)
        .where("claimed_by", "is", null)
        .returning("code")
        .executeTakeFirst();
      if (row) return { code: row.code, claimedAt, isNew: true };
    } catch (error) {
      // The same visitor's other request won the race: hand out what it got.
      if (!isUniqueViolation(error)) throw error;
      const won = await findClaim(db, campaign, visitor);
      if (won) return { ...won, isNew: false };
      throw error;
    }
    // Nothing taken: the pool is empty, or (PostgreSQL) every free row was held by another claim a moment ago.
    const left = await db.selectFrom("redemption_codes").select((eb) => eb.fn.countAll<number | string>().as("n")).where("campaign", "=", campaign).where("claimed_by", "is", null).executeTakeFirstOrThrow();
    if (Number(left.n) === 0) return null;
  }
  throw new Error(`Could not claim a code of campaign ${campaign}: the pool is contended`);
}

/** Adds codes to a campaign's pool; codes it already has are skipped. */
export async function importCodes(db: Db, campaign: string, codes: readonly string[], now = new Date()): Promise<{ added: number; skipped: number }> {
  if (!CAMPAIGN_PATTERN.test(campaign)) throw new Error(`Invalid campaign uid: ${campaign}`);
  const importedAt = now.toISOString();
  let added = 0;
  for (let start = 0; start < codes.length; start += 500) {
    const chunk = [...new Set(codes.slice(start, start + 500))];
    const rows = await db
      .insertInto("redemption_codes")
      .values(chunk.map((code) => ({ id: randomUUID(), campaign, code, claimed_by: null, claimed_at: null, imported_at: importedAt })))
      .onConflict((conflict) => conflict.columns(["campaign", "code"]).doNothing())
      .returning("id")
      .execute();
    added += rows.length;
  }
  return { added, skipped: codes.length - added };
}

/** Total, handed out, remaining and handed out per day, straight from the pool. */
export async function campaignStats(db: Db, campaign: string): Promise<CampaignStats> {
  const totals = await db
    .selectFrom("redemption_codes")
    .select((eb) => [eb.fn.countAll<number | string>().as("total"), eb.fn.count<number | string>("claimed_by").as("claimed")])
    .where("campaign", "=", campaign)
    .executeTakeFirstOrThrow();
  const days = await db
    .selectFrom("redemption_codes")
    .select((eb) => [eb.fn<string>("substr", ["claimed_at", eb.val(1), eb.val(10)]).as("day"), eb.fn.countAll<number | string>().as("count")])
    .where("campaign", "=", campaign)
    .where("claimed_at", "is not", null)
    .groupBy("day")
    .orderBy("day")
    .execute();
  const total = Number(totals.total);
  const claimed = Number(totals.claimed);
  return { total, claimed, remaining: total - claimed, perDay: days.map((row) => ({ day: row.day, count: Number(row.count) })) };
}

/** When each code of the campaign handed out in the 24 hours before `now` was taken (ISO strings). */
export async function recentClaimTimes(db: Db, campaign: string, now = new Date()): Promise<string[]> {
  const rows = await db
    .selectFrom("redemption_codes")
    .select("claimed_at")
    .where("campaign", "=", campaign)
    .where("claimed_at", ">=", new Date(now.getTime() - 86_400_000).toISOString())
    .execute();
  return rows.flatMap((row) => (row.claimed_at ? [row.claimed_at] : []));
}

const seeded = new Set<string>();

/**
 * A campaign with no pool yet gets the codes shipped with the content (`content/redemption-codes/{uid}.csv`),
 * once: `npm start` hands out codes offline, and an imported pool is never topped up behind the operator's back.
 */
export async function ensureShippedPool(db: Db, campaign: string, root = path.join(process.cwd(), "content", "redemption-codes")): Promise<void> {
  const key = `${root}|${campaign}`;
  if (seeded.has(key) || !CAMPAIGN_PATTERN.test(campaign)) return;
  const file = path.join(root, `${campaign}.csv`);
  if (existsSync(file)) {
    const any = await db.selectFrom("redemption_codes").select("id").where("campaign", "=", campaign).limit(1).executeTakeFirst();
    if (!any) await importCodes(db, campaign, parseCodesCsv(readFileSync(file, "utf8")).codes);
  }
  seeded.add(key);
}
