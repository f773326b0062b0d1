/**
 * npm run bench:forms -- [--concurrency 50] [--requests 1500] [--seconds 20] [--rounds 2] [--only with|without]
 *
 * Stored sign-ups per second of POST /.netlify/functions/create-free-trial under N concurrent clients on this machine:
 * the site as `npm start` serves it (scripts/start.mjs over the build in NEXT_DIST_DIR, default .next; a fresh
 * DATA_DIR, the rate limiter off, no proof of work asked, its log read by a process of its own) beside a minimal
 * reference server written for this bench (scripts/bench/forms-reference.ts: the same payload schema, password hash
 * and INSERT with the same database client, nothing else), in the same run. Without a password and with one (its
 * scrypt hash, ~100 ms of a core, is then the cost), in interleaved rounds whose medians are kept. A client does what
 * the browser does with a 503 and its Retry-After: it waits, then sends the same submission again with the same
 * Idempotency-Key (as often as the browser would); its latency counts from the first attempt. The machine's load
 * average is printed: other work skews the figures.
 * Exits 1 when a submission is not stored, or below issue 38's budgets: without a password at least 50 % of the
 * reference's rate, with one at least 90 %.
 */
import { spawn } from "node:child_process";
import { randomUUID } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { RETRY_DELAYS_MS } from "../src/lib/forms/api";
import { median, root, startSite, type Server } from "./bench/site";

const { values } = parseArgs({
  options: {
    concurrency: { type: "string", default: "50" },
    requests: { type: "string", default: "1500" },
    seconds: { type: "string", default: "20" },
    rounds: { type: "string", default: "2" },
    warmup: { type: "string", default: "20" },
    only: { type: "string" },
  },
});

const concurrency = Number(values.concurrency);
const maxRequests = Number(values.requests);
const maxSeconds = Number(values.seconds);
const rounds = Math.max(1, Number(values.rounds));
/** The least share of the reference's rate each variant must reach. */
const BUDGETS = { without: 0.5, with: 0.9 } as const;
type Variant = keyof typeof BUDGETS;

