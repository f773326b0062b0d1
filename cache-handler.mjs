// Next's cache (pages and tagged content data) for `next start`. With REDIS_URL, every instance shares it
// in Redis, so a revalidation received by one instance is seen by all; without it, Next's own file-system
// cache serves one process, as before. Plain JavaScript: Next loads this file at run time, outside its bundles.
// Whichever keeps them, entries are bounded: only paths the build knows (a page in one of its languages, a
// prerendered file), at most CACHE_MAX_ENTRIES, none older than CACHE_ENTRY_MAX_SECONDS.
import { CacheHandler } from "@fortedigital/nextjs-cache-handler";
import createLruHandler from "@fortedigital/nextjs-cache-handler/local-lru";
import createRedisHandler from "@fortedigital/nextjs-cache-handler/redis-strings";
import { readFileSync } from "node:fs";
import path from "node:path";
import { createClient } from "@redis/client";
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { componentLog } from "./src/server/observability/log.mjs";

const cacheLog = componentLog("cache");

const FileSystemCache = fileSystemCacheModule.default ?? fileSystemCacheModule;

/** The build's folder, as next.config.ts names it. */
export const distDir = process.env.NEXT_DIST_DIR || ".next";

/** The longest an entry lives: Redis expires it then, and an older one read from anywhere is rendered anew. */
export const CACHE_ENTRY_MAX_SECONDS = 24 * 60 * 60;
/** Entries at most: Redis keys of one build (the oldest go first), files one process writes (then no new one). */
export const CACHE_MAX_ENTRIES = 10_000;
/** Entries of the in-memory cache an instance falls back to when Redis is unreachable at start, and their bytes. */
const MEMORY_MAX_ENTRIES = 1_000;
const MEMORY_MAX_BYTES = 100 * 1024 * 1024;

const BUILD_PHASE = "phase-production-build";
/** Entries of a page or a route handler, which Next keys by path; data (FETCH) and images are keyed by a hash. */
const PATH_KINDS = new Set(["APP_PAGE", "APP_ROUTE", "PAGES"]);

/**
 * The path a page or route entry is for, or null for data and images. Next 16 names the route's module in
 * the key too: `/route-cache/<kind>/<hash of the module>/$<path>`.
 */
export function entryPath(key, kind) {
  if (typeof key !== "string") return null;
  if (key.startsWith("/route-cache/")) {
    const at = key.indexOf("/$/");
    return at === -1 ? key : key.slice(at + 2);
  }
  return PATH_KINDS.has(kind) ? key : null;
}

/**
 * Which paths may have an entry, from the build's prerender manifest: a prerendered path, or a path of a
 * dynamic route that renders unknown parameters, whose `[locale]` (when it has one) is a language of the
 * build. `/exit-preview-x` would render `[locale]` for a language "exit-preview-x": not kept.
 */
export function knownPaths(manifest) {
  const prerendered = new Set(Object.keys(manifest.routes ?? {}));
  const locales = new Set(
    Object.entries(manifest.routes ?? {})
      .filter(([, route]) => route?.srcRoute === "/[locale]")
      .map(([path]) => path.slice(1)),
  );
  const dynamic = Object.entries(manifest.dynamicRoutes ?? {})
    // `fallback: false` (dynamicParams = false): only the prerendered parameters exist.
    .filter(([, route]) => route?.fallback !== false && typeof route?.routeRegex === "string")
    .map(([route, { routeRegex }]) => ({ regex: new RegExp(routeRegex), localeAt: route.split("/").indexOf("[locale]") }));
  return (path) => {
    const bare = path.length > 1 ? path.replace(/\/$/, "") : path;
    if (prerendered.has(bare)) return true;
    return dynamic.some(({ regex, localeAt }) => regex.test(bare) && (localeAt === -1 || locales.has(bare.split("/")[localeAt])));
  };
}

