// Netlify: what a Node server of the site does to every request (src/server/security/node-requests.mjs), done at
// Netlify's edge with the same code: requests no part of the site answers are refused (screen.mjs); every answer
// gets the security headers and the CSP; an HTML page starts its scripts after the first paint and its CSP lists
// the hashes of exactly the inline scripts it carries (Web Crypto here), so pages stay static. Headers that are
// the site's own business (the proxy's hints, Next's rewrite headers) never reach a visitor.
import { bootAfterPaint } from "../../src/server/security/boot-after-paint.mjs";
import {
  contentSecurityPolicy,
  hashSource,
  inlineScriptBodies,
  isSimulatorPath,
  securityHeaders,
  siteIsHttps,
  SIMULATOR_FRAME_ANCESTORS,
} from "../../src/server/security/policy.mjs";
import { screenRequest } from "../../src/server/security/screen.mjs";

interface EdgeContext {
  /** The rest of the chain and the origin, for this request or the one given. */
  next(request?: Request): Promise<Response>;
}

declare const Netlify: { env: { toObject(): Record<string, string> } };

/** Response headers only the site's own layers read. */
const INTERNAL_HEADERS = ["x-front-vary", "x-middleware-rewrite", "x-middleware-next", "x-middleware-set-cookie", "x-middleware-override-headers", "x-request-seal"];

/**
 * Hop-by-hop headers (RFC 9110, 7.6.1) describe one connection and are never forwarded: the request this function
 * passes on to the origin goes without them, and without the headers `Connection` names. A `Connection: close` copied
 * from the visitor's hop onto the edge's pooled connection to the origin made the next request on that connection
 * "data after Connection: close", which Netlify's local CLI refused with an empty 400.
 */
const HOP_BY_HOP = ["connection", "keep-alive", "proxy-connection", "te", "trailer", "transfer-encoding", "upgrade"];

function withoutHopByHopHeaders(request: Request): Request | undefined {
  if (!HOP_BY_HOP.some((name) => request.headers.has(name))) return undefined;
  const named = (request.headers.get("connection") ?? "").split(",").map((token) => token.trim().toLowerCase()).filter(Boolean);
  const headers = new Headers(request.headers);
  for (const name of [...HOP_BY_HOP, ...named]) headers.delete(name);
  return new Request(request, { headers });
}

async function scriptHashes(html: string): Promise<string[]> {
  const encoder = new TextEncoder();
  return Promise.all(inlineScriptBodies(html).map(async (body) => hashSource(await crypto.subtle.digest("SHA-256", encoder.encode(body)))));
}

function nextWithoutHopByHop(request: Request, context: EdgeContext): Promise<Response> {
  const forwarded = withoutHopByHopHeaders(request);
  return forwarded ? context.next(forwarded) : context.next();
}

export default async function sitePolicy(request: Request, context: EdgeContext): Promise<Response> {
  const url = new URL(request.url);
  const env = Netlify.env.toObject();
  // As on a Node host: an https SITE_URL means the site is public over HTTPS whatever the hop says (HSTS).
  const https = url.protocol === "https:" || siteIsHttps(env);
  const framable = isSimulatorPath(url.pathname);
  const frameAncestors = framable ? SIMULATOR_FRAME_ANCESTORS : [];
  const refusal = screenRequest({ method: request.method, url: `${url.pathname}${url.search}`, headers: Object.fromEntries(request.headers) });
  const response = refusal
    ? new Response(request.method === "HEAD" ? null : refusal.body, { status: refusal.status, headers: refusal.headers })
    : await nextWithoutHopByHop(request, context);

  // The proxy's rewrite to the 404 page keeps its status on a Node server; Netlify's edge adapter drops it.
  const status = /^\/[a-z]{2}\/not_found\/?$/.test(url.pathname) && response.status === 200 ? 404 : response.status;
  const headers = new Headers(response.headers);
  for (const name of INTERNAL_HEADERS) headers.delete(name);
  // The body read from context.next() is already decoded: a Content-Encoding kept beside it would be a lie (the
  // CDN compresses what leaves the edge).
  if (!refusal) {
    headers.delete("content-encoding");
    headers.delete("content-length");
  }
  for (const [name, value] of Object.entries(securityHeaders({ https, framable }))) headers.set(name, value);
  let body: BodyInit | null = response.body;
  let scripts: string[] = [];
  const html = (headers.get("content-type") ?? "").startsWith("text/html");
  if (html && response.body && request.method !== "HEAD" && response.status !== 304) {
    const page = bootAfterPaint(await response.text());
    scripts = await scriptHashes(page);
    body = page;
  }
  // A 304's headers replace the cached page's: the policy with its hashes must stay.
  if (response.status === 304) headers.delete("content-security-policy");
  else headers.set("content-security-policy", contentSecurityPolicy({ scriptHashes: scripts, https, env, frameAncestors }));
  return new Response(body, { status, statusText: status === response.status ? response.statusText : "Not Found", headers });
}
// Where it runs: netlify.toml ([[edge_functions]]).
