import { z } from "zod";
import { processSingleton } from "../process-singleton";

const envSchema = z.object({
  RATE_LIMIT_MAX: z.coerce.number().int().min(0).default(20),
  RATE_LIMIT_WINDOW_MS: z.coerce.number().int().positive().default(60_000),
});

export interface RateLimitDecision {
  allowed: boolean;
  /** Seconds until a request would be allowed again (when refused). */
  retryAfterSeconds: number;
}

/**
 * Sliding-window counter per client: the previous window's count weighted by how much of it still
 * overlaps, plus the current one. Two numbers per client, no database, forgotten after two windows.
 * In memory, so each server instance counts on its own (put the CDN's limiter in front to share).
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
    const overlap = 1 - (now - windowStart) / this.windowMs;
    const estimate = entry.previous * overlap + entry.current;
    if (estimate + 1 > this.max) {
      this.clients.set(client, entry);
      // The weighted previous window shrinks linearly; wait until one more request fits.
      const excess = estimate + 1 - this.max;
      const waitMs = entry.previous > 0 && excess <= entry.previous * overlap ? (excess / entry.previous) * this.windowMs : windowStart + this.windowMs - now;
      return { allowed: false, retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
    }
    entry.current += 1;
    this.clients.set(client, entry);
    return { allowed: true, retryAfterSeconds: 0 };
  }

  private sweep(now: number): void {
    if (now - this.lastSweep < this.windowMs) return;
    this.lastSweep = now;
    for (const [client, entry] of this.clients) {
      if (entry.windowStart < now - 2 * this.windowMs) this.clients.delete(client);
    }
  }
}

const shared = processSingleton<SlidingWindowLimiter>("post-rate-limiter");

/** The process's POST limiter: `RATE_LIMIT_MAX` requests (0 = off) per `RATE_LIMIT_WINDOW_MS`. */
export function postRateLimiter(): SlidingWindowLimiter {
  let limiter = shared.get();
  if (!limiter) {
    const env = envSchema.parse(process.env);
    limiter = new SlidingWindowLimiter(env.RATE_LIMIT_MAX, env.RATE_LIMIT_WINDOW_MS);
    shared.set(limiter);
  }
  return limiter;
}

/** Forgets the shared limiter so the next request reads the environment again (tests). */
export function resetRateLimiter(): void {
  shared.set(undefined);
}
