import { createHash } from "node:crypto";
import { z } from "zod";
import { getDb, type Db } from "../db";
import { processSingleton } from "@/lib/process-singleton";
import { getRedis, type RedisClient } from "../redis";
import { logger, type Logger } from "@/lib/log";

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until a request would be allowed again (when refused). */
  retryAfterSeconds: number;
  /**
   * How much of the limit the key has used: the sliding window's weighted count, the request asked about included
   * (counted by `hit`, as if counted by `peek`). Absent when the rule is off.
   */
  used?: number;
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

  /** What `hit` would answer, without counting the request. */
  peek(client: string, now = Date.now()): RateLimitDecision {
    if (this.max === 0) return { allowed: true, retryAfterSeconds: 0 };
    const windowStart = now - (now % this.windowMs);
    const entry = this.clients.get(client);
    if (!entry || entry.windowStart < windowStart - this.windowMs) return decide(this, 0, 1, now);
    if (entry.windowStart < windowStart) return decide(this, entry.current, 1, now);
    return decide(this, entry.previous, entry.current + 1, now);
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
  /**
   * Whether one more request would be allowed, without counting it: for limits that count failures only
   * (wrong webhook secrets) and must refuse before looking at the request. The site's stores all have it.
   */
  peek?(rule: LimitRule, key: string, now?: number): Promise<RateLimitDecision>;
  /**
   * Resolves once the store can answer (the database opened and migrated, Redis connected): a cold start's
   * setup is not the slowness `FailoverLimitStore` guards against.
   */
  ready?(): Promise<void>;
}

/**
 * The sliding-window estimate (the previous window's count weighted by how much of it still overlaps,
 * plus the current one, this request included) and, when refused, how long until one more request fits.
 */
function decide(rule: Pick<LimitRule, "max" | "windowMs">, previous: number, current: number, now: number): RateLimitDecision {
  const windowStart = now - (now % rule.windowMs);
  const overlap = 1 - (now - windowStart) / rule.windowMs;
  const estimate = previous * overlap + current;
  if (estimate <= rule.max) return { allowed: true, retryAfterSeconds: 0, used: estimate };
  // The weighted previous window shrinks linearly; wait until it has shrunk by the excess.
  const excess = estimate - rule.max;
  const waitMs = previous > 0 && excess <= previous * overlap ? (excess / previous) * rule.windowMs : windowStart + rule.windowMs - now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), used: estimate };
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

  async peek(rule: LimitRule, key: string, now = Date.now()): Promise<RateLimitDecision> {
    return this.limiters.get(`${rule.name}/${rule.max}/${rule.windowMs}`)?.peek(key, now) ?? { allowed: true, retryAfterSeconds: 0 };
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

  async ready(): Promise<void> {
    await this.db();
  }

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

  async peek(rule: LimitRule, key: string, now = Date.now()): Promise<RateLimitDecision> {
    if (rule.max === 0) return { allowed: true, retryAfterSeconds: 0 };
    const db = await this.db();
    const window = Math.floor(now / rule.windowMs);
    const rows = await db.selectFrom("rate_limit_hits").select(["window", "count"]).where("key", "=", hashedKey(rule, key)).where("window", "in", [window - 1, window]).execute();
    const count = (w: number) => Number(rows.find((row) => Number(row.window) === w)?.count ?? 0);
    return decide(rule, count(window - 1), count(window) + 1, now);
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
    private readonly prefix = "quillio:rate:",
  ) {}

  async ready(): Promise<void> {
    await this.redis();
  }

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

  async peek(rule: LimitRule, key: string, now = Date.now()): Promise<RateLimitDecision> {
    if (rule.max === 0) return { allowed: true, retryAfterSeconds: 0 };
    const client = await this.redis();
    const id = `${this.prefix}${hashedKey(rule, key)}:`;
    const window = Math.floor(now / rule.windowMs);
    const [previous, current] = await client.mGet([`${id}${window - 1}`, `${id}${window}`]);
    return decide(rule, Number(previous ?? 0), Number(current ?? 0) + 1, now);
  }
}

/** How long the first shared store may take to count a request before the fallback store counts it instead. */
export const SHARED_STORE_TIMEOUT_MS = 1_000;
/**
 * How long a cold start may take to open the shared store (`LimitStore.ready`) before the request is counted by the
 * fallback: a fresh function instance (Netlify starts one per request under load, its local CLI for every request)
 * opens and checks the store first, which alone can take longer than `SHARED_STORE_TIMEOUT_MS`.
 */
export const SHARED_STORE_SETUP_TIMEOUT_MS = 10_000;
/** While the shared store is down, one request in this interval tries it again; the others go to the fallback at once. */
export const SHARED_STORE_RETRY_MS = 5_000;
/** While the shared store is down, the log says so at most once per this interval. */
export const DEGRADED_LOG_INTERVAL_MS = 60_000;

interface FailoverOptions {
  /** Names the shared store in the log ("redis"). */
  name: string;
  /** Names the fallback store in the log ("database"). */
  fallbackName: string;
  timeoutMs?: number;
  setupTimeoutMs?: number;
  retryMs?: number;
  logIntervalMs?: number;
  log?: Pick<Logger, "warn" | "info">;
}

/**
 * A shared store (Redis) backed by another shared store (the database): when the first throws or does not answer
 * within `SHARED_STORE_TIMEOUT_MS`, the request is counted by the fallback with the same rules, so instances keep
 * counting together; never by a process alone, never let through uncounted (a fallback that fails too throws). While
 * the first is down, the log says so once a minute (and a request every `SHARED_STORE_RETRY_MS` tries it again, so
 * the others are not slowed by a dead store); when it answers again, one line says so.
 */
