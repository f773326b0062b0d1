/**
 * The site's one limiter: the request limits, the mail and redemption budgets, the forms' proof-of-work threshold
 * and the analytics budgets all count here, in one store: this process's memory, the database (SQLite or PostgreSQL,
 * `rate_limit_hits`) or Redis that fails over to the database.
 *
 * Why not `rate-limiter-flexible` (issue 37, measured against 11.4): its RateLimiterSQLite drives sqlite3,
 * better-sqlite3 or knex, not the libsql client under our kysely, so the database store would be ours anyway (and,
 * over kysely, serve PostgreSQL too); it counts fixed windows that start at a key's first request, in whole seconds,
 * where the limits slide and the analytics budgets keep UTC hours and days, so each window would be a key of its
 * own and the library a plain counter; its `insuranceLimiter` falls back on an error only, so the timeout, the
 * cold start's setup time, the retry interval and the degraded log lines would stay ours; and it reads the clock
 * itself. It would have removed no line of the store below and added a layer around it.
 */
import { createHash } from "node:crypto";
import { z } from "zod";
import { getDb, type Db } from "../db";
import { processSingleton } from "@/lib/process-singleton";
import { getRedis, type RedisClient } from "../redis";
import { logger, type Logger } from "@/lib/log";

/** One counter's total in the window holding `now`, and the previous window's. */
export interface Counts {
  current: number;
  previous: number;
}

/**
 * Where the counters live: a count per key and fixed window (`windowMs` long, numbered from the epoch), kept for two
 * windows. `add` adds `amount` (0 only reads, a negative amount takes back) and answers the window's new total and the
 * previous window's.
 */
export interface CounterStore {
  add(key: string, windowMs: number, amount: number, now: number): Promise<Counts>;
  /**
   * Resolves once the store can answer (the database opened and migrated, Redis connected): a cold start's
   * setup is not the slowness `FailoverStore` guards against.
   */
  ready?(): Promise<void>;
}

/** This process's counters (one instance, a test, the analytics endpoint's own per-minute limit). */
export class MemoryStore implements CounterStore {
  private readonly counts = new Map<string, { count: number; expiresAt: number }>();
  private lastSweep = 0;

  async add(key: string, windowMs: number, amount: number, now: number): Promise<Counts> {
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      for (const [id, counter] of this.counts) if (counter.expiresAt < now) this.counts.delete(id);
    }
    const window = Math.floor(now / windowMs);
    const counter = this.counts.get(`${key}:${window}`) ?? { count: 0, expiresAt: (window + 2) * windowMs };
    counter.count += amount;
    if (amount !== 0) this.counts.set(`${key}:${window}`, counter);
    return { current: counter.count, previous: this.counts.get(`${key}:${window - 1}`)?.count ?? 0 };
  }
}

/**
 * Counters in the database (`rate_limit_hits`), so every instance on it counts together: one upsert adds to the
 * current window and returns its total (concurrent requests are counted exactly), the previous window is read beside.
 */
export class DatabaseStore implements CounterStore {
  private lastSweep = 0;

  constructor(private readonly db: () => Promise<Db>) {}

  async ready(): Promise<void> {
    await this.db();
  }

  async add(key: string, windowMs: number, amount: number, now: number): Promise<Counts> {
    const db = await this.db();
    const window = Math.floor(now / windowMs);
    const counted =
      amount === 0
        ? undefined
        : await db
            .insertInto("rate_limit_hits")
            .values({ key, window, count: amount, expires_at: (window + 2) * windowMs })
            .onConflict((oc) => oc.columns(["key", "window"]).doUpdateSet((eb) => ({ count: eb("rate_limit_hits.count", "+", amount) })))
            .returning("count")
            .executeTakeFirstOrThrow();
    const windows = counted ? [window - 1] : [window - 1, window];
    const rows = await db.selectFrom("rate_limit_hits").select(["window", "count"]).where("key", "=", key).where("window", "in", windows).execute();
    const count = (w: number) => Number(rows.find((row) => Number(row.window) === w)?.count ?? 0);
    if (now - this.lastSweep > 60_000) {
      this.lastSweep = now;
      await db.deleteFrom("rate_limit_hits").where("expires_at", "<", now).execute();
    }
    return { current: counted ? Number(counted.count) : count(window), previous: count(window - 1) };
  }
}

/**
 * Counters in Redis, so every instance counts together without a database write per request: an INCRBY on the
 * current window's key (expiring after two windows) and a GET of the previous window's, in one round trip.
 */
export class RedisStore implements CounterStore {
  constructor(
    private readonly redis: () => Promise<RedisClient>,
    private readonly prefix = "quillio:rate:",
  ) {}

  async ready(): Promise<void> {
    await this.redis();
  }

