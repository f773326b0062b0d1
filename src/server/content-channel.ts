import { randomUUID } from "node:crypto";
import { connectRedis, getRedis, redisUrl } from "./redis";

/** Redis channel on which an instance that received the webhook tells the others. */
export const CONTENT_CHANNEL = "learnwell:content-changed";

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
    console.error("[content] the other instances could not be told of a change", error);
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

/**
 * Listens for other instances' announcements (with `REDIS_URL`) and runs `apply` for each. Returns a
 * function that stops listening; null without Redis.
 */
export async function listenForContentChanges(apply: (message: ContentChangeMessage) => Promise<void>): Promise<(() => Promise<void>) | null> {
  const url = redisUrl();
  if (!url) return null;
  const subscriber = await connectRedis(url, "content-listener");
  await subscriber.subscribe(CONTENT_CHANNEL, (raw) => {
    const message = parseContentChange(raw);
    if (!message || message.instance === INSTANCE_ID) return;
    apply(message).catch((error: unknown) => console.error("[content] applying another instance's change failed", error));
  });
  return async () => {
    await subscriber.unsubscribe(CONTENT_CHANNEL);
    await subscriber.quit();
  };
}
