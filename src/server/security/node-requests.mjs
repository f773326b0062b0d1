// What every Node HTTP server of this process does to each request before anything else reads it (`npm start`,
// `next start`, the standalone server.js of the Docker image: installed by instrumentation-node.ts, so it holds
// however the server was started):
// - stamps the client's address, scheme and origin as the server can vouch for them, with this process's seal
//   (client-address.mjs); whatever a client sent under those names is overwritten;
// - sets the security headers and the CSP of every answer; an HTML page's CSP gets the hashes of its own
//   inline scripts (page-policy.mjs), unless the self-hosted front does that after its cache (src/server/front);
// - refuses what Next would answer with a 500 (screen.mjs): the request is sent to /api/screened/, which answers
//   the refusal, so Next never handles it;
// - gives it an id (a trusted proxy's X-Request-Id, or a new one), returned in the answer's X-Request-Id, carried by
//   every log line written while it is handled, and logs one access line when its answer is done.
import { randomUUID } from "node:crypto";
import { subscribe } from "node:diagnostics_channel";
import { accessLogSwitch, componentLog, logAccess, requestContext } from "../observability/log.mjs";
import { clientAddress, publicOrigin, connectionIsHttps, trustedHops } from "./client-address.mjs";
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

// Its own process-global keys, not processSingleton (src/lib/process-singleton.ts): plain JavaScript, also loaded
// outside Next (scripts/start.mjs), which cannot import the TypeScript helper; TypeScript reaches them through it.
/** What the hook decided of a request, for the front (which applies the page policy after its cache). */
export const REQUEST_POLICY = Symbol.for("quillio.request-policy");

/** Rewrites one request's identity headers in place; returns whether it came over HTTPS. */
export function stampRequest(request, seal, env = process.env) {
  const { headers } = request;
  const encrypted = Boolean(request.socket?.encrypted);
  const address = clientAddress({ headers, socketAddress: request.socket?.remoteAddress, env });
  // An https SITE_URL: the site is public over HTTPS whatever the hop in front says (Secure cookies, HSTS).
  const https = connectionIsHttps({ headers, encrypted, env }) || siteIsHttps(env);
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
// x-site-origin: the public origin a kept page names (cache-handler.mjs).
const INTERNAL_RESPONSE_HEADERS = ["x-middleware-rewrite", "x-middleware-next", "x-middleware-set-cookie", "x-middleware-override-headers", "x-site-origin"];

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

/** A request id as a proxy may send one: letters, digits and `-_.:@`, at most 128. */
const REQUEST_ID = /^[\w.:@-]{1,128}$/;

/** The request's id: the one a proxy the operator runs sent (TRUSTED_PROXY_HOPS), else a new one. */
export function requestIdOf(request, env = process.env) {
  const given = request.headers["x-request-id"];
  return trustedHops(env) > 0 && typeof given === "string" && REQUEST_ID.test(given) ? given : randomUUID();
}

/** Where OpenTelemetry's request metrics register (src/server/observability/telemetry.ts), when it runs. */
export const REQUEST_METRICS_KEY = Symbol.for("quillio.request-metrics");

/**
 * Names the request (its id in the request headers for Next and the app, in the answer's headers for the client),
 * enters its log context, and writes its access line when the answer is done or the client went away.
 */
function traceRequest(request, response, env) {
  const requestId = requestIdOf(request, env);
  request.headers["x-request-id"] = requestId;
  response.setHeader("X-Request-Id", requestId);
  const url = request.url ?? "/";
  const query = url.indexOf("?");
  // The path only: a query string may carry a signed token or an address.
  const route = query === -1 ? url : url.slice(0, query);
  const method = request.method ?? "GET";
  const context = { requestId, method, route };
  requestContext.enterWith(context);
  if (env.ACCESS_LOG === "off" || accessLogSwitch.off) return;
  accessOf.set(response, { context, started: performance.now() });
  // A complete answer is logged from the channel Node publishes it on (installRequestHook); one that never completes
  // (the client went away) when its connection closes. Neither adds a listener or a closure per request: they
  // showed in bench:serve's profile.
  const socket = request.socket;
  if (socket && !socket[WATCHED]) {
    socket[WATCHED] = true;
    socket.once("close", logUnfinished);
  }
}

/**
 * What each response's access line needs, until it is written (shared by every copy of this module). Not a property
 * of the response: one added to some responses only gives Node's own code two shapes of response to handle.
 */
const accessOf = (globalThis[Symbol.for("quillio.access-by-response")] ??= new WeakMap());
/** A connection whose close is watched for an answer that never completed. */
const WATCHED = Symbol.for("quillio.access-watched");

// Every completed answer of the process, whichever server sent it: once per process, however often this module is
// loaded (scripts/start.mjs and Next's instrumentation bundle each load a copy).
const FINISH_SUBSCRIBED = Symbol.for("quillio.access-finish-subscribed");
if (!globalThis[FINISH_SUBSCRIBED]) {
  globalThis[FINISH_SUBSCRIBED] = true;
  subscribe("http.server.response.finish", ({ response }) => writeAccessLine(response, response.statusCode));
}

/** Writes a response's access line, once: its status, or 499 when the client left before the answer was complete. */
function writeAccessLine(response, status) {
  const access = accessOf.get(response);
  if (!access) return;
  accessOf.delete(response);
  const durationMs = Math.round((performance.now() - access.started) * 100) / 100;
  const { requestId, method, route } = access.context;
  logAccess({ requestId, method, route, status, durationMs });
  globalThis[REQUEST_METRICS_KEY]?.({ method, status, durationMs });
}

/** A connection's "close" (`this`): the answer it still carries never completed. */
function logUnfinished() {
  // Node's own field for the response a connection is answering now, cleared as that response finishes.
  const response = this._httpMessage;
  if (response) writeAccessLine(response, 499);
}

/** Everything the hook does to one request and its response (exported for tests). */
export function handleRequestStart(request, response, { seal, env = process.env, log = componentLog("requests"), frontRunning = Boolean(globalThis[FRONT_RUNNING_KEY]) }) {
  traceRequest(request, response, env);
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
export function installRequestHook({ env = process.env, log = componentLog("requests") } = {}) {
  if (typeof globalThis[REQUEST_SEAL_KEY] === "string") return globalThis[REQUEST_SEAL_KEY];
  const seal = randomUUID();
  globalThis[REQUEST_SEAL_KEY] = seal;
  subscribe("http.server.request.start", ({ request, response }) => {
    try {
      handleRequestStart(request, response, { seal, env, log });
    } catch (error) {
      log.error("could not prepare a request", error);
    }
  });
  return seal;
}