  async add(key: string, windowMs: number, amount: number, now: number): Promise<Counts> {
    const client = await this.redis();
    const window = Math.floor(now / windowMs);
    const [current, previous] = [`${this.prefix}${key}:${window}`, `${this.prefix}${key}:${window - 1}`];
    if (amount === 0) {
      const [was, is] = await client.mGet([previous, current]);
      return { current: Number(is ?? 0), previous: Number(was ?? 0) };
    }
    const [total, , was] = await client.multi().incrBy(current, amount).pExpire(current, 2 * windowMs).get(previous).exec();
    return { current: Number(total), previous: Number(was ?? 0) };
  }
}

/** How long the first shared store may take to count before the fallback store counts instead. */
export const SHARED_STORE_TIMEOUT_MS = 1_000;
/**
 * How long a cold start may take to open the shared store (`CounterStore.ready`) before the fallback counts: a fresh
 * function instance (Netlify starts one per request under load, its local CLI for every request) opens and checks
 * the store first, which alone can take longer than `SHARED_STORE_TIMEOUT_MS`.
 */
export const SHARED_STORE_SETUP_TIMEOUT_MS = 10_000;
/** While the shared store is down, one count in this interval tries it again; the others go to the fallback at once. */
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
 * within `SHARED_STORE_TIMEOUT_MS`, the fallback counts instead, so instances keep counting together; never a process
 * alone, never nothing (a fallback that fails too throws). While the first is down, the log says so once a minute
 * (and a count every `SHARED_STORE_RETRY_MS` tries it again, so the others are not slowed by a dead store); when it
 * answers again, one line says so.
 */
export class FailoverStore implements CounterStore {
  private readonly options: Required<FailoverOptions>;
  /** Set while the shared store is down: since when, when it may be tried again, when the log last spoke. */
  private degraded: { since: number; nextTry: number; lastLog: number; countedThere: number } | null = null;

  constructor(
    private readonly shared: CounterStore,
    private readonly fallback: CounterStore,
    options: FailoverOptions,
  ) {
    this.options = {
      timeoutMs: SHARED_STORE_TIMEOUT_MS,
      setupTimeoutMs: SHARED_STORE_SETUP_TIMEOUT_MS,
      retryMs: SHARED_STORE_RETRY_MS,
      logIntervalMs: DEGRADED_LOG_INTERVAL_MS,
      log: logger("rate-limit"),
      ...options,
    };
  }

  /** Whether the fallback counts because the shared store is down. */
  get isDegraded(): boolean {
    return this.degraded !== null;
  }

  async add(key: string, windowMs: number, amount: number, now: number): Promise<Counts> {
    const { name, fallbackName, timeoutMs, setupTimeoutMs, retryMs, logIntervalMs, log } = this.options;
    const degraded = this.degraded;
    if (!degraded || now >= degraded.nextTry) {
      // One count at a time probes a store that was down; the others keep going to the fallback meanwhile.
      if (degraded) degraded.nextTry = now + retryMs;
      try {
        if (this.shared.ready) await withTimeout(this.shared.ready(), setupTimeoutMs);
        const counts = await withTimeout(this.shared.add(key, windowMs, amount, now), timeoutMs);
        if (degraded) log.info(`the shared store (${name}) answers again after ${Math.round((now - degraded.since) / 1000)} s: limits are counted there again`);
        this.degraded = null;
        return counts;
      } catch (error) {
        const reason = error instanceof Error ? error.message : String(error);
        if (!this.degraded) log.warn(`the shared store (${name}) failed (${reason}): limits are counted in the ${fallbackName} until it answers again`);
        this.degraded ??= { since: now, nextTry: now + retryMs, lastLog: now, countedThere: 0 };
      }
    }
    const down = this.degraded!;
    if (amount !== 0) down.countedThere += 1;
    if (now - down.lastLog >= logIntervalMs) {
      const minutes = Math.round((now - down.since) / 60_000);
      log.warn(`the shared store (${name}) is still unavailable (${minutes} min): ${down.countedThere} requests counted in the ${fallbackName} since the last report`);
      down.lastLog = now;
      down.countedThere = 0;
    }
    return this.fallback.add(key, windowMs, amount, now);
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

/** A limit: at most `max` requests per `windowMs` for one key (0 = no limit). */
export interface LimitRule {
  /** Names the counter, so two rules never share one (e.g. "post", "email:/api/preferences/request-link"). */
  name: string;
  max: number;
  windowMs: number;
}

const OFF: RateLimitDecision = { allowed: true, retryAfterSeconds: 0 };

/**
 * The sliding-window estimate (the previous window's count weighted by how much of it still overlaps,
 * plus the current one, this request included) and, when refused, how long until one more request fits.
 */
function decide(rule: LimitRule, { previous, current }: Counts, now: number): RateLimitDecision {
  const windowStart = now - (now % rule.windowMs);
  const overlap = 1 - (now - windowStart) / rule.windowMs;
  const estimate = previous * overlap + current;
  if (estimate <= rule.max) return { allowed: true, retryAfterSeconds: 0, used: estimate };
  // The weighted previous window shrinks linearly; wait until it has shrunk by the excess.
  const excess = estimate - rule.max;
  const waitMs = previous > 0 && excess <= previous * overlap ? (excess / previous) * rule.windowMs : windowStart + rule.windowMs - now;
  return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)), used: estimate };
}

