import { randomUUID } from "node:crypto";
import { connectRedis, getRedis, redisUrl, type RedisClient } from "./redis";
import { logger } from "@/lib/log";

const log = logger("content");

/** Redis channel on which an instance that received the webhook tells the others. */
export const CONTENT_CHANNEL = "quillio:content-changed";

/** This process, so it does not apply its own announcement twice. */
const INSTANCE_ID = randomUUID();

export interface ContentChangeMessage {
  instance: string;
  at: number;
}

/**
 * Tells the other instances that content changed, so they drop their per-process tables (route index,
 * redirects) at once rather than at their next background refresh. The pages and data themselves need no
 * message: their tags were revalidated in the shared cache. False without Redis or when it is down.
 */
export async function announceContentChange(now = Date.now()): Promise<boolean> {
  const redis = getRedis();
  if (!redis) return false;
  try {
    const message: ContentChangeMessage = { instance: INSTANCE_ID, at: now };
    await (await redis).publish(CONTENT_CHANNEL, JSON.stringify(message));
    return true;
  } catch (error) {
    log.error("the other instances could not be told of a change", { err: error });
    return false;
  }
}

/** Parses a message; null for anything else on the channel (never throws on bad input). */
export function parseContentChange(raw: string): ContentChangeMessage | null {
  try {
    const value = JSON.parse(raw) as Partial<ContentChangeMessage>;
    return typeof value.instance === "string" && typeof value.at === "number" ? { instance: value.instance, at: value.at } : null;
  } catch {
    return null;
  }
}

/** How long to wait before listening again when Redis could not be reached. */
const LISTEN_RETRY_MS = 30_000;

/**
 * Listens for other instances' announcements (with `REDIS_URL`) and runs `apply` for each, in the
 * background: start-up never waits for Redis, and while it cannot be reached the listener tries again
 * every 30 s (the tables' own background refresh bounds their staleness meanwhile). Once connected, a lost
 * connection reconnects and subscribes again by itself. Returns a function that stops listening; null without Redis.
 */
export function listenForContentChanges(
  apply: (message: ContentChangeMessage) => Promise<void>,
  { retryMs = LISTEN_RETRY_MS }: { retryMs?: number } = {},
): (() => Promise<void>) | null {
  const url = redisUrl();
  if (!url) return null;
  let stopped = false;
  let subscriber: RedisClient | undefined;
  let retry: NodeJS.Timeout | undefined;
  const listen = async () => {
    try {
      const client = await connectRedis(url, "content-listener");
      if (stopped) return void (await client.quit());
      await client.subscribe(CONTENT_CHANNEL, (raw) => {
        const message = parseContentChange(raw);
        if (!message || message.instance === INSTANCE_ID) return;
        apply(message).catch((error: unknown) => log.error("applying another instance's change failed", { err: error }));
      });
      subscriber = client;
    } catch (error) {
      log.error(`cannot listen for other instances' changes; trying again in ${retryMs / 1000} s`, { err: error });
      if (!stopped) retry = setTimeout(listen, retryMs).unref();
    }
  };
  void listen();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    if (subscriber) await subscriber.quit();
  };
}
