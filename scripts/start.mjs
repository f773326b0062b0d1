#!/usr/bin/env node
// `npm start`: builds the site when there is no build or the sources changed since, then serves it behind the
// self-hosted front (src/server/front/front.mjs: a response cache) with request and header timeouts `next start`
// does not offer. What keeps visitors safe is the app's own (the request hook of instrumentation-node.ts), on
// every host; this script installs that hook before it listens, so even the first request gets it.
// Every line it prints is a JSON log line (src/server/observability/log.mjs). On SIGTERM or SIGINT it drains:
// readiness fails at once, no new connection is taken, the requests in flight are answered (SHUTDOWN_DRAIN_MS at
// most), the outbox finishes or releases what it holds, then the process exits 0.
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";
import { accessLogSwitch, captureConsole, endLogs, log } from "../src/server/observability/log.mjs";
import { beginShutdown, forceExitAfter, runShutdownHooks } from "../src/server/lifecycle.mjs";

const root = new URL("..", import.meta.url).pathname;
const { values: args } = parseArgs({
  options: { port: { type: "string", short: "p" }, hostname: { type: "string", short: "H" } },
  strict: false,
});
const distDir = process.env.NEXT_DIST_DIR || ".next";
const port = Number(args.port || process.env.PORT || 3000);
const hostname = args.hostname || undefined;
const buildId = join(root, distDir, "BUILD_ID");
const sources = ["src", "content", "messages", "customtypes", "public", "next.config.ts", "package-lock.json"];

/** Seconds a client has to send its headers, and its whole request; a stalled body is cut after that. */
const REQUEST_TIMEOUT_MS = Number(process.env.REQUEST_TIMEOUT_MS || 30_000);
const HEADERS_TIMEOUT_MS = Math.min(Number(process.env.HEADERS_TIMEOUT_MS || 10_000), REQUEST_TIMEOUT_MS);
/** How long a shutdown waits for the requests in flight and the outbox before it cuts them off. */
const SHUTDOWN_DRAIN_MS = Number(process.env.SHUTDOWN_DRAIN_MS || 20_000);
/** How long the exit hooks (the database closing, telemetry's flush) have once the drain is over. */
const EXIT_HOOKS_MS = 5_000;
/**
 * How long connections idle at SIGTERM stay open: a request whose first bytes are on their way, or not yet read by a
 * busy process, is on a connection Node still counts as idle. Closed at once, such requests were reset on a loaded CI
 * machine (e2e/operations.spec.ts, 2026-11-29); a request that arrives meanwhile is answered, its connection closed.
 */
const IDLE_CLOSE_GRACE_MS = 500;
/**
 * How long the exit may take once the drain is over before the process is killed: the exit hooks, then up to 5 s for
 * the last lines if the log reader stopped reading (src/server/observability/log.mjs), and a margin.
 */
const FORCED_EXIT_MS = EXIT_HOOKS_MS + 7_000;

function newestMtime(path) {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const entry of readdirSync(path)) newest = Math.max(newest, newestMtime(join(path, entry)));
  return newest;
}

/**
 * A standalone build (the Docker image: `output: "standalone"`, whose folder has Next's server.js) carries its
 * configuration in required-server-files.json; Next's own server.js passes it the same way.
 */
const standaloneConfig = existsSync(join(root, "server.js"))
  ? JSON.parse(readFileSync(join(root, distDir, "required-server-files.json"), "utf8")).config
  : undefined;

function needsBuild() {
  if (process.env.SKIP_BUILD === "1" || standaloneConfig) return false;
  if (!existsSync(buildId)) return true;
  const built = statSync(buildId).mtimeMs;
  return sources.some((source) => newestMtime(join(root, source)) > built);
}

/** Exits once the lines logged so far are out, in order (at most 5 s for a log reader that stopped reading). */
async function exitWith(code) {
  await endLogs();
  process.exit(code);
}

if (needsBuild()) {
  log.info({ distDir }, "building the site");
  // Loaded only to build: the Docker image's run stage serves a build and carries no build script.
  const { buildSite } = await import("./build.mjs");
  const status = buildSite();
  if (status !== 0) await exitWith(status);
}

