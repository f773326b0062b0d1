#!/usr/bin/env node
// CI: the Docker image's server, as the Dockerfile lays it out. No container engine here can pull `node:24`, so this
// follows the Dockerfile's run stage on this machine instead: its COPY lines from a standalone build, its RUN lines,
// its ENV, then its CMD as an unprivileged user (`nobody` stands in for the image's `node`), on the Node 24 that runs
// this script (the project's own). Then: the HEALTHCHECK command, /api/ready, an optimized image (written under
// .next/cache by that user), the host tests (e2e/hosts.spec.ts: headers and CSP, a browser with no CSP report,
// screening, limits, Observatory A+) and the fuzz suite.
// Usage: node_modules/.bin/node scripts/ci-docker.mjs [--dist .next-e2e] [--port 3300]   (the dist folder must hold a standalone build)
import { execFileSync, spawn, spawnSync } from "node:child_process";
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { parseArgs } from "node:util";

const root = new URL("..", import.meta.url).pathname;
const { values } = parseArgs({ options: { dist: { type: "string", default: process.env.E2E_DIST_DIR || ".next-e2e" }, port: { type: "string", default: "3300" } } });
const dist = values.dist;
const port = values.port;
const node = process.execPath;
if (Number(process.versions.node.split(".")[0]) < 24) {
  console.error(`Node ${process.versions.node}: the image runs Node 24; run this with node_modules/.bin/node.`);
  process.exit(1);
}
const USER = { name: "nobody", group: "nogroup" };

if (!existsSync(join(root, dist, "standalone", "server.js"))) {
  console.error(`No standalone build in ${dist}/standalone (build with NEXT_OUTPUT=standalone).`);
  process.exit(1);
}

/** The Dockerfile's run stage as instructions, with continuation lines joined. */
function runStage() {
  const lines = readFileSync(join(root, "Dockerfile"), "utf8").replace(/\\\n\s*/g, "").split("\n");
  const start = lines.findIndex((line) => /^FROM \S+ AS run$/.test(line));
  return lines.slice(start + 1).filter((line) => /^[A-Z]+ /.test(line)).map((line) => ({ op: line.split(" ")[0], args: line.slice(line.indexOf(" ") + 1) }));
}

const image = mkdtempSync(join(tmpdir(), "image-"));
chmodSync(image, 0o755);
const app = join(image, "app");
mkdirSync(app);
/** An image path (/app/...) or a path relative to WORKDIR, on this machine; `.next` is the build's folder here. */
const local = (path) => join(app, path.replace(/^\/app\/?/, "").replace(/(^|\/)\.next(?=\/|$)/, `$1${dist}`));

const env = { PATH: `${dirname(node)}:${process.env.PATH}`, HOME: image };
let cmd = null;
let healthcheck = null;
for (const { op, args } of runStage()) {
  if (op === "ENV") for (const [, name, value] of args.matchAll(/(\w+)=(\S+)/g)) env[name] = value.startsWith("/app") ? local(value) : value;
  if (op === "COPY") {
    const [, from, to] = /^--from=build (\S+) (\S+)$/.exec(args) ?? [];
    if (!from) throw new Error(`Unexpected COPY: ${args}`);
    const source = from.replace(/^\/app\/?/, "").replace(/(^|\/)\.next(?=\/|$)/, `$1${dist}`);
    const target = local(to);
    if (source.endsWith("/*.mjs")) {
      mkdirSync(target, { recursive: true });
      const folder = join(root, dirname(source));
      for (const file of readdirSync(folder).filter((name) => name.endsWith(".mjs"))) cpSync(join(folder, file), join(target, file));
    } else cpSync(join(root, source), target, { recursive: true });
  }
  if (op === "RUN") execFileSync("sh", ["-c", args.replaceAll("node:node", `${USER.name}:${USER.group}`).replace(/(^|\s)\.next(?=\/|\s|$)/g, `$1${dist}`)], { cwd: app, stdio: "inherit" });
  if (op === "HEALTHCHECK") healthcheck = JSON.parse(args.slice(args.indexOf("CMD ") + 4));
  if (op === "CMD") cmd = JSON.parse(args);
}
if (!cmd || !healthcheck) throw new Error("The Dockerfile's run stage has no CMD or HEALTHCHECK.");
Object.assign(env, { PORT: port, NEXT_DIST_DIR: dist, SITE_URL: `http://localhost:${port}`, TRUSTED_PROXY_HOPS: "1", NODE_ENV: "production" });

/** As the image's user: `nobody` here. */
const asUser = (argv) => ["setpriv", `--reuid=${USER.name}`, `--regid=${USER.group}`, "--init-groups", ...argv.map((arg, i) => (i === 0 && arg === "node" ? node : arg))];

const [command, ...rest] = asUser(cmd);
const server = spawn(command, rest, { cwd: app, env, stdio: ["ignore", "inherit", "inherit"], detached: true });
let failed = false;
const check = (ok, what) => {
  console.log(`${ok ? "ok" : "FAILED"}  ${what}`);
  if (!ok) failed = true;
};
try {
  const started = Date.now();
  let healthy = false;
  while (!healthy && Date.now() - started < 120_000) {
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const [hc, ...hcArgs] = asUser(healthcheck);
    healthy = spawnSync(hc, hcArgs, { cwd: app, env, stdio: "ignore" }).status === 0;
  }
  check(healthy, "the HEALTHCHECK command passes (GET /api/health)");
  const ready = await fetch(`http://localhost:${port}/api/ready`);
  check(ready.status === 200, `/api/ready: ${ready.status} ${await ready.text()}`);
  const optimized = await fetch(`http://localhost:${port}/_next/image?url=${encodeURIComponent("/content-assets/sharing-default-en.jpg")}&w=640&q=75`, { headers: { accept: "image/webp" } });
  check(optimized.status === 200 && (optimized.headers.get("content-type") ?? "").startsWith("image/"), `an optimized image is made and kept by the image's user: ${optimized.status}`);
  check(existsSync(join(app, dist, "cache", "images")), `${dist}/cache/images was written`);
  const hosts = JSON.stringify([{ name: "the Docker image's server", url: `http://localhost:${port}`, trustsForwardedFor: true }]);
  const playwright = spawnSync(process.execPath, [join(root, "node_modules", "@playwright", "test", "cli.js"), "test", "-c", "e2e/hosts.config.ts"], {
    cwd: root,
    stdio: "inherit",
    env: { ...process.env, E2E_HOSTS: hosts, E2E_HOST_SPECS: "hosts.spec.ts,fuzz.spec.ts", E2E_PORT: port },
  });
  check(playwright.status === 0, "the host tests and the fuzz suite pass against it");
} finally {
  try {
    process.kill(-server.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
  rmSync(image, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
