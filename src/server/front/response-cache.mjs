// The front's shared cache: responses Next marks as shareable (a static page, the messages file, a build
// asset) are kept in memory, compressed once, and served without reaching Next until they expire or the
// content changes. What a response depends on besides its URL is named by its Vary header and by the
// proxy's FRONT_VARY_HEADER (cookies and headers it read: the locale redirect of `/`).
import { FRONT_VARY_HEADER, FRONT_VARY_NOTHING } from "../security/request-headers.mjs";
import { brotliCompress, constants as zlib, gzipSync } from "node:zlib";
import { decodeBody, encodeBody } from "../security/codings.mjs";
import { componentLog } from "../observability/log.mjs";

export { decodeBody, encodeBody };

// Its own process-global keys, not processSingleton (src/lib/process-singleton.ts): plain JavaScript, also loaded
// outside Next (scripts/start.mjs), which cannot import the TypeScript helper; TypeScript reaches them through it.
/** Where the content's revalidation finds the cache to clear (Next's bundles do not share this module). */
export const RESPONSE_CACHE_GLOBAL = Symbol.for("quillio.response-cache");

/** Request headers Next's own Vary names that a cached answer may depend on; any other Vary is not cached. */
const CACHEABLE_VARY = new Set(["accept-encoding", "rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"]);
/**
 * Response headers that describe one transfer, not the resource: set again for each answer, or (Next's cache
 * state when the answer was made) not repeated, since a memory hit is `x-cache: HIT`.
 */
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "connection", "keep-alive", "x-nextjs-cache", FRONT_VARY_HEADER]);
/** Cookies of an editor's preview or draft mode: those requests always reach Next. */
const PREVIEW_COOKIES = /(?:^|;\s*)(?:__prerender_bypass|__next_preview_data|io\.prismic\.preview)=/;
/** The largest body kept (a page is ~100 KB, the messages file ~70 KB). */
const MAX_ENTRY_BYTES = 2 * 1024 * 1024;

const first = (value) => (Array.isArray(value) ? value.join(", ") : value);

/** The encodings the client takes, best first among those kept: br, gzip, or none. */
export function preferredEncoding(acceptEncoding) {
  const accepted = new Map();
  for (const part of String(first(acceptEncoding) ?? "").toLowerCase().split(",")) {
    const [name, ...params] = part.trim().split(";");
    if (!name) continue;
    const q = params.map((p) => p.trim()).find((p) => p.startsWith("q="));
    accepted.set(name.trim(), q ? Number(q.slice(2)) : 1);
  }
  const takes = (name) => (accepted.get(name) ?? accepted.get("*") ?? 0) > 0;
  if (takes("br")) return "br";
  if (takes("gzip")) return "gzip";
  return "identity";
}

/**
 * One cookie's value as Next reads it (the last of that name wins), or null when the name appears more
 * than once: the front and Next could then disagree on it, so the request is neither served nor kept.
 */
function cookieValue(cookieHeader, name) {
  let value = "";
  let seen = false;
  for (const part of String(first(cookieHeader) ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at === -1 || part.slice(0, at).trim() !== name) continue;
    if (seen) return null;
    seen = true;
    value = part.slice(at + 1);
  }
  return value;
}

/**
 * The values of the named inputs in a request (`cookie:name` reads one cookie, anything else a header),
 * as one key; null when they cannot be read unambiguously.
 */
function inputsOf(req, names) {
  let key = "";
  for (const name of names) {
    const value = name.startsWith("cookie:") ? cookieValue(req.headers.cookie, name.slice(7)) : (first(req.headers[name]) ?? "");
    if (value === null) return null;
    key += `\u0000${value}`;
  }
  return key;
}

/** Text worth compressing; images, fonts and archives are kept and sent as they are. */
const COMPRESSIBLE = /^(?:text\/|application\/(?:json|javascript|xml|manifest\+json|ld\+json|rss\+xml|atom\+xml)|image\/svg\+xml)/;
/**
 * The console and its sign-in (src/server/admin): never kept, whatever their answer says, so no signed-in page can
 * reach another client and a sign-out is never answered from memory.
 */
const CONSOLE_PATHS = /^\/(?:admin|console-sign-in|api\/admin|api\/auth)(?:[/?]|$)/;
/** A page's URL is kept without a query, or with Next's `_rsc` cache-busting parameter alone. */
const KEPT_QUERY = /^(?:_rsc=[\w-]{1,64})?$/;

/** Lifetime in a shared cache, in seconds, from Cache-Control; 0 when it must not be shared. */
export function sharedLifetime(cacheControl) {
  const value = String(cacheControl ?? "").toLowerCase();
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(value)) return 0;
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(value);
  if (sMaxAge) return Number(sMaxAge[1]);
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(value);
  return maxAge && /(?:^|,)\s*public\b/.test(value) ? Number(maxAge[1]) : 0;
}

