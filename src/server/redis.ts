import { createClient } from "@redis/client";
import { z } from "zod";
import { processSingleton } from "@/lib/process-singleton";
import { logger } from "@/lib/log";

const log = logger("redis");

/**
 * A connection as this module opens it (no modules, RESP 2). Until it has connected once, a failure ends
 * the attempt (node-redis would otherwise retry forever and `connect()` never settle); afterwards a lost
 * connection reconnects with backoff. Commands sent while disconnected fail at once instead of queueing,
 * so a caller (a rate limit) can go on without Redis rather than hang.
 */
function openClient(url: string, name: string, state: { connected: boolean }) {
  return createClient({
    url,
    name,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: 5_000,
      reconnectStrategy: (retries, cause) => (state.connected ? Math.min(retries * 200, 5_000) : cause),
    },
  });
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

/** Opens a connection, or rejects when Redis cannot be reached; once open, a lost connection reconnects by itself. */
export async function connectRedis(url: string, name: string): Promise<RedisClient> {
  const state = { connected: false };
  const client = openClient(url, name, state);
  client.on("error", (error: unknown) => log.error(`${name}: ${error instanceof Error ? error.message : String(error)}`, { client: name }));
  await client.connect();
  state.connected = true;
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
