import { createHash } from "node:crypto";
import { z } from "zod";
import { getDb, type Db } from "../db";
import { processSingleton } from "../process-singleton";
import { getRedis, type RedisClient } from "../redis";

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until a request would be allowed again (when refused). */
  retryAfterSeconds: number;
}

/**
 * Sliding-window counter per client: the previous window's count weighted by how much of it still
 * overlaps, plus the current one. Two numbers per client, no database, forgotten after two windows.
 * In memory, for one process: `DatabaseLimitStore` shares counts between instances.
 */
export class SlidingWindowLimiter {
  private readonly clients = new Map<string, { windowStart: number; current: number; previous: number }>();
  private lastSweep = 0;

  constructor(
    readonly max: number,
    readonly windowMs: number,
  ) {}

  hit(client: string, now = Date.now()): RateLimitDecision {
    if (this.max === 0) return { allowed: true, retryAfterSeconds: 0 };
    this.sweep(now);
    const windowStart = now - (now % this.windowMs);
    let entry = this.clients.get(client);
    if (!entry || entry.windowStart < windowStart - this.windowMs) {
      entry = { windowStart, current: 0, previous: 0 };
    } else if (entry.windowStart < windowStart) {
      entry = { windowStart, current: 0, previous: entry.current };
    }
    // Counted only when allowed: a refused request does not extend the wait.
    const decision = decide(this, entry.previous, entry.current + 1, now);
    if (decision.allowed) entry.current += 1;
    this.clients.set(client, entry);
    return decision;
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [client, entry] of this.clients) {
      if (entry.windowStart < now - 2 * this.windowMs) this.clients.delete(client);
    }
  }
}

/** A limit: at most `max` requests per `windowMs` for one key (0 = no limit). */
export interface LimitRule {
  /** Names the counter, so two rules never share one (e.g. "post", "email:/api/preferences/request-link"). */
  name: string;
  max: number;
  windowMs: number;
}

/** Where the counters live: this process's memory, or a database every instance shares. */
export interface LimitStore {
  hit(rule: LimitRule, key: string, now?: number): Promise<RateLimitDecision>;
}

/**
 * The sliding-window estimate (the previous window's count weighted by how much of it still overlaps,
 * plus the current one, this request included) and, when refused, how long until one more request fits.
 */
function decide(rule: Pick<LimitRule, "max" | "windowMs">, previous: number, current: number, now: number): RateLimitDecision {
  const windowStart = now - (now % rule.windowMs);
  const overlap = 1 - (now - windowStart) / rule.windowMs;
  const estimate = previous * overlap + current;
  if (estimate <= rule.max) return { allowed: true, retryAfterSeconds: 0 };
  // The weighted previous window shrinks linearly; wait until it has shrunk by the excess.
  const excess = estimate - rule.max;
  const waitMs = previous > 0 && excess <= previous * overlap ? (excess / previous) * rule.windowMs : windowStart + rule.windowMs - now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** Counters in this process (one instance, or a test). */
export class MemoryLimitStore implements LimitStore {
  private readonly limiters = new Map<string, SlidingWindowLimiter>();

  async hit(rule: LimitRule, key: string, now = Date.now()): Promise<RateLimitDecision> {
    const id = `${rule.name}/${rule.max}/${rule.windowMs}`;
    let limiter = this.limiters.get(id);
    if (!limiter) {
      limiter = new SlidingWindowLimiter(rule.max, rule.windowMs);
      this.limiters.set(id, limiter);
    }
    return limiter.hit(key, now);
  }
}

/** Keys are stored hashed: the table holds no address or email in clear. */
const hashedKey = (rule: LimitRule, key: string) => createHash("sha256").update(`${rule.name}\0${key}`).digest("base64url").slice(0, 32);

/**
 * Counters in the database (`rate_limit_hits`), so every instance on it counts together. One upsert
 * per request adds to the current window and returns its count; the previous window's count is read
 * alongside. Each request counts, refused ones too: a client that keeps hammering stays refused.
 */
export class DatabaseLimitStore implements LimitStore {
  private lastSweep = 0;

  constructor(private readonly db: () => Promise<Db>) {}

  async hit(rule: LimitRule, key: string, now = Date.now()): Promise<RateLimitDecision> {
    if (rule.max === 0) return { allowed: true, retryAfterSeconds: 0 };
    const db = await this.db();
    const id = hashedKey(rule, key);
    const window = Math.floor(now / rule.windowMs);
    const counted = await db
      .insertInto("rate_limit_hits")
      .values({ key: id, window, count: 1, expires_at: (window + 2) * rule.windowMs })
      .onConflict((oc) => oc.columns(["key", "window"]).doUpdateSet((eb) => ({ count: eb("rate_limit_hits.count", "+", 1) })))
      .returning("count")
      .executeTakeFirstOrThrow();
    const previous = await db.selectFrom("rate_limit_hits").select("count").where("key", "=", id).where("window", "=", window - 1).executeTakeFirst();
    // The request itself is counted: allowed while the estimate, this request included, stays within max.
    const decision = decide(rule, Number(previous?.count ?? 0), Number(counted.count), now);
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      await db.deleteFrom("rate_limit_hits").where("expires_at", "<", now).execute();
    }
    return decision;
  }
}