/**
 * @param {{ maxBytes?: number, maxEntries?: number, maxSeconds?: number, purgeHoldMs?: number, now?: () => number, log?: Pick<Console, "error"> }} [options]
 */
export function createResponseCache({ maxBytes = 64 * 1024 * 1024, maxEntries = 5_000, maxSeconds = 60, purgeHoldMs = 5_000, now = Date.now, log = componentLog("front") } = {}) {
  /** URL key → { vary: string[], variants: Map<inputs, entry> }, in least-recently-used order. */
  const byUrl = new Map();
  let bytes = 0;
  let entries = 0;
  let generation = 0;
  /** After a purge, nothing is kept for a moment: Next writes a revalidated tag after the webhook has answered. */
  let holdUntil = 0;
  const stats = { hits: 0, stored: 0, cleared: 0 };

  function remove(entry) {
    bytes -= entry.size + (entry.br?.length ?? 0);
    entries -= 1;
  }

  function drop(key) {
    const group = byUrl.get(key);
    if (!group) return;
    for (const entry of group.variants.values()) remove(entry);
    byUrl.delete(key);
  }

  function evict() {
    while ((bytes > maxBytes || entries > maxEntries) && byUrl.size > 0) drop(byUrl.keys().next().value);
  }

  /** Forgets every answer (the content changed), and keeps none for `purgeHoldMs`. */
  function clear() {
    byUrl.clear();
    bytes = 0;
    entries = 0;
    generation += 1;
    holdUntil = now() + purgeHoldMs;
    brotliQueue.length = 0;
    stats.cleared += 1;
  }

  /** The key of the URL as this client asked for it, or null when the request must reach Next. */
  function urlKey(req, context) {
    if (maxBytes <= 0 || (req.method !== "GET" && req.method !== "HEAD")) return null;
    const { headers, url } = req;
    if (headers["content-length"] || headers["transfer-encoding"] || headers.range || headers.authorization) return null;
    if (headers.cookie && PREVIEW_COOKIES.test(first(headers.cookie))) return null;
    if (CONSOLE_PATHS.test(url)) return null;
    // Any other query (campaign parameters, a dashboard key, a search) reaches Next: the kept URLs are the site's own.
    const queryAt = url.indexOf("?");
    if (queryAt !== -1 && !KEPT_QUERY.test(url.slice(queryAt + 1))) return null;
    return `${context.https ? "s" : "-"}${context.origin ?? ""}\u0000${url}`;
  }

  function lookup(req, context) {
    const key = urlKey(req, context);
    if (key === null) return undefined;
    const group = byUrl.get(key);
    if (!group) return undefined;
    const inputs = inputsOf(req, group.vary);
    const entry = inputs === null ? undefined : group.variants.get(inputs);
    // An expired answer stays until it is replaced (its brotli version may serve again) or evicted.
    if (!entry || entry.expires <= now()) return undefined;
    byUrl.delete(key);
    byUrl.set(key, group);
    return entry;
  }

  /** Answers from the cache; false when the request must reach Next. */
  function serve(req, res, context) {
    const entry = lookup(req, context);
    if (!entry) return false;
    stats.hits += 1;
    const etag = entry.etag;
    const conditional = first(req.headers["if-none-match"]);
    if (etag && conditional && (conditional.trim() === "*" || conditional.split(",").some((tag) => tag.trim() === etag))) {
      // As Next answers a revalidation: the validators and caching headers, no body and no policy to replace
      // (the request hook's policy without hashes would replace the cached page's own in the browser).
      res.removeHeader("content-security-policy");
      res.writeHead(304, entry.notModified);
      res.end();
      return true;
    }
    const encoding = entry.gzip ? preferredEncoding(req.headers["accept-encoding"]) : "identity";
    // An answer asked for in brotli goes to the front of the compression queue: the busiest pages first.
    if (encoding === "br" && !entry.br) queueBrotli(entry, true);
    const [headers, body] =
      encoding === "br" && entry.br ? [entry.brHeaders, entry.br] : encoding !== "identity" ? [entry.gzipHeaders, entry.gzip] : [entry.identityHeaders, entry.identity];
    res.writeHead(200, headers);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /**
   * Brotli at quality 10 (a page: 12.7 KB against 16.2 KB gzipped, ~30 ms; quality 11 saves 2 % more for four
   * times the work) is slow for a request, fine once per answer: one at a time, off the request.
   */
  const brotliQueue = [];
  let compressing = false;
  function queueBrotli(entry, urgent) {
    if (entry.brQueued) {
      // Already waiting (or being compressed): an asked-for one moves to the front.
      const at = brotliQueue.indexOf(entry.job);
      if (urgent && at > 0) brotliQueue.unshift(...brotliQueue.splice(at, 1));
      return;
    }
    entry.brQueued = true;
    if (urgent) brotliQueue.unshift(entry.job);
    else brotliQueue.push(entry.job);
    // Full: the least wanted wait for their next request.
    while (brotliQueue.length > MAX_BROTLI_QUEUE) brotliQueue.pop().entry.brQueued = false;
    compressNext();
  }
  function compressNext() {
    if (compressing) return;
    const job = brotliQueue.shift();
    if (!job) return;
    const { key, group, secondary, entry } = job;
    const current = () => byUrl.get(key) === group && group.variants.get(secondary) === entry;
    if (!current() || entry.br) {
      entry.brQueued = false;
      return compressNext();
    }
    compressing = true;
    const { identity } = entry;
    brotliCompress(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 10, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }, (error, br) => {
      compressing = false;
      entry.brQueued = false;
      if (error) log.error("brotli compression failed", error);
      else if (current()) {
        entry.br = br;
        entry.brHeaders = { ...entry.gzipHeaders, "content-encoding": "br", "content-length": br.length };
        bytes += br.length;
        evict();
      }
      compressNext();
    });
  }

  /** Keeps a complete response Next marked as shareable. */
  function store(req, context, status, headers, chunks, startedAt) {
    // The content changed while it was rendered, or has just changed.
    if (startedAt !== generation || now() < holdUntil) return;
    const key = urlKey(req, context);
    if (key === null || req.method !== "GET" || status !== 200) return;
    if (headers["set-cookie"] !== undefined || String(headers["x-nextjs-cache"] ?? "").toUpperCase() === "STALE") return;
    const lifetime = Math.min(sharedLifetime(headers["cache-control"]), maxSeconds);
    if (lifetime <= 0) return;
    const vary = String(first(headers.vary) ?? "").toLowerCase().split(",").map((name) => name.trim()).filter(Boolean);
    if (vary.some((name) => !CACHEABLE_VARY.has(name))) return;
    const frontVary = headers[FRONT_VARY_HEADER];
    // A page is kept only when the proxy said what else it depends on (see src/proxy.ts).
    if (context.page && frontVary === undefined) return;
    const inputs = [
      ...vary.filter((name) => name !== "accept-encoding"),
      // Header names are case-insensitive, cookie names are not.
      ...String(first(frontVary) ?? "").split(",").map((name) => name.trim()).filter((name) => name && name !== FRONT_VARY_NOTHING).map((name) => (name.startsWith("cookie:") ? name : name.toLowerCase())),
    ];
    const secondary = inputsOf(req, inputs);
    if (secondary === null) return;
    const identity = decodeBody(Buffer.concat(chunks), headers["content-encoding"]);
    if (!identity || identity.length > MAX_ENTRY_BYTES) return;

    const kept = {};
    for (const [name, value] of Object.entries(headers)) if (!TRANSFER_HEADERS.has(name) && value !== undefined) kept[name] = value;
    const compressible = COMPRESSIBLE.test(String(headers["content-type"] ?? ""));
    if (compressible && !vary.includes("accept-encoding")) kept.vary = vary.length > 0 ? `${first(headers.vary)}, Accept-Encoding` : "Accept-Encoding";
    const gzip = compressible ? gzipSync(identity) : undefined;
    const hit = { ...kept, "x-cache": "HIT" };
    const entry = {
      expires: now() + lifetime * 1000,
      etag: typeof kept.etag === "string" ? kept.etag : undefined,
      identity,
      gzip,
      br: undefined,
      identityHeaders: { ...hit, "content-length": identity.length },
      gzipHeaders: gzip ? { ...hit, "content-encoding": "gzip", "content-length": gzip.length } : undefined,
      brHeaders: undefined,
      notModified: Object.fromEntries(["etag", "cache-control", "vary", "expires", "last-modified"].filter((name) => kept[name] !== undefined).map((name) => [name, kept[name]])),
      // Bodies, keys and the header objects: what this entry holds in memory, roughly.
      size: identity.length + (gzip?.length ?? 0) + 2 * (key.length + secondary.length) + 4 * JSON.stringify(kept).length,
    };

    let group = byUrl.get(key);
    if (!group || group.vary.join() !== inputs.join()) {
      drop(key);
      group = { vary: inputs, variants: new Map() };
    }
    const previous = group.variants.get(secondary);
    if (previous) {
      remove(previous);
      group.variants.delete(secondary);
    }
    // The same bytes again (an expired answer fetched anew): its brotli version is still good.
    if (previous?.br && previous.identity.equals(identity)) {
      entry.br = previous.br;
      entry.brHeaders = { ...entry.gzipHeaders, "content-encoding": "br", "content-length": previous.br.length };
    }
    // One URL's variants (router states, languages, countries) are bounded too: the oldest goes first.
    while (group.variants.size >= MAX_VARIANTS) {
      const [oldest, dropped] = group.variants.entries().next().value;
      remove(dropped);
      group.variants.delete(oldest);
    }
    group.variants.set(secondary, entry);
    byUrl.delete(key);
    byUrl.set(key, group);
    bytes += entry.size + (entry.br?.length ?? 0);
    entries += 1;
    stats.stored += 1;
    evict();
    entry.job = { key, group, secondary, entry };
    if (gzip && !entry.br) queueBrotli(entry, false);
  }

  /**
   * Watches the response Next writes (after the front's other wrappers) and keeps it when it is shareable;
   * in every case takes the proxy's FRONT_VARY_HEADER off it. Call before the wrappers that rewrite the body,
   * so this sees the final bytes and headers.
   */
  function capture(req, res, context) {
    const keeping = urlKey(req, context) !== null && req.method === "GET";
    const startedAt = generation;
    const chunks = [];
    let size = 0;
    let frontVary;
    let wanted = keeping;
    withoutFrontVary(res, (value) => (frontVary = value), {
      data(chunk, encoding) {
        if (!wanted || !chunk || typeof chunk === "function") return;
        const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
        size += buffer.length;
        if (size > MAX_ENTRY_BYTES) {
          wanted = false;
          chunks.length = 0;
        } else chunks.push(buffer);
      },
      ended() {
        if (!wanted) return;
        try {
          store(req, context, res.statusCode, { ...res.getHeaders(), [FRONT_VARY_HEADER]: frontVary }, chunks, startedAt);
        } catch (error) {
          log.error("a response could not be cached", error);
        }
      },
    });
  }

  return {
    serve,
    capture,
    clear,
    stats,
    get bytes() {
      return bytes;
    },
    get size() {
      return entries;
    },
  };
}

