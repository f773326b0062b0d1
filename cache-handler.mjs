// Next's cache (pages and tagged content data) for `next start`. With REDIS_URL, every instance shares it
// in Redis, so a revalidation received by one instance is seen by all; without it, Next's own file-system
// cache serves one process, as before. Plain JavaScript: Next loads this file at run time, outside its bundles.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@redis/client";
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** The build's folder, as next.config.ts names it. */
export const distDir = process.env.NEXT_DIST_DIR || ".next";

/**
 * Keys of this site's entries in a Redis that may be shared with other applications, per build: a new
 * deployment starts from its own pages, never from the previous build's HTML (whose scripts are gone).
 */
function keyPrefix() {
  let buildId = "dev";
  try {
    buildId = readFileSync(path.join(distDir, "BUILD_ID"), "utf8").trim();
  } catch {
    // No build (dev): one prefix.
  }
  return `${process.env.REDIS_CACHE_PREFIX || "learnwell:next:"}${buildId}:`;
}

/** Redis at run time only: `next build` writes its pages to disk; with Redis each is rendered once, at its first request. */
export function usesRedis(env = process.env) {
  return Boolean(env.REDIS_URL) && env.NEXT_PHASE !== "phase-production-build";
}

CacheHandler.onCreation(async () => {
  const client = createClient({
    url: process.env.REDIS_URL,
    name: "next-cache",
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) },
  });
  client.on("error", (error) => console.error("[cache] Redis:", error instanceof Error ? error.message : error));
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("no answer within 5 s")), 5_000).unref()),
    ]);
  } catch (error) {
    // Pages must still render: this instance caches in memory, and says so, until it is restarted.
    console.error("[cache] Redis unreachable at start; this instance caches in its own memory:", error instanceof Error ? error.message : error);
    client.destroy();
    return { handlers: [createLruHandler()] };
  }
  return { handlers: [createRedisHandler({ client, keyPrefix: keyPrefix(), timeoutMs: 2_000 })] };
});

/** Next constructs one per request; the delegate decides where entries live. */
export default class SiteCacheHandler {
  constructor(context) {
    this.delegate = usesRedis() ? new CacheHandler(context) : new FileSystemCache(context);
  }

  get(...args) {
    return this.delegate.get(...args);
  }

  set(...args) {
    return this.delegate.set(...args);
  }

  revalidateTag(...args) {
    return this.delegate.revalidateTag(...args);
  }

  resetRequestCache() {
    return this.delegate.resetRequestCache?.();
  }
}
