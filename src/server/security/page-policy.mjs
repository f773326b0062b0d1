// The policy of an HTML page served by a Node server of this process (every self-hosted way to run the site):
// its bootstrap scripts start after the first paint, and its CSP lists the hashes of its own inline scripts,
// so static pages stay static. The Netlify edge function does the same with Web Crypto (netlify/edge-functions).
import { createHash } from "node:crypto";
import { bootAfterPaint } from "./boot-after-paint.mjs";
import { decodeBody, encodeBody } from "./codings.mjs";
import { contentSecurityPolicy, hashSource, inlineScriptBodies, pageCacheControl } from "./policy.mjs";
import { componentLog } from "../observability/log.mjs";

/** CSP hashes of the inline scripts a page runs. */
export function inlineScriptHashes(html) {
  return inlineScriptBodies(html).map((body) => hashSource(createHash("sha256").update(body, "utf8").digest()));
}

/**
 * An HTML response body (as sent, encoded or not) rewritten by bootAfterPaint, in the same encoding, with
 * its decoded text (to hash its inline scripts); null when the body is not one it can read.
 */
export function rewriteHtmlBody(body, encoding) {
  const decoded = decodeBody(body, encoding);
  if (!decoded) return null;
  const text = decoded.toString("utf8");
  const html = bootAfterPaint(text);
  if (html === text) return { body, html };
  const encoded = encodeBody(Buffer.from(html, "utf8"), encoding);
  return encoded ? { body: encoded, html } : null;
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

/**
 * Defers an HTML response's head until its body is complete, then starts its scripts after the first paint
 * (boot-after-paint.mjs) and sets the CSP with the hashes of exactly the inline scripts it carries. Other
 * responses pass as they are; so does an answer that already carries a page's policy (the front's cache).
 */
export function holdHtml(res, { https, env = process.env, log = componentLog("policy"), frameAncestors = [] }) {
  const original = { writeHead: res.writeHead, write: res.write, end: res.end };
  let mode = "undecided";
  const chunks = [];

  // The wrappers stay in place (Next's compression wraps them in turn); once decided they only delegate.
  const decide = () => {
    if (mode !== "undecided") return;
    // A 304's headers replace the cached ones: the page's policy with its hashes must stay.
    if (res.statusCode === 304) res.removeHeader("Content-Security-Policy");
    const type = String(res.getHeader("content-type") ?? "");
    if (/'sha256-/.test(String(res.getHeader("content-security-policy") ?? ""))) {
      mode = "pass";
      return;
    }
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
      log.error("could not read an HTML response to hash its scripts", error);
    }
    if (!res.getHeader("transfer-encoding")) res.setHeader("content-length", body.length);
    const done = typeof chunk === "function" ? chunk : typeof encoding === "function" ? encoding : callback;
    return original.end.call(res, body, done);
  };
}
