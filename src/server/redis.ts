import { createClient } from "@redis/client";
import { z } from "zod";
import { processSingleton } from "./process-singleton";

/** A connection as this module opens it (no modules, RESP 2). */
function openClient(url: string, name: string) {
  return createClient({ url, name, socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) } });
}

export type RedisClient = ReturnType<typeof openClient>;

export const redisEnv = z.object({
  REDIS_URL: z
    .string()
    .trim()
    .regex(/^rediss?:\/\//, "must be a redis:// or rediss:// URL")
    .optional()
    .or(z.literal("").transform(() => undefined)),
});

/** The configured Redis URL, or undefined: one process then keeps its caches and counters itself. */
export function redisUrl(env: Record<string, string | undefined> = process.env): string | undefined {
  const parsed = redisEnv.safeParse(env);
  if (!parsed.success) throw new Error(`Invalid REDIS_URL: ${parsed.error.issues[0]?.message}`);
  return parsed.data.REDIS_URL;
}

/** Opens a connection; a lost connection reconnects by itself (with backoff) and is logged, not thrown. */
export async function connectRedis(url: string, name: string): Promise<RedisClient> {
  const client = openClient(url, name);
  client.on("error", (error: unknown) => console.error(`[redis:${name}]`, error instanceof Error ? error.message : error));
  await client.connect();
  return client;
}

const shared = processSingleton<Promise<RedisClient>>("redis");

/**
 * The process's Redis connection for shared state (rate limits, the content channel), or null without
 * `REDIS_URL`. A failed connection is retried by the next caller instead of being remembered.
 */
export function getRedis(): Promise<RedisClient> | null {
  const url = redisUrl();
  if (!url) return null;
  let client = shared.get();
  if (!client) {
    client = connectRedis(url, "site");
    shared.set(client);
    client.catch(() => {
      if (shared.get() === client) shared.set(undefined);
    });
  }
  return client;
}
