#!/usr/bin/env node
// Browser tests: a production build in its own folder, then Playwright against the production server (scripts/start.mjs).
import { spawn } from "node:child_process";
import { closeSync, mkdtempSync, openSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { buildSite } from "./build.mjs";

const root = new URL("..", import.meta.url).pathname;
const env = { ...process.env, NEXT_DIST_DIR: process.env.E2E_DIST_DIR || ".next-e2e" };
// The build names the address of the server the browser tests use (playwright.config.ts), as a deployment's build
// names its SITE_URL; servers of other addresses render its pages again (cache-handler.mjs).
env.SITE_URL ??= `http://localhost:${process.env.E2E_PORT || 3100}`;
env.E2E_DIST_DIR = env.NEXT_DIST_DIR;
// Who may sign in to the console on the test servers (e2e/admin.spec.ts): one address and a domain.
env.ADMIN_EMAILS ??= "ana@console.quillio.test,@console.quillio.test";
const bin = (pkg, ...path) => join(root, "node_modules", pkg, ...path);

const minutesSince = (started) => ((Date.now() - started) / 60_000).toFixed(1);
// The Observatory scanner (e2e/hosts.spec.ts) is installed once before the parallel workers need it: from the npm
// registry, mostly waiting on the network, so beside the build rather than after it.
const observatoryInstall = spawn(process.execPath, [join(root, "scripts", "observatory.mjs"), "--install-only"], { stdio: "inherit", cwd: root, env });
const observatory = new Promise((resolve) => {
  observatoryInstall.on("error", (error) => (console.error(`e2e: the Observatory scanner did not install: ${error.message}`), resolve(1)));
  observatoryInstall.on("exit", (code) => resolve(code ?? 1));
});
if (process.env.SKIP_BUILD !== "1") {
  const started = Date.now();
  // Standalone as well: the Docker image's server (scripts/ci-docker.mjs) is checked on the same build.
  // Type-checked by the static checks that run before (npm test, .ci/run).
  const status = buildSite({ ...env, NEXT_OUTPUT: "standalone", BUILD_SKIP_TYPECHECK: "1" });
  console.log(`e2e: the build ${status === 0 ? "took" : "failed after"} ${minutesSince(started)} min`);
  if (status !== 0) {
    // Its install stages into a folder of its own and is renamed whole (scripts/observatory.mjs): a stopped one leaves
    // no half-installed scanner, at most a stray `.staging-*` folder (and its npm may finish on its own).
    observatoryInstall.kill();
    process.exit(status);
  }
}
const observatoryStatus = await observatory;
if (observatoryStatus !== 0) process.exit(observatoryStatus);
// BUILD_ONLY=1: the build alone (and the scanner).
if (process.env.BUILD_ONLY === "1") process.exit(0);
// E2E_ALONGSIDE: commands (one a line) run beside the browser tests once the build is done (CI: the Netlify job and
// freshness). Each one's output is kept in a log, printed once it and the browser tests have ended; the run fails when
// any fails.
// A job beside may wait for the browser tests to end before it starts its own (the Netlify job's tests: each request
// starts a function worker there, and beside the busiest part of the browser tests they ran past their time): the file
// E2E_BROWSER_TESTS_DONE names is written when they have (E2E_RUNNER_PID: this process, for a job to stop waiting when
// it is gone).
const browserTestsDone = join(mkdtempSync(join(tmpdir(), "e2e-browser-tests-")), "done");
const alongside = (process.env.E2E_ALONGSIDE ?? "").split("\n").map((line) => line.trim()).filter(Boolean).map(startAlongside);
const browserStarted = Date.now();
// Not spawnSync: that would hold this process's event loop, and each job beside would be heard (and timed) to end
// only once the browser tests have.
// Its output passes through (in colour on a terminal); the end of it is kept for the summary below.
let browserOutputTail = "";
// Ctrl-C in a terminal reaches Playwright too (one process group): this process keeps reading its output until it has
// stopped, so its report of the interrupted run is printed, not lost in a broken pipe.
const keepReading = () => console.error("e2e: interrupted; Playwright stops and reports");
process.on("SIGINT", keepReading);
const run = await new Promise((resolve) => {
  const playwrightEnv = process.stdout.isTTY ? { FORCE_COLOR: "1", ...env } : env;
  const child = spawn(process.execPath, [bin("@playwright", "test", "cli.js"), "test", ...process.argv.slice(2)], { stdio: ["inherit", "pipe", "inherit"], cwd: root, env: playwrightEnv });
  child.stdout.setEncoding("utf8");
  child.stdout.on("data", (text) => {
    process.stdout.write(text);
    browserOutputTail = (browserOutputTail + text).slice(-20_000);
  });
  child.on("error", (error) => (console.error(`e2e: Playwright did not start: ${error.message}`), resolve({ status: 1 })));
  // "close", not "exit": its output has been read to the end by then.
  child.on("close", (code, signal) => {
    if (signal) console.error(`e2e: the browser tests were stopped by ${signal}`);
    resolve({ status: code ?? 1, signal });
  });
});
process.off("SIGINT", keepReading);
const browserMinutes = minutesSince(browserStarted);
console.log(`e2e: the browser tests took ${browserMinutes} min`);
writeFileSync(browserTestsDone, String(run.status));
const reports = [];
for (const job of alongside) reports.push(await job.report());
// Last, where a CI log's tail shows it: each part's outcome and, from its output, its counts and failing tests' names
// (the jobs' outputs above are long; a Netlify job's ends with its server's log).
console.log("\n=== e2e: summary");
const outcome = (status, signal) => (status === 0 ? "passed" : `failed (${signal ?? `exit ${status}`})`);
console.log(`browser tests: ${outcome(run.status, run.signal)} in ${browserMinutes} min`);
for (const line of testOutcomes(browserOutputTail)) console.log(line);
for (const { command, status, signal, minutes, output } of reports) {
  console.log(`${command.split(" -- ").at(-1)}: ${outcome(status, signal)} in ${minutes} min`);
  for (const line of testOutcomes(output)) console.log(line);
}
const failed = [run.status ?? 1, ...reports.map((report) => report.status)].find((status) => status !== 0);
process.exit(failed ?? 0);

/**
 * The lines of a test runner's output that say how it went: Playwright's counts ("2 failed", "270 passed (22.3m)",
 * "1 error was not a part of any test") with the names listed under them (at most 12 under each), and Vitest's
 * ("Test Files  1 failed | 3 passed", "FAIL file > test"). A job that runs Playwright twice has two sets.
 */
function testOutcomes(output) {
  const lines = output.replace(/\x1b\[[0-9;]*m/g, "").split("\n");
  const kept = [];
  let names = -1;
  for (const line of lines) {
    const playwrightCount = /^\s+\d+ (failed|flaky|interrupted|skipped|did not run|passed)\b|^\s+\d+ errors? (was|were) not a part of any test/.test(line);
    const vitest = /^\s*(Test Files|Tests)\s+\d/.test(line) || /^\s*FAIL\s/.test(line);
    const name = names >= 0 && /^\s+\[[^\]]+\] › /.test(line);
    if (playwrightCount || vitest) kept.push(`  ${line.trim()}`);
    else if (name && names < 12) kept.push(`    ${line.trim().replace(/\s*─+$/, "")}`);
    else if (name && names === 12) kept.push("    …");
    names = playwrightCount ? (/passed|skipped/.test(line) ? -1 : 0) : name ? names + 1 : -1;
  }
  return kept.length > 0 ? kept : ["  (no test counts in its output)"];
}

function startAlongside(command) {
  const log = join(mkdtempSync(join(tmpdir(), "e2e-alongside-")), "output.log");
  const output = openSync(log, "w");
  const started = Date.now();
  const child = spawn("bash", ["-c", command], { cwd: root, env: { ...process.env, E2E_BROWSER_TESTS_DONE: browserTestsDone, E2E_RUNNER_PID: String(process.pid) }, stdio: ["ignore", output, output] });
  console.log(`Beside the browser tests: ${command} (output: ${log})`);
  // Timed when it ends; its output printed after the browser tests' own, never inside it.
  const ended = new Promise((resolve) => {
    child.on("exit", (code, signal) => {
      closeSync(output);
      resolve({ code, signal, minutes: minutesSince(started) });
    });
  });
  const report = async () => {
    const { code, signal, minutes } = await ended;
    console.log(`\n--- ${command}: ${code === 0 ? "passed" : `failed (${signal ?? code})`} in ${minutes} min; its output: ---`);
    const output = readFileSync(log, "utf8");
    process.stdout.write(output);
    console.log(`--- end of ${command} ---`);
    return { command, status: code === 0 ? 0 : code || 1, signal, minutes, output };
  };
  return { report };
}