interface Figures {
  stored: number;
  perSecond: number;
  statuses: Map<string, number>;
  p50: number;
  p99: number;
  retried: number;
}

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** The reference server on a free port, with a fresh data folder (its schema made by the site's migrations). */
async function startReference(): Promise<Server> {
  const dataDir = mkdtempSync(path.join(tmpdir(), "bench-forms-reference-"));
  const port = 3900 + Math.floor(Math.random() * 90);
  const child = spawn(process.execPath, [path.join(root, "node_modules", "tsx", "dist", "cli.mjs"), path.join(root, "scripts", "bench", "forms-reference.ts"), String(port), dataDir], {
    cwd: root,
    stdio: ["ignore", "pipe", "inherit"],
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout!.once("data", () => resolve());
    child.once("exit", (code) => reject(new Error(`the reference server exited (${code})`)));
  });
  child.stdout!.resume();
  return {
    url: `http://127.0.0.1:${port}`,
    pid: child.pid,
    stop: () => {
      child.kill();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * One submission as the browser sends it (src/lib/forms/api.ts): after a 503, again when its Retry-After says, with
 * the same key, at most RETRY_DELAYS_MS.length times and 45 s of waiting in all.
 */
async function submitOnce(url: string, body: string): Promise<{ status: string; retried: number }> {
  const key = randomUUID();
  let retried = 0;
  let waited = 0;
  for (;;) {
    try {
      const response = await fetch(url, { method: "POST", headers: { "content-type": "application/json", "idempotency-key": key }, body });
      await response.arrayBuffer();
      const wait = Math.min(Number(response.headers.get("retry-after")), 15) * 1000;
      if (response.status === 503 && wait > 0 && retried < RETRY_DELAYS_MS.length && waited + wait <= 45_000) {
        retried += 1;
        waited += wait;
        await sleep(wait);
        continue;
      }
      return { status: String(response.status), retried };
    } catch (error) {
      return { status: `network: ${(error as Error).message}`, retried };
    }
  }
}

async function load(base: string, variant: Variant, label: string): Promise<Figures> {
  const url = `${base}/.netlify/functions/create-free-trial`;
  const payload = (n: number, clientIndex: number) =>
    JSON.stringify({
      lang: ["en", "de", "fr"][n % 3],
      mail: `bench-${label}-${clientIndex}-${n}@bench.example`,
      firstName: "Bench",
      lastName: `Client ${clientIndex}`,
      pw: variant === "with" ? "a benchmark password" : undefined,
      phone: "+49 30 1234567",
    });
  for (let i = 0; i < Number(values.warmup); i += 1) await submitOnce(url, payload(i, -1));
  const latencies: number[] = [];
  const statuses = new Map<string, number>();
  let issued = 0;
  let retried = 0;
  const started = performance.now();
  const stopAt = started + maxSeconds * 1000;
  const client = async (clientIndex: number) => {
    while (issued < maxRequests && performance.now() < stopAt) {
      const n = issued++;
      const t0 = performance.now();
      const outcome = await submitOnce(url, payload(n, clientIndex));
      latencies.push(performance.now() - t0);
      retried += outcome.retried;
      statuses.set(outcome.status, (statuses.get(outcome.status) ?? 0) + 1);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, (_, index) => client(index)));
  const seconds = (performance.now() - started) / 1000;
  const sorted = [...latencies].sort((a, b) => a - b);
  const stored = statuses.get("201") ?? 0;
  return { stored, perSecond: stored / seconds, statuses, p50: percentile(sorted, 50), p99: percentile(sorted, 99), retried };
}

async function main() {
  const variants = (values.only ? [values.only] : ["without", "with"]) as Variant[];
  const siteData = mkdtempSync(path.join(tmpdir(), "bench-forms-site-"));
  const loadBefore = loadavg()[0];
  const servers: Server[] = [];
  try {
    const site = await startSite({ DATA_DIR: siteData, DATABASE_URL: "", RATE_LIMIT_MAX: "0", FORM_CHALLENGE_THRESHOLD: "0" }, { collector: true });
    servers.push(site);
    const reference = await startReference();
    servers.push(reference);
    const targets = { site, reference };
    const figures = new Map<string, Figures[]>();
    let failed = false;
    for (const variant of variants) {
      for (let round = 0; round < rounds; round += 1) {
        // Interleaved, the first of a round alternating, so that a slower minute of a shared machine falls on both.
        const order = (round % 2 === 0 ? ["site", "reference"] : ["reference", "site"]) as (keyof typeof targets)[];
        for (const name of order) {
          const result = await load(targets[name].url, variant, `${name}-${variant}-${round}`);
          const key = `${name} ${variant}`;
          figures.set(key, [...(figures.get(key) ?? []), result]);
          const others = [...result.statuses].filter(([status]) => status !== "201");
          if (others.length > 0) failed = true;
          console.error(
            `  ${key}, round ${round + 1}: ${result.perSecond.toFixed(1)} stored/s, p50 ${result.p50.toFixed(0)} ms, p99 ${result.p99.toFixed(0)} ms` +
              `${result.retried ? `, ${result.retried} retried after a 503` : ""}${others.length ? `, not stored: ${others.map(([s, c]) => `${s} x${c}`).join(", ")}` : ""}`,
          );
        }
      }
    }
    console.log(`bench:forms  POST create-free-trial, ${concurrency} concurrent clients, medians of ${rounds} interleaved rounds of ${maxSeconds} s or ${maxRequests} requests`);
    console.log(`machine      ${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after\n`);
    console.log("| variant | server | stored/s | p50 | p99 | retried after a 503 | share of the reference | budget |");
    console.log("|---|---|---:|---:|---:|---:|---:|---:|");
    for (const variant of variants) {
      const of = (name: string) => {
        const runs = figures.get(`${name} ${variant}`)!;
        return { perSecond: median(runs.map((run) => run.perSecond)), p50: median(runs.map((run) => run.p50)), p99: median(runs.map((run) => run.p99)), retried: runs.reduce((sum, run) => sum + run.retried, 0) };
      };
      const siteFigures = of("site");
      const referenceFigures = of("reference");
      const share = siteFigures.perSecond / referenceFigures.perSecond;
      const within = share >= BUDGETS[variant];
      if (!within) failed = true;
      const label = variant === "with" ? "with password (scrypt)" : "without password";
      for (const [name, row] of [["site (npm start)", siteFigures], ["reference", referenceFigures]] as const) {
        const isSite = row === siteFigures;
        console.log(
          `| ${label} | ${name} | ${row.perSecond.toFixed(1)} | ${row.p50.toFixed(0)} ms | ${row.p99.toFixed(0)} ms | ${row.retried} | ${isSite ? `${(share * 100).toFixed(0)} %` : ""} | ${isSite ? `${within ? "✓" : "✗"} ≥ ${BUDGETS[variant] * 100} %` : ""} |`,
        );
      }
    }
    if (failed) process.exitCode = 1;
  } finally {
    for (const server of servers) server.stop();
    // The site's data folder once its server has let go of it.
    await sleep(1000);
    rmSync(siteData, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:forms: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