/** Answers of one URL kept at most (one per value of its inputs). */
const MAX_VARIANTS = 32;
/** Answers waiting for their brotli version at most; beyond that they are served with gzip until asked for again. */
const MAX_BROTLI_QUEUE = 64;

/**
 * Takes the proxy's FRONT_VARY_HEADER off a response before it is sent (it is the front's, not the
 * client's), handing its value to `take`; `observe` sees the body's chunks and the end.
 */
export function withoutFrontVary(res, take = () => undefined, observe = undefined) {
  const original = { write: res.write, end: res.end, writeHead: res.writeHead };
  const takeFrontVary = (fields) => {
    if (fields && !Array.isArray(fields) && typeof fields === "object" && fields[FRONT_VARY_HEADER] !== undefined) {
      take(fields[FRONT_VARY_HEADER]);
      delete fields[FRONT_VARY_HEADER];
    }
    if (!res.headersSent && res.hasHeader(FRONT_VARY_HEADER)) {
      take(res.getHeader(FRONT_VARY_HEADER));
      res.removeHeader(FRONT_VARY_HEADER);
    }
  };
  res.writeHead = function writeHead(...args) {
    takeFrontVary(typeof args[1] === "string" ? args[2] : args[1]);
    return original.writeHead.apply(res, args);
  };
  res.write = function write(chunk, encoding, callback) {
    takeFrontVary();
    observe?.data(chunk, encoding);
    return original.write.call(res, chunk, encoding, callback);
  };
  res.end = function end(chunk, encoding, callback) {
    takeFrontVary();
    observe?.data(chunk, encoding);
    const result = original.end.call(res, chunk, encoding, callback);
    observe?.ended();
    return result;
  };
}

/** The cache `npm start` serves from, sized by RESPONSE_CACHE_MB and RESPONSE_CACHE_SECONDS (0: off). */
export function responseCacheFromEnv(env = process.env, log = componentLog("front")) {
  const megabytes = env.RESPONSE_CACHE_MB === undefined || env.RESPONSE_CACHE_MB === "" ? 64 : Number(env.RESPONSE_CACHE_MB);
  const seconds = env.RESPONSE_CACHE_SECONDS === undefined || env.RESPONSE_CACHE_SECONDS === "" ? 60 : Number(env.RESPONSE_CACHE_SECONDS);
  if (!(megabytes > 0) || !(seconds > 0)) return null;
  const cache = createResponseCache({ maxBytes: megabytes * 1024 * 1024, maxSeconds: seconds, log });
  globalThis[RESPONSE_CACHE_GLOBAL] = cache;
  return cache;
}
