// The Node front of the production server: refuses what Next would answer with a 500, adds the security
// headers to every response and a CSP with the hashes of each HTML page's own inline scripts, and starts
// a page's scripts after its first paint.
import { CLIENT_ADDRESS_HEADER, PUBLIC_ORIGIN_HEADER, clientAddress, publicOrigin } from "./client-address.mjs";
import { rewriteHtmlBody } from "./boot-after-paint.mjs";
import { responseCacheFromEnv, withoutFrontVary } from "./response-cache.mjs";
import { contentSecurityPolicy, inlineScriptHashes, isHttps, isSimulatorPath, pageCacheControl, securityHeaders, SIMULATOR_FRAME_ANCESTORS } from "./policy.mjs";

/** Methods the site answers; anything else (TRACE, PROPFIND, CONNECT, …) gets 405. */
export const ALLOWED_METHODS = ["GET", "HEAD", "POST", "PUT", "PATCH", "DELETE", "OPTIONS"];
const READ_METHODS = new Set(["GET", "HEAD"]);
/** Largest body any endpoint reads (analytics batches); larger declared bodies are refused before Next buffers them. */
export const MAX_REQUEST_BYTES = 64 * 1024;

/** Files served as they are: only GET and HEAD. */
const STATIC_FILE = /^\/(?:_next\/static\/|favicon\.svg$|robots\.txt$|sitemap\.xml$)/;
/** Images the optimizer may read: the site's own files and Prismic's CDN. */
const LOCAL_IMAGE = /^\/(?:content-assets|embedded-prismic|_next\/static)\/[^?#\\]*$|^\/favicon\.svg$/;

/** Mirrors isPagePath in src/routing/proxy-routing.ts: endpoints, assets and files are not pages. */
const NOT_PAGES = /^\/(?:_next\/|api\/|builds\/|\.netlify\/|_i18n\/|embedded-prismic\/|content-assets\/|preview(?:\/|$)|exit-preview|slice-simulator)|\.[a-zA-Z0-9]+$/;
// favicon.svg* is outside the proxy's matcher, so nothing else would catch its malformed variants.
const isPagePath = (path) => !NOT_PAGES.test(path) && !path.startsWith("/favicon.svg");

function problem(status, code, message, headers = {}) {
  return { status, headers: { "content-type": "application/json", "cache-control": "no-store", ...headers }, body: JSON.stringify({ error: { code, message } }) };
}

function validEncoding(value) {
  try {
    decodeURIComponent(value);
    return true;
  } catch {
    return false;
  }
}

function validImageUrl(raw) {
  if (!raw) return false;
  if (raw.startsWith("/")) return !raw.startsWith("//") && !raw.includes("..") && LOCAL_IMAGE.test(raw.split("?")[0]);
  try {
    const url = new URL(raw);
    return url.protocol === "https:" && url.hostname === "images.prismic.io";
  } catch {
    return false;
  }
}

/** The answer to a request Next must not see, or null to pass it on. */
export function screenRequest({ method, url, headers }) {
  if (!ALLOWED_METHODS.includes(method)) {
    return problem(405, "method_not_allowed", `${method} is not supported.`, { allow: ALLOWED_METHODS.join(", ") });
  }
  const target = typeof url === "string" ? url : "/";
  if (!target.startsWith("/") || target.startsWith("//")) return problem(400, "malformed_url", "The request target is not a path.");
  const queryAt = target.indexOf("?");
  const path = queryAt === -1 ? target : target.slice(0, queryAt);
  const query = queryAt === -1 ? "" : target.slice(queryAt + 1);
  // A page path is left to the proxy, which answers the localized 404 page (src/routing/proxy-routing.ts).
  if ((!validEncoding(path) && !isPagePath(path)) || /[\u0000-\u001f\\]/.test(path)) {
    return problem(400, "malformed_url", "The URL path is not valid percent-encoding.");
  }
  // As Next will see it: dot segments (also encoded) resolved, a trailing slash dropped.
  const normalized = new URL(path, "http://front.invalid").pathname.replace(/(.)\/+$/, "$1");
  // Next's own paths take no writes: a form POST there is read as a server action and fails inside Next with a 500.
  if ((STATIC_FILE.test(path) || STATIC_FILE.test(normalized) || normalized.startsWith("/_next/")) && !READ_METHODS.has(method)) {
    return problem(405, "method_not_allowed", "Files are read with GET.", { allow: "GET, HEAD" });
  }
  if (normalized.startsWith("/_next/image")) {
    if (normalized !== "/_next/image") return problem(404, "not_found", "No such file.");
    if (!READ_METHODS.has(method)) return problem(405, "method_not_allowed", "Images are read with GET.", { allow: "GET, HEAD" });
    if (!validEncoding(query.replace(/\+/g, " "))) return problem(400, "malformed_url", "The query string is not valid percent-encoding.");
    const params = new URLSearchParams(query);
    if (!validImageUrl(params.get("url")) || !/^\d{1,4}$/.test(params.get("w") ?? "") || !/^(?:\d{1,3})?$/.test(params.get("q") ?? "")) {
      return problem(400, "invalid_image_request", "The image URL, width or quality is not allowed.");
    }
  }
  const declared = headers["content-length"];
  if (declared !== undefined && (!/^\d+$/.test(declared) || Number(declared) > MAX_REQUEST_BYTES)) {
    return problem(/^\d+$/.test(declared) ? 413 : 400, "payload_too_large", "The request body is too large.");
  }
  return null;
}

/**
 * Wraps Next's request handler. Every response gets the security headers; an HTML page is held until
 * complete so its CSP can list the hashes of exactly the inline scripts it carries (static pages stay static)
 * and its bootstrap scripts can be started after its first paint.
 */
export function createFrontHandler(handle, { env = process.env, log = console, cache = responseCacheFromEnv(env, log) } = {}) {
  return (req, res) => {
    const https = isHttps(req.headers["x-forwarded-proto"], env);
    // Likewise the origin the client asked for (absolute URLs in answers); none when its Host is malformed.
    const origin = publicOrigin({ headers: req.headers, encrypted: Boolean(req.socket?.encrypted), env });
    // A shareable answer already made for this request: its headers (policy included) and bytes as they were.
    if (cache?.serve(req, res, { https, origin })) return;
    const early = screenRequest(req);
    const framable = isSimulatorPath(req.url);
    const frameAncestors = framable ? SIMULATOR_FRAME_ANCESTORS : [];
    for (const [name, value] of Object.entries(securityHeaders({ https, framable }))) res.setHeader(name, value);
    res.setHeader("Content-Security-Policy", contentSecurityPolicy({ https, env, frameAncestors }));
    if (early) {
      // The body of a refused request is not read: close the connection rather than drain it.
      if (req.headers["content-length"] || req.headers["transfer-encoding"]) res.setHeader("connection", "close");
      res.writeHead(early.status, early.headers);
      res.end(req.method === "HEAD" ? undefined : early.body);
      return;
    }
    // Overwrites whatever the client sent under that name: endpoints rate-limit on this address.
    req.headers[CLIENT_ADDRESS_HEADER] = clientAddress({ headers: req.headers, socketAddress: req.socket?.remoteAddress, env });
    if (origin) req.headers[PUBLIC_ORIGIN_HEADER] = origin;
    else delete req.headers[PUBLIC_ORIGIN_HEADER];
    if (cache) cache.capture(req, res, { https, origin, page: isPagePath(new URL(req.url, "http://front.invalid").pathname) });
    else withoutFrontVary(res);
    holdHtml(res, https, env, log, frameAncestors);
    Promise.resolve(handle(req, res)).catch((error) => {
      log.error("[front] request failed", error);
      if (!res.headersSent) {
        res.statusCode = 503;
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify({ error: { code: "service_unavailable", message: "The service is unavailable. Try again in a moment." } }));
      } else res.destroy();
    });
  };
}