process.env.NODE_ENV = "production";
// From here on whatever Next or a dependency prints is a JSON line too.
captureConsole();
// `npm start` serves this machine, so its address is the public one unless told otherwise; the Docker image's
// standalone server is a deployment and must be told (instrumentation-node.ts refuses to start without it).
const siteUrlDefaulted = !process.env.SITE_URL && !standaloneConfig;
if (siteUrlDefaulted) process.env.SITE_URL = `http://localhost:${port}`;
// As Next's server.js does: the standalone build's configuration instead of loading next.config.ts.
if (standaloneConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(standaloneConfig);

let app;
try {
  const { default: next } = await import("next");
  const { installRequestHook } = await import("../src/server/security/node-requests.mjs");
  installRequestHook();
  // Next normalizes loopback addresses to "localhost" in the proxy's URLs; any other name makes every proxy
  // rewrite look external (`-H 127.0.0.1`: `/` redirected to itself, `/de/` a 500). It only names the origin.
  app = next({ dev: false, dir: root, hostname: "localhost", port, ...(standaloneConfig ? { conf: standaloneConfig } : {}) });
  // Loads the configuration and runs the instrumentation, which checks the environment and exits naming a bad variable.
  await app.prepare();
} catch (error) {
  log.fatal({ err: error }, "the server could not start");
  await exitWith(1);
}
const { createFrontHandler } = await import("../src/server/front/front.mjs");
const handle = createFrontHandler(app.getRequestHandler());

let inFlight = 0;
let draining = false;

const server = createServer(
  // Checked every second, so a stalled request is cut close to its deadline (Node's default check is every 30 s).
  { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000, keepAliveTimeout: 5_000 },
  (req, res) => {
    inFlight += 1;
    let counted = true;
    const done = () => {
      if (!counted) return;
      counted = false;
      inFlight -= 1;
      // Draining: its connection is idle once this answer is out, and is closed then rather than kept alive.
      if (draining) setImmediate(() => server.closeIdleConnections());
    };
    res.on("finish", done);
    res.on("close", done);
    // While draining, every answer closes its connection: the client opens its next one elsewhere.
    if (draining) res.setHeader("connection", "close");
    handle(req, res);
  },
);
server.on("error", (error) => {
  log.fatal({ err: error, port }, "the server could not listen");
  void exitWith(1);
});
server.listen(port, hostname, () => {
  const siteUrl = process.env.SITE_URL;
  log.info(
    { url: `http://${hostname ?? "localhost"}:${port}`, siteUrl, distDir, drainMs: SHUTDOWN_DRAIN_MS },
    siteUrlDefaulted
      ? `serving; SITE_URL is not set, so links, sitemap, mails and PDFs name ${siteUrl} (set SITE_URL to the public address)`
      : `serving ${siteUrl}`,
  );
});

async function shutdown(signal) {
  if (draining) {
    log.warn({ signal, inFlight }, "second signal while draining: exiting now");
    return exitWith(1);
  }
  draining = true;
  beginShutdown();
  const started = Date.now();
  const deadline = started + SHUTDOWN_DRAIN_MS;
  log.info({ signal, inFlight, drainMs: SHUTDOWN_DRAIN_MS }, "shutting down: no new connections, answering the requests in flight");
  // No new connection; idle keep-alive connections close in a moment (IDLE_CLOSE_GRACE_MS), busy ones (a request
  // being received or answered) once their answer is out. The server closes when the last connection has.
  const connectionsClosed = new Promise((resolve) => server.close(() => resolve(true)));
  setTimeout(() => server.closeIdleConnections(), IDLE_CLOSE_GRACE_MS);
  const [requestsDone, work] = await Promise.all([
    Promise.race([connectionsClosed, new Promise((resolve) => setTimeout(() => resolve(false), Math.max(0, deadline - Date.now())))]),
    runShutdownHooks(deadline, "drain"),
  ]);
  if (!requestsDone) {
    log.warn({ inFlight }, "requests still in flight at the end of the drain: their connections are closed");
    server.closeAllConnections();
  }
  // From here on nothing should wait for anything but the exit hooks' deadline; should something still block, the
  // process is killed rather than left running after its SIGTERM.
  forceExitAfter(FORCED_EXIT_MS);
  const closing = await runShutdownHooks(Date.now() + EXIT_HOOKS_MS, "exit");
  const outcomes = Object.fromEntries([...work, ...closing].map(({ name, outcome }) => [name, outcome]));
  for (const failed of [...work, ...closing].filter((result) => result.error)) log.error({ err: failed.error, hook: failed.name }, "a shutdown step failed");
  log.info({ durationMs: Date.now() - started, requestsDone, ...outcomes }, "stopped");
  await exitWith(0);
}

// A shutdown that failed must still end the process: an unhandled rejection would leave it running, closed to traffic.
const shutdownFailed = (error) => {
  log.fatal({ err: error }, "the shutdown failed: exiting");
  void exitWith(1);
};
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => shutdown(signal).catch(shutdownFailed));
// `npm run bench:serve` switches the access line and the request metrics off and on in one process, to measure what
// they cost without the spread between processes: only a process it started with BENCH_SWITCHES=1 and a channel.
if (process.env.BENCH_SWITCHES === "1" && process.channel) {
  process.on("message", (message) => {
    if (message && typeof message === "object" && "accessLog" in message) accessLogSwitch.off = message.accessLog === "off";
    process.send?.({ accessLog: accessLogSwitch.off ? "off" : "on" });
  });
  process.channel.unref();
}
process.on("unhandledRejection", (reason) => log.error({ err: reason }, "unhandled rejection"));
// What no handler caught is logged with the request it belonged to. Next's own server logs an uncaught exception
// and goes on serving (its route handlers let errors of a request's streams surface there: a client that hangs up
// mid-body gave 139 in one fuzz run), and so does this one, as the bare `next start` and Netlify do: exiting turned
// one bad request into an outage for every visitor. A client gone is a warning; anything else an alert (also on
// stderr, so a supervisor's or a test runner's console shows it).
const CLIENT_GONE = new Set(["ECONNRESET", "EPIPE", "ECONNABORTED", "ERR_STREAM_PREMATURE_CLOSE"]);
process.on("uncaughtException", (error) => {
  if (error && (CLIENT_GONE.has(/** @type {{ code?: string }} */ (error).code ?? "") || error.message === "aborted")) {
    log.warn({ err: error, event: "client_gone" }, "a client's connection ended while its request was read");
    return;
  }
  log.error({ err: error, alert: true, event: "uncaught_exception" }, "uncaught exception: the server goes on");
  process.stderr.write(`uncaught exception: ${error?.stack ?? String(error)}\n`);
});
