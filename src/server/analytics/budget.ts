import { createHash } from "node:crypto";
import { z } from "zod";
import { rateLimitEnv } from "@/server/api/rate-limit";
import { getDb, type Db } from "@/server/db";
import { processSingleton } from "@/lib/process-singleton";
import { getRedis, type RedisClient } from "@/server/redis";
import { logger } from "@/lib/log";

const log = logger("analytics");

const MIB = 1024 * 1024;
export const HOUR_MS = 3_600_000;
export const DAY_MS = 24 * HOUR_MS;

/**
 * What the embedded analytics may write, in rows (events) and bytes (as stored): per client (the address
 * the rate limits use) per hour and per day, and for everyone together per day. Windows are fixed UTC
 * hours and days. `0` turns a budget off. The site's day never refuses anyone: from half of it on, a client's
 * events beyond its share are sampled (see `AnalyticsBudget`).
 */
export const analyticsBudgetEnv = z.object({
  ANALYTICS_CLIENT_HOUR_ROWS: z.coerce.number().int().min(0).default(2_000),
  ANALYTICS_CLIENT_HOUR_MB: z.coerce.number().min(0).max(1024).default(2),
  ANALYTICS_CLIENT_DAY_ROWS: z.coerce.number().int().min(0).default(10_000),
  ANALYTICS_CLIENT_DAY_MB: z.coerce.number().min(0).max(1024).default(8),
  ANALYTICS_DAY_ROWS: z.coerce.number().int().min(0).default(400_000),
  // Counted in bytes in an integer column: PostgreSQL's integer holds up to 2 GiB.
  ANALYTICS_DAY_MB: z.coerce.number().min(0).max(2047).default(128),
  /** Events of one client per UTC day always stored, the site's day budget spent or not: a visitor's day, and more. */
  ANALYTICS_CLIENT_SHARE_ROWS: z.coerce.number().int().min(1).default(500),
});

export interface BudgetLimit {
  /** Names the counter: "client-hour-rows", "total-day-bytes", ... */
  name: string;
  windowMs: number;
  max: number;
  /** Whose: the client's address, or "" for the site-wide budget. */
  key: string;
  /** How much this batch adds. */
  amount: number;
}

/** Fixed-window counters: adds `amount` to the counter of the window holding `now`, answers its new total. */
export interface UsageStore {
  add(name: string, key: string, windowMs: number, amount: number, now: number): Promise<number>;
}

const windowOf = (windowMs: number, now: number) => Math.floor(now / windowMs);
/** Stored hashed, like the rate limits' keys: no address in clear. */
const hashedKey = (name: string, key: string) => createHash("sha256").update(`analytics:${name}\0${key}`).digest("base64url").slice(0, 32);

/** This process's counters (one instance on SQLite without a shared store, tests). */
export class MemoryUsageStore implements UsageStore {
  private readonly counters = new Map<string, { window: number; total: number; expiresAt: number }>();
  private lastSweep = 0;

  async add(name: string, key: string, windowMs: number, amount: number, now: number): Promise<number> {
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      for (const [id, counter] of this.counters) if (counter.expiresAt < now) this.counters.delete(id);
    }
    const window = windowOf(windowMs, now);
    const id = `${name}\0${key}`;
    let counter = this.counters.get(id);
    if (!counter || counter.window !== window) counter = { window, total: 0, expiresAt: (window + 1) * windowMs };
    counter.total += amount;
    this.counters.set(id, counter);
    return counter.total;
  }
}

/** Counters in the rate limits' table (`rate_limit_hits`), shared by every instance on the database. */
export class DatabaseUsageStore implements UsageStore {
  private lastSweep = 0;

  constructor(private readonly db: () => Promise<Db>) {}

  async add(name: string, key: string, windowMs: number, amount: number, now: number): Promise<number> {
    const db = await this.db();
    const window = windowOf(windowMs, now);
    const row = await db
      .insertInto("rate_limit_hits")
      .values({ key: hashedKey(name, key), window, count: amount, expires_at: (window + 1) * windowMs })
      .onConflict((oc) => oc.columns(["key", "window"]).doUpdateSet((eb) => ({ count: eb("rate_limit_hits.count", "+", amount) })))
      .returning("count")
      .executeTakeFirstOrThrow();
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      await db.deleteFrom("rate_limit_hits").where("expires_at", "<", now).execute();
    }
    return Number(row.count);
  }
}