export class FailoverLimitStore implements LimitStore {
  private readonly timeoutMs: number;
  private readonly setupTimeoutMs: number;
  private readonly retryMs: number;
  private readonly logIntervalMs: number;
  private readonly log: Pick<Logger, "warn" | "info">;
  /** Set while the shared store is down: since when, when it may be tried again, when the log last spoke. */
  private degraded: { since: number; nextTry: number; lastLog: number; countedThere: number } | null = null;

  constructor(
    private readonly shared: LimitStore,
    private readonly fallback: LimitStore,
    private readonly options: FailoverOptions,
  ) {
    this.timeoutMs = options.timeoutMs ?? SHARED_STORE_TIMEOUT_MS;
    this.setupTimeoutMs = options.setupTimeoutMs ?? SHARED_STORE_SETUP_TIMEOUT_MS;
    this.retryMs = options.retryMs ?? SHARED_STORE_RETRY_MS;
    this.logIntervalMs = options.logIntervalMs ?? DEGRADED_LOG_INTERVAL_MS;
    this.log = options.log ?? logger("rate-limit");
  }

  /** Whether requests are being counted by the fallback because the shared store is down. */
  get isDegraded(): boolean {
    return this.degraded !== null;
  }

  hit(rule: LimitRule, key: string, now = Date.now()): Promise<RateLimitDecision> {
    return this.either(rule, now, () => this.shared.hit(rule, key, now), () => this.countThere(rule, key, now));
  }

  peek(rule: LimitRule, key: string, now = Date.now()): Promise<RateLimitDecision> {
    const peekAt = (store: LimitStore) => (store.peek ? store.peek(rule, key, now) : Promise.reject(new Error("the store cannot peek")));
    return this.either(rule, now, () => peekAt(this.shared), () => peekAt(this.fallback));
  }

  /** The shared store's answer, or the fallback's when the shared store is down, fails or is slow. */
  private async either(rule: LimitRule, now: number, shared: () => Promise<RateLimitDecision>, fallback: () => Promise<RateLimitDecision>): Promise<RateLimitDecision> {
    if (rule.max === 0) return { allowed: true, retryAfterSeconds: 0 };
    const degraded = this.degraded;
    if (degraded && now < degraded.nextTry) return fallback();
    // One request at a time probes a store that was down; the others keep going to the fallback meanwhile.
    if (degraded) degraded.nextTry = now + this.retryMs;
    let decision: RateLimitDecision;
    try {
      if (this.shared.ready) await withTimeout(this.shared.ready(), this.setupTimeoutMs);
      decision = await withTimeout(shared(), this.timeoutMs);
    } catch (error) {
      this.failed(error, now);
      return fallback();
    }
    if (this.degraded) {
      const seconds = Math.round((now - this.degraded.since) / 1000);
      this.log.info(`the shared store (${this.options.name}) answers again after ${seconds} s: limits are counted there again`);
      this.degraded = null;
    }
    return decision;
  }

  private failed(error: unknown, now: number): void {
    const reason = error instanceof Error ? error.message : String(error);
    if (!this.degraded) {
      this.degraded = { since: now, nextTry: now + this.retryMs, lastLog: now, countedThere: 0 };
      this.log.warn(`the shared store (${this.options.name}) failed (${reason}): limits are counted in the ${this.options.fallbackName} until it answers again`);
    } else this.degraded.nextTry = now + this.retryMs;
  }

  private countThere(rule: LimitRule, key: string, now: number): Promise<RateLimitDecision> {
    const degraded = this.degraded;
    if (degraded) {
      degraded.countedThere += 1;
      if (now - degraded.lastLog >= this.logIntervalMs) {
        const minutes = Math.round((now - degraded.since) / 60_000);
        this.log.warn(
          `the shared store (${this.options.name}) is still unavailable (${minutes} min): ${degraded.countedThere} requests counted in the ${this.options.fallbackName} since the last report`,
        );
        degraded.lastLog = now;
        degraded.countedThere = 0;
      }
    }
    return this.fallback.hit(rule, key, now);
  }
}

/** The promise's outcome, or a rejection after `ms` (the promise goes on; its late outcome is ignored). */
function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new Error(`no answer within ${ms} ms`)), ms);
    timer.unref?.();
  });
  promise.catch(() => undefined);
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
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
  /** How long a query of Redis may take before the request is counted in the database instead. */
  RATE_LIMIT_STORE_TIMEOUT_MS: z.coerce.number().int().positive().default(SHARED_STORE_TIMEOUT_MS),
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
 * memory or, shared by every instance, in Redis (`REDIS_URL`) or the database (`DATABASE_URL`); while Redis fails,
 * in the database (`FailoverLimitStore`). A database that fails throws: the request is refused, never counted by
 * one process alone.
 */
export function rateLimits(): RateLimits {
  let limits = shared.get();
  if (!limits) {
    const env = rateLimitEnv.parse(process.env);
    const kind = env.RATE_LIMIT_STORE ?? (env.REDIS_URL ? "redis" : env.DATABASE_URL ? "database" : "memory");
    const emailMax = env.RATE_LIMIT_EMAIL_MAX;
    limits = {
      // Redis that fails is replaced by the database every instance shares, with the same rules: never by one
      // process's counters (two instances would each allow the limit), never by "allow all".
      store:
        kind === "redis"
          ? new FailoverLimitStore(new RedisLimitStore(requireRedis), new DatabaseLimitStore(getDb), { name: "redis", fallbackName: "database", timeoutMs: env.RATE_LIMIT_STORE_TIMEOUT_MS })
          : kind === "database"
            ? new DatabaseLimitStore(getDb)
            : new MemoryLimitStore(),
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
