#!/usr/bin/env node
// Grades a running server with Mozilla's HTTP Observatory rules (@mdn/mdn-http-observatory), offline.
// The scanner wants http:// and https:// on one host, so the server is put behind what a deployment has in
// front of it: a TLS terminator (self-signed certificate for localhost, trusted through NODE_EXTRA_CA_CERTS,
// X-Forwarded-Proto: https) and an HTTP listener redirecting to it.
// Usage: node scripts/observatory.mjs http://localhost:3106[/path] [--min-score 100]  (prints JSON; exit 1 below the
// minimum; --install-only installs the scanner and stops). With a path, the scanner's request for the site's root
// gets that path's answer: a page, an API answer or a 404 is graded as if it were the home page.
// The package is installed on first use into node_modules/.cache (not a dependency of the site: its install
// scripts download lists and compile a PostgreSQL client, which an offline `npm ci` cannot do).
import { execFileSync, spawnSync } from "node:child_process";
import { existsSync, mkdirSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from "node:fs";
import { createServer as createHttpServer, request as httpRequest } from "node:http";
import { createServer as createHttpsServer } from "node:https";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { parseArgs } from "node:util";

const { values, positionals } = parseArgs({ options: { "min-score": { type: "string", default: "100" }, "install-only": { type: "boolean" } }, allowPositionals: true });
const target = new URL(positionals[0] ?? "http://localhost:3000");
const minScore = Number(values["min-score"]);

const OBSERVATORY = "@mdn/mdn-http-observatory@1.4.8";
const root = new URL("..", import.meta.url).pathname;
const cache = join(root, "node_modules", ".cache", "observatory");
const packageDir = join(cache, "node_modules", "@mdn", "mdn-http-observatory");

function installObservatory() {
  // Installed into a folder of its own, then renamed into place: two runs at once (the host tests grade npm start
  // and next start in parallel) never see, or write into, a half-installed copy.
  if (!existsSync(join(packageDir, "package.json"))) {
    mkdirSync(cache, { recursive: true });
    const staging = mkdtempSync(join(cache, ".staging-"));
    try {
      execFileSync("npm", ["install", "--prefix", staging, "--no-save", "--no-audit", "--no-fund", "--ignore-scripts", OBSERVATORY], { stdio: ["ignore", "ignore", "inherit"] });
      // Its install script would download Chromium's HSTS preload list; localhost is never on it.
      writeFileSync(join(staging, "node_modules", "@mdn", "mdn-http-observatory", "conf", "hsts-preload.json"), "{}");
      try {
        // A copy without its package.json is what an interrupted install of an older version of this script left.
        if (!existsSync(join(packageDir, "package.json"))) rmSync(join(cache, "node_modules"), { recursive: true, force: true });
        renameSync(join(staging, "node_modules"), join(cache, "node_modules"));
      } catch (error) {
        // Another run finished first: its copy is as good as ours.
        if (!existsSync(join(packageDir, "package.json"))) throw error;
      }
    } finally {
      rmSync(staging, { recursive: true, force: true });
    }
  }
}

if (values["install-only"]) {
  installObservatory();
  process.exit(0);
}

if (!process.env.OBSERVATORY_CERT_DIR) {
  installObservatory();
  // Node reads NODE_EXTRA_CA_CERTS at start only: make the certificate, then run again trusting it.
  const dir = mkdtempSync(join(tmpdir(), "observatory-"));
  try {
    execFileSync("openssl", [
      "req", "-x509", "-newkey", "rsa:2048", "-nodes", "-days", "2", "-subj", "/CN=localhost",
      "-addext", "subjectAltName=DNS:localhost", "-keyout", join(dir, "key.pem"), "-out", join(dir, "cert.pem"),
    ], { stdio: "ignore" });
    const run = spawnSync(process.execPath, process.argv.slice(1), {
      stdio: "inherit",
      // The scanner gives a request 10 s; a function's cold start on a busy machine (Netlify's local CLI starts
      // one per request) can take longer, which is no property of the headers being graded.
      env: { ABORT_TIMEOUT: "60000", CLIENT_TIMEOUT: "55000", ...process.env, OBSERVATORY_CERT_DIR: dir, NODE_EXTRA_CA_CERTS: join(dir, "cert.pem") },
    });
    process.exitCode = run.status ?? 1;
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
} else {
  await grade();
}

async function grade() {
  const dir = process.env.OBSERVATORY_CERT_DIR;
  const tls = createHttpsServer({ key: readFileSync(join(dir, "key.pem")), cert: readFileSync(join(dir, "cert.pem")) }, (req, res) => {
    // As a TLS terminator in front of a deployment: it says the scheme and appends the address it saw.
    const forwardedFor = [req.headers["x-forwarded-for"], req.socket.remoteAddress].filter(Boolean).join(", ");
    const path = req.url === "/" ? `${target.pathname}${target.search}` : req.url;
    const upstream = httpRequest(
      { host: target.hostname, port: target.port, method: req.method, path, headers: { ...req.headers, host: target.host, "x-forwarded-proto": "https", "x-forwarded-for": forwardedFor } },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.rawHeaders);
        answer.pipe(res);
      },
    );
    upstream.on("error", () => res.destroy());
    req.pipe(upstream);
  });
  await new Promise((resolve) => tls.listen(0, "127.0.0.1", resolve));
  const httpsPort = tls.address().port;
  const redirector = createHttpServer((req, res) => {
    res.writeHead(301, { location: `https://localhost:${httpsPort}${req.url}` });
    res.end();
  });
  await new Promise((resolve) => redirector.listen(0, "127.0.0.1", resolve));
  const httpPort = redirector.address().port;

  try {
    const load = (file) => import(join(packageDir, "src", file));
    const { retrieve } = await load("retriever/retriever.js");
    const { ALL_TESTS } = await load("constants.js");
    const { MINIMUM_SCORE_FOR_EXTRA_CREDIT } = await load("grader/charts.js");
    const { getGradeForScore, getScoreModifier } = await load("grader/grader.js");

    const retrieved = await retrieve("localhost", { httpPort, httpsPort });
    if (!retrieved.responses.auto) throw new Error("The server did not answer.");
    // The scanner's own scoring (src/scanner/index.js): modifiers, extra credit only from an A upwards.
    let withCredit = 100;
    let uncurved = 100;
    const tests = {};
    for (const test of ALL_TESTS) {
      const result = test(retrieved);
      const modifier = result.result ? getScoreModifier(result.result) : 0;
      withCredit += modifier;
      if (modifier < 0) uncurved += modifier;
      tests[result.constructor.name] = { result: result.result, pass: result.pass, modifier };
    }
    const { grade, score } = getGradeForScore(uncurved >= MINIMUM_SCORE_FOR_EXTRA_CREDIT ? withCredit : uncurved);
    console.log(JSON.stringify({ grade, score, status: retrieved.responses.auto.status, tests }, null, 2));
    if (score < minScore) process.exitCode = 1;
  } finally {
    tls.close();
    redirector.close();
    tls.closeAllConnections?.();
    redirector.closeAllConnections?.();
  }
}