const knownPathsByDir = new Map();
/** The build's known paths (read once), or null without a readable manifest: then nothing is refused. */
function knownPathsOf(serverDistDir) {
  const file = path.join(serverDistDir ?? path.join(distDir, "server"), "..", "prerender-manifest.json");
  if (!knownPathsByDir.has(file)) {
    let known = null;
    try {
      known = knownPaths(JSON.parse(readFileSync(file, "utf8")));
    } catch (error) {
      cacheLog.error("the build's prerender manifest could not be read; every path is cached", error);
    }
    knownPathsByDir.set(file, known);
  }
  return knownPathsByDir.get(file);
}

/** The keys a process has written to the file-system cache: at most `maxEntries`, then no new key is written. */
export class KeyLedger {
  constructor(maxEntries = CACHE_MAX_ENTRIES, log = cacheLog) {
    this.maxEntries = maxEntries;
    this.log = log;
    this.keys = new Set();
    this.fullLogged = false;
  }

  admit(key) {
    if (this.keys.has(key)) return true;
    if (this.keys.size >= this.maxEntries) {
      if (!this.fullLogged) this.log.error(`${this.maxEntries} entries written: further pages are rendered, not kept, until a restart`);
      this.fullLogged = true;
      return false;
    }
    this.keys.add(key);
    return true;
  }
}
const processLedger = new KeyLedger();

/**
 * A Redis handler whose keys are counted in a sorted set (by when each was written): beyond `maxKeys`, and
 * past `maxSeconds`, the oldest are deleted with their tags. Every instance writes the same set.
 */
export function withKeyCap(handler, { client, keyPrefix, maxKeys = CACHE_MAX_ENTRIES, maxSeconds = CACHE_ENTRY_MAX_SECONDS, timeoutMs = 2_000, now = Date.now }) {
  const indexKey = `${keyPrefix}__entries__`;
  const redis = () => client.withAbortSignal(AbortSignal.timeout(timeoutMs));
  return {
    ...handler,
    name: `${handler.name}-capped`,
    async set(key, value, ctx) {
      await handler.set(key, value, ctx);
      const at = now();
      await redis().zAdd(indexKey, { score: at, value: key });
      await redis().expire(indexKey, maxSeconds);
      const expired = await redis().zRangeByScore(indexKey, "-inf", at - maxSeconds * 1000);
      const over = (await redis().zCard(indexKey)) - maxKeys;
      const oldest = over > 0 ? await redis().zRange(indexKey, 0, over - 1) : [];
      const gone = [...new Set([...expired, ...oldest])];
      if (gone.length === 0) return;
      await redis().zRem(indexKey, gone);
      await Promise.all(gone.map((entry) => handler.delete(entry)));
    },
  };
}

/** Redis TTLs: Next's lifetime of an entry (1.5 times its revalidation period, a year and a half without one), capped. */
export const expireAge = (staleAge) => Math.max(1, Math.min(Math.floor(staleAge * 1.5), CACHE_ENTRY_MAX_SECONDS));

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
  return `${process.env.REDIS_CACHE_PREFIX || "quillio:next:"}${buildId}:`;
}

/** Redis at run time only: `next build` writes its pages to disk; with Redis each is rendered once, at its first request. */
export function usesRedis(env = process.env) {
  return Boolean(env.REDIS_URL) && env.NEXT_PHASE !== BUILD_PHASE;
}

CacheHandler.onCreation(async () => {
  const client = createClient({
    url: process.env.REDIS_URL,
    name: "next-cache",
    socket: { connectTimeout: 5_000, reconnectStrategy: (retries) => Math.min(retries * 200, 5_000) },
  });
  client.on("error", (error) => cacheLog.error("Redis failed", error));
  try {
    await Promise.race([
      client.connect(),
      new Promise((_, reject) => setTimeout(() => reject(new Error("no answer within 5 s")), 5_000).unref()),
    ]);
  } catch (error) {
    // Pages must still render: this instance caches in memory, and says so, until it is restarted.
    cacheLog.error("Redis unreachable at start; this instance caches in its own memory", error);
    client.destroy();
    return { handlers: [createLruHandler({ maxItemsNumber: MEMORY_MAX_ENTRIES, maxItemSizeBytes: MEMORY_MAX_BYTES })], ttl: { estimateExpireAge: expireAge } };
  }
  const prefix = keyPrefix();
  const redis = createRedisHandler({ client, keyPrefix: prefix, timeoutMs: 2_000 });
  return { handlers: [withKeyCap(redis, { client, keyPrefix: prefix })], ttl: { estimateExpireAge: expireAge } };
});

