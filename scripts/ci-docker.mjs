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

/** The image's CMD as its user, with `extra` settings; its output is kept (and printed when `echo`). */
function startServer(extra = {}, { echo = true } = {}) {
  const [command, ...rest] = asUser(cmd);
  const child = spawn(command, rest, { cwd: app, env: { ...env, ...extra }, stdio: ["ignore", "pipe", "pipe"], detached: true });
  let output = "";
  const keep = (chunk) => {
    output += chunk;
    if (echo) process.stdout.write(chunk);
  };
  child.stdout.on("data", keep);
  child.stderr.on("data", keep);
  const exited = new Promise((resolve) => child.once("exit", (code) => resolve(code)));
  return { child, exited, output: () => output };
}

let failed = false;
const check = (ok, what) => {
  console.log(`${ok ? "ok" : "FAILED"}  ${what}`);
  if (!ok) failed = true;
};

// A bad setting stops the image's server before it listens, naming the variable.
for (const [name, value] of [
  ["SITE_URL", "not a url"],
  ["RATE_LIMIT_STORE", "disk"],
]) {
  const bad = startServer({ [name]: value }, { echo: false });
  const code = await Promise.race([bad.exited, new Promise((resolve) => setTimeout(() => resolve("still running"), 60_000))]);
  if (code === "still running") process.kill(-bad.child.pid, "SIGKILL");
  check(code !== 0 && code !== "still running" && bad.output().includes(name), `${name}=${JSON.stringify(value)} stops the start naming it (exit ${code})`);
}

const server = startServer();
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
    process.kill(-server.child.pid, "SIGTERM");
  } catch {
    // Already gone.
  }
  await server.exited;
}

// A deploy's SIGTERM to the image's server drops nothing (scripts/drain-check.mjs), with the image's own drain.
try {
  const draining = startServer({ FORM_CHALLENGE_THRESHOLD: "0" }, { echo: false });
  const base = `http://localhost:${port}`;
  for (let started = Date.now(); Date.now() - started < 120_000; ) {
    if (await fetch(`${base}/api/ready`).then((response) => response.ok, () => false)) break;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const { checkDrain } = await import("./drain-check.mjs");
  const { createClient } = await import("@libsql/client");
  const checks = await checkDrain({
    base,
    terminate: () => process.kill(-draining.child.pid, "SIGTERM"),
    exited: draining.exited,
    storedLeads: async (emails) => {
      const client = createClient({ url: `file:${join(env.DATA_DIR, "site.sqlite")}` });
      try {
        const result = await client.execute({ sql: `select count(*) as n from submissions where email in (${emails.map(() => "?").join(", ")})`, args: emails });
        return Number(result.rows[0]?.n ?? 0);
      } finally {
        client.close();
      }
    },
  });
  for (const { ok, what } of checks) check(ok, `drain: ${what}`);
} finally {
  rmSync(image, { recursive: true, force: true });
}
process.exit(failed ? 1 : 0);
