// The front's shared cache: responses Next marks as shareable (a static page, the messages file, a build
// asset) are kept in memory, compressed once, and served without reaching Next until they expire or the
// content changes. What a response depends on besides its URL is named by its Vary header and by the
// proxy's FRONT_VARY_HEADER (cookies and headers it read: the locale redirect of `/`, the geo cookie).
import { FRONT_VARY_HEADER } from "./client-address.mjs";
import { brotliCompress, constants as zlib, gzipSync, brotliDecompressSync, gunzipSync, inflateSync } from "node:zlib";

/** Where the content's revalidation finds the cache to clear (Next's bundles do not share this module). */
export const RESPONSE_CACHE_GLOBAL = Symbol.for("learnwell.response-cache");

/** Request headers Next's own Vary names that a cached answer may depend on; any other Vary is not cached. */
const CACHEABLE_VARY = new Set(["accept-encoding", "rsc", "next-router-state-tree", "next-router-prefetch", "next-router-segment-prefetch", "next-url"]);
/** Response headers that describe one transfer, not the resource; set again for each answer. */
const TRANSFER_HEADERS = new Set(["content-length", "content-encoding", "transfer-encoding", "date", "connection", "keep-alive", FRONT_VARY_HEADER]);
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

function cookieValue(cookieHeader, name) {
  for (const part of String(first(cookieHeader) ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at !== -1 && part.slice(0, at).trim() === name) return part.slice(at + 1).trim();
  }
  return "";
}

/** The values of the named inputs in a request: `cookie:name` reads one cookie, anything else a header. */
function inputsOf(req, names) {
  let key = "";
  for (const name of names) {
    const value = name.startsWith("cookie:") ? cookieValue(req.headers.cookie, name.slice(7)) : first(req.headers[name]) ?? "";
    key += `\u0000${value}`;
  }
  return key;
}

/** Lifetime in a shared cache, in seconds, from Cache-Control; 0 when it must not be shared. */
export function sharedLifetime(cacheControl) {
  const value = String(cacheControl ?? "").toLowerCase();
  if (/(?:^|,)\s*(?:private|no-store|no-cache)\b/.test(value)) return 0;
  const sMaxAge = /(?:^|,)\s*s-maxage=(\d+)/.exec(value);
  if (sMaxAge) return Number(sMaxAge[1]);
  const maxAge = /(?:^|,)\s*max-age=(\d+)/.exec(value);
  return maxAge && /(?:^|,)\s*public\b/.test(value) ? Number(maxAge[1]) : 0;
}

function decode(body, encoding) {
  switch (String(encoding ?? "").trim().toLowerCase()) {
    case "":
    case "identity":
      return body;
    case "gzip":
      return gunzipSync(body);
    case "br":
      return brotliDecompressSync(body);
    case "deflate":
      return inflateSync(body);
    default:
      return null;
  }
}

/**
 * @param {{ maxBytes?: number, maxSeconds?: number, now?: () => number, log?: Pick<Console, "error"> }} [options]
 */