/**
 * Counters in Redis, so every instance counts together without a database write per request: one
 * INCR per request on the current window's key (expiring after two windows) and a GET of the previous
 * window's, in one round trip. Each request counts, refused ones too, as with the database.
 */
export class RedisLimitStore implements LimitStore {
  constructor(
    private readonly redis: () => Promise<RedisClient>,
    private readonly prefix = "learnwell:rate:",
  ) {}

  async hit(rule: LimitRule, key: string, now = Date.now()): Promise<RateLimitDecision> {
    if (rule.max === 0) return { allowed: true, retryAfterSeconds: 0 };
    const client = await this.redis();
    const id = `${this.prefix}${hashedKey(rule, key)}:`;
    const window = Math.floor(now / rule.windowMs);
    const [current, , previous] = await client
      .multi()
      .incr(`${id}${window}`)
      .pExpire(`${id}${window}`, 2 * rule.windowMs)
      .get(`${id}${window - 1}`)
      .exec();
    return decide(rule, Number(previous ?? 0), Number(current), now);
  }
}

export const rateLimitEnv = z.object({
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(20),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
  RATE_LIMIT_EMAIL_MAX: z.coerce.number().int().min(0).default(10),
  RATE_LIMIT_EMAIL_WINDOW_MS: z.coerce.number().int().positive().default(3_600_000),
  /**
   * `redis` and `database` share the counters between instances; the default is `redis` when REDIS_URL is
   * set, else `database` when DATABASE_URL is set, else `memory`.
   */
  RATE_LIMIT_STORE: z.enum(["memory", "database", "redis"]).optional().or(z.literal("").transform(() => undefined)),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
});

export interface RateLimits {
  store: LimitStore;
  /** Every POST from one client address. */
  perAddress: LimitRule;
  /** POSTs naming one email address, per endpoint (a form, a link request): one address cannot be flooded. */
  perEmail: (endpoint: string, override?: Partial<Pick<LimitRule, "max" | "windowMs">>) => LimitRule;
}

const shared = processSingleton<RateLimits>("rate-limits");

/**
 * The process's limits: `RATE_LIMIT_MAX` POSTs per `RATE_LIMIT_WINDOW_MS` per address and
 * `RATE_LIMIT_EMAIL_MAX` per `RATE_LIMIT_EMAIL_WINDOW_MS` per email and endpoint (0 = off), counted in
 * memory or, shared by every instance, in Redis (`REDIS_URL`) or the database (`DATABASE_URL`).
 */
export function rateLimits(): RateLimits {
  let limits = shared.get();
  if (!limits) {
    const env = rateLimitEnv.parse(process.env);
    const kind = env.RATE_LIMIT_STORE ?? (env.REDIS_URL ? "redis" : env.DATABASE_URL ? "database" : "memory");
    const emailMax = env.RATE_LIMIT_EMAIL_MAX;
    limits = {
      store: kind === "redis" ? new RedisLimitStore(requireRedis) : kind === "database" ? new DatabaseLimitStore(getDb) : new MemoryLimitStore(),
      perAddress: { name: "post", max: env.RATE_LIMIT_MAX, windowMs: env.RATE_LIMIT_WINDOW_MS },
      perEmail: (endpoint, override) => ({
        name: `email:${endpoint}`,
        // An endpoint may ask for a tighter limit (a mail per request), never for one the operator turned off.
        max: emailMax === 0 ? 0 : Math.min(emailMax, override?.max ?? emailMax),
        windowMs: override?.windowMs ?? env.RATE_LIMIT_EMAIL_WINDOW_MS,
      }),
    };
    shared.set(limits);
  }
  return limits;
}

function requireRedis(): Promise<RedisClient> {
  const client = getRedis();
  if (!client) return Promise.reject(new Error("RATE_LIMIT_STORE=redis needs REDIS_URL"));
  return client;
}

/** Forgets the limits so the next request reads the environment again (tests). */
export function resetRateLimiter(): void {
  shared.set(undefined);
}
