// What every Node HTTP server of this process does to each request before anything else reads it (`npm start`,
// `next start`, the standalone server.js of the Docker image: installed by instrumentation-node.ts, so it holds
// however the server was started):
// - stamps the client's address, scheme and origin as the server can vouch for them, with this process's seal
//   (client-address.mjs); whatever a client sent under those names is overwritten;
// - sets the security headers and the CSP of every answer; an HTML page's CSP gets the hashes of its own
//   inline scripts (page-policy.mjs), unless the self-hosted front does that after its cache (src/server/front);
// - refuses what Next would answer with a 500 (screen.mjs): the request is sent to /api/screened/, which answers
//   the refusal, so Next never handles it.
import { randomUUID } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import { clientAddress, publicOrigin, requestIsHttps } from "./client-address.mjs";
import { holdHtml } from "./page-policy.mjs";
import { contentSecurityPolicy, isSimulatorPath, securityHeaders, siteIsHttps, SIMULATOR_FRAME_ANCESTORS } from "./policy.mjs";
import {
  CLIENT_ADDRESS_HEADER,
  FRONT_RUNNING_KEY,
  PUBLIC_ORIGIN_HEADER,
  REQUEST_SEAL_HEADER,
  REQUEST_SEAL_KEY,
  SCREENED_HEADER,
  SCREENED_PATH,
} from "./request-headers.mjs";
import { screenRequest } from "./screen.mjs";

/** What the hook decided of a request, for the front (which applies the page policy after its cache). */
export const REQUEST_POLICY = Symbol.for("quillio.request-policy");

/** Rewrites one request's identity headers in place; returns whether it came over HTTPS. */
export function stampRequest(request, seal, env = process.env) {
  const { headers } = request;
  const encrypted = Boolean(request.socket?.encrypted);
  const address = clientAddress({ headers, socketAddress: request.socket?.remoteAddress, env });
  // An https SITE_URL: the site is public over HTTPS whatever the hop in front says (Secure cookies, HSTS).
  const https = requestIsHttps({ headers, encrypted, env }) || siteIsHttps(env);
  const origin = publicOrigin({ headers, encrypted, env });
  headers[CLIENT_ADDRESS_HEADER] = address;
  // Next fills these only when absent (so a client's own would pass): what the proxy and handlers read is ours.
  if (address === "unknown") delete headers["x-forwarded-for"];
  else headers["x-forwarded-for"] = address;
  headers["x-forwarded-proto"] = https ? "https" : "http";
  if (origin) headers[PUBLIC_ORIGIN_HEADER] = origin;
  else delete headers[PUBLIC_ORIGIN_HEADER];
  headers[REQUEST_SEAL_HEADER] = seal;
  delete headers[SCREENED_HEADER];
  return https;
}

/** Response headers only the site's own layers read (Next's rewrite hints, the proxy's hint to the front). */
const INTERNAL_RESPONSE_HEADERS = ["x-middleware-rewrite", "x-middleware-next", "x-middleware-set-cookie", "x-middleware-override-headers"];

/** Takes the internal headers off a response as its head goes out, whoever wrote them. */
function withoutInternalHeaders(response) {
  const writeHead = response.writeHead;
  response.writeHead = function writeHeadWithoutInternal(...args) {
    const fields = typeof args[1] === "string" ? args[2] : args[1];
    for (const name of INTERNAL_RESPONSE_HEADERS) {
      response.removeHeader(name);
      if (fields && !Array.isArray(fields) && typeof fields === "object") delete fields[name];
    }
    return writeHead.apply(response, args);
  };
}

/** Everything the hook does to one request and its response (exported for tests). */
export function handleRequestStart(request, response, { seal, env = process.env, log = console, frontRunning = Boolean(globalThis[FRONT_RUNNING_KEY]) }) {
  const https = stampRequest(request, seal, env);
  withoutInternalHeaders(response);
  const framable = isSimulatorPath(request.url);
  const frameAncestors = framable ? SIMULATOR_FRAME_ANCESTORS : [];
  for (const [name, value] of Object.entries(securityHeaders({ https, framable }))) response.setHeader(name, value);
  response.setHeader("Content-Security-Policy", contentSecurityPolicy({ https, env, frameAncestors }));
  const refusal = screenRequest(request);
  if (refusal) {
    request.headers[SCREENED_HEADER] = JSON.stringify(refusal);
    // The body of a refused request is not read: the connection is closed rather than drained, and a client
    // that hangs up meanwhile is no error of the server's.
    if (request.headers["content-length"] || request.headers["transfer-encoding"]) {
      response.setHeader("connection", "close");
      request.on("error", () => undefined);
    }
    request.method = request.method === "HEAD" ? "HEAD" : "GET";
    request.url = SCREENED_PATH;
    return;
  }
  request[REQUEST_POLICY] = { https, frameAncestors };
  if (!frontRunning) holdHtml(response, { https, env, log, frameAncestors });
}

/** Subscribes once per process; returns the seal. */
export function installRequestHook({ env = process.env, log = console } = {}) {
  if (typeof globalThis[REQUEST_SEAL_KEY] === "string") return globalThis[REQUEST_SEAL_KEY];
  const seal = randomUUID();
  globalThis[REQUEST_SEAL_KEY] = seal;
  subscribe("http.server.request.start", ({ request, response }) => {
    try {
      handleRequestStart(request, response, { seal, env, log });
    } catch (error) {
      log.error("[requests] could not prepare a request", error);
    }
  });
  return seal;
}