export function createResponseCache({ maxBytes = 64 * 1024 * 1024, maxSeconds = 60, now = Date.now, log = console } = {}) {
  /** URL key → { vary: string[], variants: Map<inputs, entry> }, in least-recently-used order. */
  const byUrl = new Map();
  let bytes = 0;
  let generation = 0;
  const stats = { hits: 0, stored: 0, cleared: 0 };

  const sizeOf = (entry) => entry.identity.length + (entry.gzip?.length ?? 0) + (entry.br?.length ?? 0);

  function drop(urlKey) {
    const group = byUrl.get(urlKey);
    if (!group) return;
    for (const entry of group.variants.values()) bytes -= sizeOf(entry);
    byUrl.delete(urlKey);
  }

  function evict() {
    while (bytes > maxBytes && byUrl.size > 0) drop(byUrl.keys().next().value);
  }

  function clear() {
    byUrl.clear();
    bytes = 0;
    generation += 1;
    stats.cleared += 1;
  }

  /** The key of the URL as this client asked for it, or null when the request must reach Next. */
  function urlKey(req, context) {
    if (maxBytes <= 0 || (req.method !== "GET" && req.method !== "HEAD")) return null;
    const { headers } = req;
    if (headers["content-length"] || headers["transfer-encoding"] || headers.range || headers.authorization) return null;
    if (headers.cookie && PREVIEW_COOKIES.test(first(headers.cookie))) return null;
    return `${context.https ? "s" : "-"}${context.origin ?? ""}\u0000${req.url}`;
  }

  function lookup(req, context) {
    const key = urlKey(req, context);
    if (key === null) return undefined;
    const group = byUrl.get(key);
    if (!group) return undefined;
    const entry = group.variants.get(inputsOf(req, group.vary));
    if (!entry) return undefined;
    if (entry.expires <= now()) {
      group.variants.delete(inputsOf(req, group.vary));
      bytes -= sizeOf(entry);
      if (group.variants.size === 0) byUrl.delete(key);
      return undefined;
    }
    // Most recently used last.
    byUrl.delete(key);
    byUrl.set(key, group);
    return entry;
  }

  /** Answers from the cache; false when the request must reach Next. */
  function serve(req, res, context) {
    const entry = lookup(req, context);
    if (!entry) return false;
    stats.hits += 1;
    const etag = entry.headers.etag;
    const conditional = first(req.headers["if-none-match"]);
    if (etag && conditional && (conditional.trim() === "*" || conditional.split(",").some((tag) => tag.trim() === etag))) {
      // As Next answers a revalidation: the validators and caching headers, no body and no policy to replace.
      res.writeHead(304, entry.notModified);
      res.end();
      return true;
    }
    const encoding = preferredEncoding(req.headers["accept-encoding"]);
    const body = encoding === "br" ? entry.br ?? entry.gzip : encoding === "gzip" ? entry.gzip : entry.identity;
    res.writeHead(200, body === entry.br ? entry.brHeaders : body === entry.gzip ? entry.gzipHeaders : entry.identityHeaders);
    res.end(req.method === "HEAD" ? undefined : body);
    return true;
  }

  /** Keeps a complete response Next marked as shareable. */
  function store(req, context, status, headers, chunks, startedAt) {
    if (startedAt !== generation) return; // The content changed while it was rendered.
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
      ...String(first(frontVary) ?? "").toLowerCase().split(",").map((name) => name.trim()).filter(Boolean),
    ];
    const identity = decode(Buffer.concat(chunks), headers["content-encoding"]);
    if (!identity || identity.length > MAX_ENTRY_BYTES) return;

    const kept = {};
    for (const [name, value] of Object.entries(headers)) if (!TRANSFER_HEADERS.has(name) && value !== undefined) kept[name] = value;
    if (!vary.includes("accept-encoding")) kept.vary = vary.length > 0 ? `${first(headers.vary)}, Accept-Encoding` : "Accept-Encoding";
    const gzip = gzipSync(identity);
    const entry = {
      expires: now() + lifetime * 1000,
      headers: kept,
      identity,
      gzip,
      br: undefined,
      identityHeaders: { ...kept, "x-cache": "HIT", "content-length": identity.length },
      gzipHeaders: { ...kept, "x-cache": "HIT", "content-encoding": "gzip", "content-length": gzip.length },
      brHeaders: undefined,
      notModified: Object.fromEntries(["etag", "cache-control", "vary", "expires", "last-modified"].filter((name) => kept[name] !== undefined).map((name) => [name, kept[name]])),
    };
    const secondary = inputsOf(req, inputs);
    let group = byUrl.get(key);
    if (!group || group.vary.join() !== inputs.join()) {
      drop(key);
      group = { vary: inputs, variants: new Map() };
    }
    const previous = group.variants.get(secondary);
    if (previous) bytes -= sizeOf(previous);
    // The same bytes again (an expired entry fetched anew): its brotli version is still good.
    if (previous?.br && previous.identity.equals(identity)) {
      entry.br = previous.br;
      entry.brHeaders = { ...entry.gzipHeaders, "content-encoding": "br", "content-length": previous.br.length };
    }
    group.variants.set(secondary, entry);
    byUrl.delete(key);
    byUrl.set(key, group);
    bytes += sizeOf(entry);
    stats.stored += 1;
    evict();
    if (!entry.br) {
      // Brotli at its best quality is slow for a request, fine once per page: done off the request, gzip until then.
      brotliCompress(identity, { params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: identity.length } }, (error, br) => {
        if (error) return log.error("[front] brotli compression failed", error);
        if (byUrl.get(key) !== group || group.variants.get(secondary) !== entry) return; // Replaced or dropped meanwhile.
        entry.br = br;
        entry.brHeaders = { ...entry.gzipHeaders, "content-encoding": "br", "content-length": br.length };
        bytes += br.length;
        evict();
      });
    }
  }

  /**
   * Watches the response Next writes (after the front's other wrappers) and keeps it when it is shareable.
   * Call before the wrappers that rewrite the body, so this sees the final bytes and headers.
   */
  function capture(req, res, context) {
    if (urlKey(req, context) === null || req.method !== "GET") return;
    const startedAt = generation;
    const original = { write: res.write, end: res.end, writeHead: res.writeHead };
    const chunks = [];
    let size = 0;
    let keeping = true;
    const keep = (chunk, encoding) => {
      if (!keeping || !chunk || typeof chunk === "function") return;
      const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8");
      size += buffer.length;
      if (size > MAX_ENTRY_BYTES) {
        keeping = false;
        chunks.length = 0;
      } else chunks.push(buffer);
    };
    let frontVary;
    // Read for store(), never sent: the proxy's header may come set on the response or in writeHead's fields.
    const takeFrontVary = (fields) => {
      if (fields && !Array.isArray(fields) && typeof fields === "object" && fields[FRONT_VARY_HEADER] !== undefined) {
        frontVary = fields[FRONT_VARY_HEADER];
        delete fields[FRONT_VARY_HEADER];
      }
      if (!res.headersSent && res.hasHeader(FRONT_VARY_HEADER)) {
        frontVary = res.getHeader(FRONT_VARY_HEADER);
        res.removeHeader(FRONT_VARY_HEADER);
      }
    };
    res.writeHead = function writeHead(...args) {
      takeFrontVary(typeof args[1] === "string" ? args[2] : args[1]);
      return original.writeHead.apply(res, args);
    };
    res.write = function write(chunk, encoding, callback) {
      takeFrontVary();
      keep(chunk, encoding);
      return original.write.call(res, chunk, encoding, callback);
    };
    res.end = function end(chunk, encoding, callback) {
      takeFrontVary();
      keep(chunk, encoding);
      const result = original.end.call(res, chunk, encoding, callback);
      if (keeping) {
        try {
          const headers = { ...res.getHeaders(), [FRONT_VARY_HEADER]: frontVary };
          store(req, context, res.statusCode, headers, chunks, startedAt);
        } catch (error) {
          log.error("[front] a response could not be cached", error);
        }
      }
      return result;
    };
  }

  const cache = { serve, capture, clear, stats, get bytes() { return bytes; }, get size() { return byUrl.size; } };
  return cache;
}

/** The cache `npm start` serves from, sized by RESPONSE_CACHE_MB and RESPONSE_CACHE_SECONDS (0: off). */
export function responseCacheFromEnv(env = process.env, log = console) {
  const megabytes = env.RESPONSE_CACHE_MB === undefined || env.RESPONSE_CACHE_MB === "" ? 64 : Number(env.RESPONSE_CACHE_MB);
  const seconds = env.RESPONSE_CACHE_SECONDS === undefined || env.RESPONSE_CACHE_SECONDS === "" ? 60 : Number(env.RESPONSE_CACHE_SECONDS);
  if (!(megabytes > 0) || !(seconds > 0)) return null;
  const cache = createResponseCache({ maxBytes: megabytes * 1024 * 1024, maxSeconds: seconds, log });
  globalThis[RESPONSE_CACHE_GLOBAL] = cache;
  return cache;
}