/** Keys are stored hashed: no store holds an address or an email in clear. */
const hashedKey = (name: string, key: string) => createHash("sha256").update(`${name}\0${key}`).digest("base64url").slice(0, 32);

/** The limits and budgets over one store: sliding-window limits (`hit`, `peek`) and fixed-window totals (`add`). */
export class Limiter {
  constructor(readonly store: CounterStore) {}

  /**
   * Counts a request against `rule` and says whether it is within it. Each request counts, refused ones too: a
   * client that keeps hammering stays refused.
   */
  async hit(rule: LimitRule, key: string, now = Date.now()): Promise<RateLimitDecision> {
    if (rule.max === 0) return OFF;
    return decide(rule, await this.store.add(hashedKey(rule.name, key), rule.windowMs, 1, now), now);
  }

  /**
   * What `hit` would answer, without counting the request: for limits that count failures only (wrong webhook
   * secrets) and must refuse before looking at the request.
   */
  async peek(rule: LimitRule, key: string, now = Date.now()): Promise<RateLimitDecision> {
    if (rule.max === 0) return OFF;
    const counts = await this.store.add(hashedKey(rule.name, key), rule.windowMs, 0, now);
    return decide(rule, { ...counts, current: counts.current + 1 }, now);
  }

  /** Adds `amount` to the counter `name` of `key` in the fixed window holding `now`; answers its new total. */
  async add(name: string, key: string, windowMs: number, amount: number, now = Date.now()): Promise<number> {
    return (await this.store.add(hashedKey(name, key), windowMs, amount, now)).current;
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
  /** How long a query of Redis may take before the request is counted in the database instead. */
  RATE_LIMIT_STORE_TIMEOUT_MS: z.coerce.number().int().positive().default(SHARED_STORE_TIMEOUT_MS),
  DATABASE_URL: z.string().optional(),
  REDIS_URL: z.string().optional(),
});

export interface RateLimits {
  store: Limiter;
  /** Every POST from one client address. */
  perAddress: LimitRule;
  /** POSTs naming one email address, per endpoint (a form, a link request): one address cannot be flooded. */
  perEmail: (endpoint: string, override?: Partial<Pick<LimitRule, "max" | "windowMs">>) => LimitRule;
}

const shared = processSingleton<RateLimits>("rate-limits");

/**
 * The process's limits: `RATE_LIMIT_MAX` POSTs per `RATE_LIMIT_WINDOW_MS` per address and
 * `RATE_LIMIT_EMAIL_MAX` per `RATE_LIMIT_EMAIL_WINDOW_MS` per email and endpoint (0 = off), and the store every
 * limit and budget counts in: memory or, shared by every instance, Redis (`REDIS_URL`) or the database
 * (`DATABASE_URL`); while Redis fails, the database (`FailoverStore`). A database that fails throws: the request is
 * refused, never counted by one process alone.
 */
export function rateLimits(): RateLimits {
  let limits = shared.get();
  if (!limits) {
    const env = rateLimitEnv.parse(process.env);
    const kind = env.RATE_LIMIT_STORE ?? (env.REDIS_URL ? "redis" : env.DATABASE_URL ? "database" : "memory");
    const emailMax = env.RATE_LIMIT_EMAIL_MAX;
    // Redis that fails is replaced by the database every instance shares, with the same rules: never by one
    // process's counters (two instances would each allow the limit), never by "allow all".
    const store =
      kind === "redis"
        ? new FailoverStore(new RedisStore(requireRedis), new DatabaseStore(getDb), { name: "redis", fallbackName: "database", timeoutMs: env.RATE_LIMIT_STORE_TIMEOUT_MS })
        : kind === "database"
          ? new DatabaseStore(getDb)
          : new MemoryStore();
    limits = {
      store: new Limiter(store),
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
  return getRedis() ?? Promise.reject(new Error("RATE_LIMIT_STORE=redis needs REDIS_URL"));
}

/** Forgets the limits so the next request reads the environment again (tests). */
export function resetRateLimiter(): void {
  shared.set(undefined);
}