/**
 * The inline-script hashes of pages already served, by ETag (Next's hash of the page's bytes): a cached
 * page is hashed once, not on every request. Bounded: the oldest entry goes first.
 */
const hashesByEtag = new Map();
const MAX_REMEMBERED_PAGES = 2000;
function rememberHashes(etag, hashes) {
  if (hashesByEtag.size >= MAX_REMEMBERED_PAGES) hashesByEtag.delete(hashesByEtag.keys().next().value);
  hashesByEtag.set(etag, hashes);
}

/** Defers an HTML response's head until its body is complete, then sets the CSP with its script hashes. */
function holdHtml(res, https, env, log, frameAncestors = []) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let mode = "undecided";
  const chunks = [];

  // The wrappers stay in place (Next's compression wraps them in turn); once decided they only delegate.
  const decide = () => {
    if (mode !== "undecided") return;
    // A 304's headers replace the cached ones: the page's policy with its hashes must stay.
    if (res.statusCode === 304) res.removeHeader("Content-Security-Policy");
    const type = String(res.getHeader("content-type") ?? "");
    if (type.startsWith("text/html")) {
      const cacheControl = pageCacheControl(res.statusCode, res.getHeader("cache-control"));
      if (cacheControl !== undefined) res.setHeader("cache-control", cacheControl);
    }
    // A HEAD answer has no body to rewrite: Next's length would not be the sent page's.
    if (type.startsWith("text/html") && res.req?.method === "HEAD") res.removeHeader("content-length");
    mode = type.startsWith("text/html") && res.req?.method !== "HEAD" ? "hold" : "pass";
  };

  res.writeHead = function writeHead(status, reason, headers) {
    const fields = typeof reason === "string" ? headers : reason;
    res.statusCode = status;
    if (typeof reason === "string") res.statusMessage = reason;
    if (Array.isArray(fields)) for (let i = 0; i + 1 < fields.length; i += 2) res.setHeader(fields[i], fields[i + 1]);
    else if (fields) for (const [name, value] of Object.entries(fields)) if (value !== undefined) res.setHeader(name, value);
    decide();
    return mode === "pass" ? original.writeHead.call(res, res.statusCode) : res;
  };
  res.write = function write(chunk, encoding, callback) {
    decide();
    if (mode === "pass") return original.write.call(res, chunk, encoding, callback);
    chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    const done = typeof encoding === "function" ? encoding : callback;
    if (done) process.nextTick(done);
    return true;
  };
  res.end = function end(chunk, encoding, callback) {
    decide();
    if (mode === "pass") return original.end.call(res, chunk, encoding, callback);
    if (chunk && typeof chunk !== "function") chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8"));
    let body = Buffer.concat(chunks);
    mode = "pass";
    if (res.headersSent) return original.end.call(res, body, typeof chunk === "function" ? chunk : callback);
    try {
      if (res.statusCode !== 304) {
        // Next's scripts start after the first paint (boot-after-paint.mjs); the hashes are the sent page's.
        const rewritten = rewriteHtmlBody(body, res.getHeader("content-encoding"));
        if (rewritten) body = rewritten.body;
        const etag = res.getHeader("etag");
        let scriptHashes = typeof etag === "string" ? hashesByEtag.get(etag) : undefined;
        if (!scriptHashes && rewritten) {
          scriptHashes = inlineScriptHashes(rewritten.html);
          if (typeof etag === "string") rememberHashes(etag, scriptHashes);
        }
        if (scriptHashes) res.setHeader("Content-Security-Policy", contentSecurityPolicy({ scriptHashes, https, env, frameAncestors }));
      }
    } catch (error) {
      log.error("[front] could not read an HTML response to hash its scripts", error);
    }
    if (!res.getHeader("transfer-encoding")) res.setHeader("content-length", body.length);
    const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
    return original.end.call(res, body, done);
  };
}