/** Counters in Redis: one INCRBY per counter, expiring with its window. */
export class RedisUsageStore implements UsageStore {
  constructor(
    private readonly redis: () => Promise<RedisClient>,
    private readonly prefix = "quillio:analytics:",
  ) {}

  async add(name: string, key: string, windowMs: number, amount: number, now: number): Promise<number> {
    const client = await this.redis();
    const window = windowOf(windowMs, now);
    const id = `${this.prefix}${hashedKey(name, key)}:${window}`;
    const [total] = await client.multi().incrBy(id, amount).pExpireAt(id, (window + 1) * windowMs + 60_000).exec();
    return Number(total);
  }
}

/**
 * Redis, and the database every instance shares while Redis cannot be reached: a budget that cannot be counted in
 * Redis is neither waived nor counted by one process alone, and the log says so at most once a minute. A fallback
 * that fails too throws (the batch gets 503).
 */
export class FallbackUsageStore implements UsageStore {
  private lastWarning = 0;

  constructor(
    private readonly shared: UsageStore,
    private readonly fallback: UsageStore,
  ) {}

  async add(name: string, key: string, windowMs: number, amount: number, now: number): Promise<number> {
    try {
      return await this.shared.add(name, key, windowMs, amount, now);
    } catch (error) {
      if (now - this.lastWarning >= 60_000) {
        this.lastWarning = now;
        log.error("the shared budget store is unreachable: counting the analytics budget in the database", { err: error });
      }
      return this.fallback.add(name, key, windowMs, amount, now);
    }
  }
}

export interface BudgetDecision {
  allowed: boolean;
  /** Seconds until the exhausted budget's window ends (when refused). */
  retryAfterSeconds: number;
  /** The client's budget that refused, e.g. "client-hour-bytes". */
  exceeded?: string;
  /** Of an allowed batch, which events to store (the others are the sample left out). */
  keep?: boolean[];
}

type BudgetEnv = z.infer<typeof analyticsBudgetEnv>;

/** A client's own budgets a batch of `rows` events taking `bytes` (as stored) is counted against: past one, it is refused. */
export function clientBudgetLimits(env: BudgetEnv, client: string, rows: number, bytes: number): BudgetLimit[] {
  const limits: BudgetLimit[] = [
    { name: "client-hour-rows", windowMs: HOUR_MS, max: env.ANALYTICS_CLIENT_HOUR_ROWS, key: client, amount: rows },
    { name: "client-hour-bytes", windowMs: HOUR_MS, max: Math.round(env.ANALYTICS_CLIENT_HOUR_MB * MIB), key: client, amount: bytes },
    { name: "client-day-rows", windowMs: DAY_MS, max: env.ANALYTICS_CLIENT_DAY_ROWS, key: client, amount: rows },
    { name: "client-day-bytes", windowMs: DAY_MS, max: Math.round(env.ANALYTICS_CLIENT_DAY_MB * MIB), key: client, amount: bytes },
  ];
  return limits.filter((limit) => limit.max > 0);
}

/** The site's daily budgets (everyone together), charged with what is stored. */
function siteBudgetLimits(env: BudgetEnv, rows: number, bytes: number): BudgetLimit[] {
  const limits: BudgetLimit[] = [
    { name: "total-day-rows", windowMs: DAY_MS, max: env.ANALYTICS_DAY_ROWS, key: "", amount: rows },
    { name: "total-day-bytes", windowMs: DAY_MS, max: Math.round(env.ANALYTICS_DAY_MB * MIB), key: "", amount: bytes },
  ];
  return limits.filter((limit) => limit.max > 0);
}

/** Events a client sent today, whether stored or sampled out: where its share ends. */
const SENT_TODAY = "client-day-sent";

/**
 * Charges a batch. A client past its own hour or day budget is refused the batch whole and its charge taken back,
 * so a refused batch costs it nothing (and a client near its limit can still send a small one). The site's daily
 * budget refuses nobody: until half of it is used every event is stored; from there each client's events beyond
 * its share (`ANALYTICS_CLIENT_SHARE_ROWS` a day) are stored with a probability that falls with how far beyond its
 * share the client is (share / events sent today) and with what is left of the budget (none once it is used up),
 * while events within a client's share are always stored. So the clients that spend the budget lose their excess,
 * and real visitors are still counted after the budget is gone.
 */