/**
 * The answer header that records which public origin a kept page or route names (its canonical links, sitemap,
 * calendar files...). Never sent to a client: the request hook takes it off (src/server/security/node-requests.mjs).
 */
export const SITE_ORIGIN_HEADER = "x-site-origin";

/** The origin of an address, or null. */
function originOf(address) {
  try {
    return address ? new URL(address).origin : null;
  } catch {
    return null;
  }
}

const buildOrigins = new Map();
/** The public origin the build rendered its pages for (next.config.ts records it), or null without a readable record. */
function buildOriginOf(serverDistDir) {
  const file = path.join(serverDistDir ?? path.join(distDir, "server"), "..", "required-server-files.json");
  if (!buildOrigins.has(file)) {
    let origin = null;
    try {
      origin = originOf(JSON.parse(readFileSync(file, "utf8")).config?.env?.SITE_URL_AT_BUILD);
    } catch {
      // No build record (dev, tests): entries name the origin they were kept with, or are taken as they are.
    }
    buildOrigins.set(file, origin);
  }
  return buildOrigins.get(file);
}

/** Next constructs one per request; the delegate decides where entries live, this class what may be kept. */
export default class SiteCacheHandler {
  constructor(context, { env = process.env, now = Date.now, ledger = processLedger } = {}) {
    this.redis = usesRedis(env);
    // The build writes its prerendered pages before its manifest exists; it keeps them all (and `next dev`
    // keeps no page).
    this.building = env.NEXT_PHASE === BUILD_PHASE;
    // A server started with another SITE_URL than its build's renders the build's pages again rather than serve
    // canonical links, hreflang, sitemaps and calendar links naming the build's address (each entry records the
    // origin it names, `SITE_ORIGIN_HEADER`).
    this.origin = originOf(env.SITE_URL);
    this.buildOrigin = this.building ? this.origin : buildOriginOf(context?.serverDistDir);
    this.delegate = this.redis ? new CacheHandler(context) : new FileSystemCache(context);
    this.known = this.building || env.NODE_ENV !== "production" ? null : knownPathsOf(context?.serverDistDir);
    this.now = now;
    this.ledger = ledger;
  }

  /** Whether a kept page or route was made for another public origin than this server's. */
  namesAnotherOrigin(entry) {
    const value = entry?.value;
    if (!this.origin || !value || !PATH_KINDS.has(value.kind)) return false;
    const named = value.headers?.[SITE_ORIGIN_HEADER] ?? this.buildOrigin;
    return Boolean(named) && named !== this.origin;
  }

  /** Whether an entry may exist under this key: data, images and the paths the build knows. */
  keeps(key, kind) {
    const entryFor = entryPath(key, kind);
    return entryFor === null || this.known === null || this.known(entryFor);
  }

  async get(key, ctx, ...rest) {
    if (!this.keeps(key, ctx?.kind)) return null;
    const entry = await this.delegate.get(key, ctx, ...rest);
    // Past its longest life (a prerendered page of a build started long ago too): rendered and written anew.
    const lastModified = entry?.lastModified;
    if (!this.building && typeof lastModified === "number" && this.now() - lastModified > CACHE_ENTRY_MAX_SECONDS * 1000) return null;
    if (this.namesAnotherOrigin(entry)) return null;
    return entry;
  }

  async set(key, data, ctx, ...rest) {
    if (!this.keeps(key, data?.kind ?? ctx?.kind)) return;
    if (!this.redis && !this.building && !this.ledger.admit(key)) return;
    const kept = this.origin && data && PATH_KINDS.has(data.kind) ? { ...data, headers: { ...data.headers, [SITE_ORIGIN_HEADER]: this.origin } } : data;
    return this.delegate.set(key, kept, ctx, ...rest);
  }

  revalidateTag(...args) {
    return this.delegate.revalidateTag(...args);
  }

  resetRequestCache() {
    return this.delegate.resetRequestCache?.();
  }
}
