import { z } from "zod";
import { rateLimits, type Limiter } from "@/server/limits";
import { processSingleton } from "@/lib/process-singleton";
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
    readonly limiter: Pick<Limiter, "add">,
    private readonly env: BudgetEnv,
    private readonly random: () => number = Math.random,
  ) {}

  /** Charges a batch of events of the given sizes (bytes as stored) from `client`. */
  async charge(client: string, sizes: readonly number[], now = Date.now()): Promise<BudgetDecision> {
    const rows = sizes.length;
    const bytes = sizes.reduce((sum, size) => sum + size, 0);
    const charged: BudgetLimit[] = [];
    for (const limit of clientBudgetLimits(this.env, client, rows, bytes)) {
      const total = await this.count(limit.name, limit.key, limit.windowMs, limit.amount, now);
      charged.push(limit);
      if (total > limit.max) {
        for (const taken of charged) await this.count(taken.name, taken.key, taken.windowMs, -taken.amount, now);
        const windowEnd = (Math.floor(now / limit.windowMs) + 1) * limit.windowMs;
        return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil((windowEnd - now) / 1000)), exceeded: limit.name };
      }
    }
    const keep = await this.sample(client, sizes, now);
    const keptBytes = sizes.reduce((sum, size, i) => sum + (keep[i] ? size : 0), 0);
    for (const limit of siteBudgetLimits(this.env, keep.filter(Boolean).length, keptBytes)) {
      if (limit.amount > 0) await this.count(limit.name, limit.key, limit.windowMs, limit.amount, now);
    }
    return { allowed: true, retryAfterSeconds: 0, keep };
  }

  /** Which events of the batch to store: all while the site's day is below half its budget, else see the class. */
  private async sample(client: string, sizes: readonly number[], now: number): Promise<boolean[]> {
    const site = siteBudgetLimits(this.env, 0, 0);
    if (site.length === 0) return sizes.map(() => true);
    const used = await Promise.all(site.map((limit) => this.count(limit.name, limit.key, limit.windowMs, 0, now)));
    const pressure = Math.max(...site.map((limit, i) => used[i]! / limit.max));
    const share = this.env.ANALYTICS_CLIENT_SHARE_ROWS;
    const sentBefore = (await this.count(SENT_TODAY, client, DAY_MS, sizes.length, now)) - sizes.length;
    if (pressure >= 1) this.alertUsedUp(site, used, now);
    if (pressure < 0.5) return sizes.map(() => true);
    const left = Math.min(1, 2 - 2 * pressure);
    return sizes.map((_, i) => {
      const ordinal = sentBefore + i + 1;
      return ordinal <= share || this.random() < (share / ordinal) * left;
    });
  }

  /** A fixed-window counter of the limiter's (UTC hours and days), under a name of the analytics' own. */
  private count(name: string, key: string, windowMs: number, amount: number, now: number): Promise<number> {
    return this.limiter.add(`analytics:${name}`, key, windowMs, amount, now);
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

/** The process's analytics budget, counted in the limits' store (`rateLimits`: memory, the database, or Redis). */
export function analyticsBudget(): AnalyticsBudget {
  const { store } = rateLimits();
  let budget = shared.get();
  if (budget?.limiter !== store) {
    budget = new AnalyticsBudget(store, analyticsBudgetEnv.parse(process.env));
    shared.set(budget);
  }
  return budget;
}

/** Forgets the budget so the next request reads the environment again (tests). */
export function resetAnalyticsBudget(): void {
  shared.set(undefined);
}