export class AnalyticsBudget {
  private lastTotalAlert = 0;

  constructor(
    private readonly store: UsageStore,
    private readonly env: BudgetEnv,
    private readonly random: () => number = Math.random,
  ) {}

  /** Charges a batch of events of the given sizes (bytes as stored) from `client`. */
  async charge(client: string, sizes: readonly number[], now = Date.now()): Promise<BudgetDecision> {
    const rows = sizes.length;
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    const charged: BudgetLimit[] = [];
    for (const limit of clientBudgetLimits(this.env, client, rows, bytes)) {
      const total = await this.store.add(limit.name, limit.key, limit.windowMs, limit.amount, now);
      charged.push(limit);
      if (total > limit.max) {
        for (const taken of charged) await this.store.add(taken.name, taken.key, taken.windowMs, -taken.amount, now);
        const windowEnd = (windowOf(limit.windowMs, now) + 1) * limit.windowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)), exceeded: limit.name };
      }
    }
    const keep = await this.sample(client, sizes, now);
    const keptBytes = sizes.reduce((sum, size, i) => sum + (keep[i] ? size : 0), 0);
    for (const limit of siteBudgetLimits(this.env, keep.filter(Boolean).length, keptBytes)) {
      if (limit.amount > 0) await this.store.add(limit.name, limit.key, limit.windowMs, limit.amount, now);
    }
    return { allowed: true, retryAfterSeconds: 0, keep };
  }

  /** Which events of the batch to store: all while the site's day is below half its budget, else see the class. */
  private async sample(client: string, sizes: readonly number[], now: number): Promise<boolean[]> {
    const site = siteBudgetLimits(this.env, 0, 0);
    if (site.length === 0) return sizes.map(() => true);
    const used = await Promise.all(site.map((limit) => this.store.add(limit.name, limit.key, limit.windowMs, 0, now)));
    const pressure = Math.max(...site.map((limit, i) => used[i]! / limit.max));
    const share = this.env.ANALYTICS_CLIENT_SHARE_ROWS;
    const sentBefore = (await this.store.add(SENT_TODAY, client, DAY_MS, sizes.length, now)) - sizes.length;
    if (pressure >= 1) this.alertUsedUp(site, used, now);
    if (pressure < 0.5) return sizes.map(() => true);
    const left = Math.min(1, 2 - 2 * pressure);
    return sizes.map((_, i) => {
      const ordinal = sentBefore + i + 1;
      return ordinal <= share || this.random() < (share / ordinal) * left;
    });
  }

  private alertUsedUp(site: BudgetLimit[], used: number[], now: number): void {
    if (now - this.lastTotalAlert < HOUR_MS) return;
    this.lastTotalAlert = now;
    const spent = site.find((limit, i) => used[i]! >= limit.max) ?? site[0]!;
    log.error(`ALERT the site-wide daily analytics budget (${spent.name}, ${spent.max}) is used up: until midnight UTC only each client's share of events is stored`, {
      event: "analytics_budget_used_up",
      alert: true,
      budget: spent.name,
      max: spent.max,
    });
  }
}

const shared = processSingleton<AnalyticsBudget>("analytics-budget");

/**
 * The process's analytics budget, counted where the rate limits are (`RATE_LIMIT_STORE`: Redis, the database,
 * or memory), in the database while Redis is unreachable.
 */
export function analyticsBudget(): AnalyticsBudget {
  let budget = shared.get();
  if (!budget) {
    const limits = rateLimitEnv.parse(process.env);
    const kind = limits.RATE_LIMIT_STORE ?? (limits.REDIS_URL ? "redis" : limits.DATABASE_URL ? "database" : "memory");
    const store =
      kind === "redis"
        ? new FallbackUsageStore(new RedisUsageStore(() => getRedis() ?? Promise.reject(new Error("RATE_LIMIT_STORE=redis needs REDIS_URL"))), new DatabaseUsageStore(getDb))
        : kind === "database"
          ? new DatabaseUsageStore(getDb)
          : new MemoryUsageStore();
    budget = new AnalyticsBudget(store, analyticsBudgetEnv.parse(process.env));
    shared.set(budget);
  }
  return budget;
}

/** Forgets the budget so the next request reads the environment again (tests). */
export function resetAnalyticsBudget(): void {
  shared.set(undefined);
}
