#!/usr/bin/env node
// `npm start`: builds the site when there is no build or the sources changed since, then serves it behind the
// self-hosted front (src/server/front/front.mjs: a response cache) with request and header timeouts `next start`
// does not offer. What keeps visitors safe is the app's own (the request hook of instrumentation-node.ts), on
// every host; this script installs that hook before it listens, so even the first request gets it.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, readFileSync, statSync } from "node:fs";
import { createServer } from "node:http";
import { join } from "node:path";
import { parseArgs } from "node:util";

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

if (needsBuild()) {
  console.log(`Building the site into ${distDir} ...`);
  const next = join(root, "node_modules", "next", "dist", "bin", "next");
  const build = spawnSync(process.execPath, [next, "build"], { stdio: "inherit", cwd: root, env: process.env });
  if (build.status !== 0) process.exit(build.status ?? 1);
}

process.env.NODE_ENV = "production";
// `npm start` serves this machine, so its address is the public one unless told otherwise; the Docker image's
// standalone server is a deployment and must be told (instrumentation-node.ts refuses to start without it).
if (!process.env.SITE_URL && !standaloneConfig) {
  process.env.SITE_URL = `http://localhost:${port}`;
  console.log(`SITE_URL is not set: links, sitemap, mails and PDFs name http://localhost:${port} (set SITE_URL to the public address).`);
}
// As Next's server.js does: the standalone build's configuration instead of loading next.config.ts.
if (standaloneConfig) process.env.__NEXT_PRIVATE_STANDALONE_CONFIG = JSON.stringify(standaloneConfig);
const { default: next } = await import("next");
const { installRequestHook } = await import("../src/server/security/node-requests.mjs");
installRequestHook();
const { createFrontHandler } = await import("../src/server/front/front.mjs");
// Next normalizes loopback addresses to "localhost" in the proxy's URLs; any other name makes every proxy
// rewrite look external (`-H 127.0.0.1`: `/` redirected to itself, `/de/` a 500). It only names the origin.
const app = next({ dev: false, dir: root, hostname: "localhost", port, ...(standaloneConfig ? { conf: standaloneConfig } : {}) });
await app.prepare();

const server = createServer(
  // Checked every second, so a stalled request is cut close to its deadline (Node's default check is every 30 s).
  { headersTimeout: HEADERS_TIMEOUT_MS, requestTimeout: REQUEST_TIMEOUT_MS, connectionsCheckingInterval: 1_000, keepAliveTimeout: 5_000 },
  createFrontHandler(app.getRequestHandler()),
);
server.listen(port, hostname, () => console.log(`Serving http://${hostname ?? "localhost"}:${port}`));

for (const signal of ["SIGINT", "SIGTERM"]) {
  process.on(signal, () => {
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
