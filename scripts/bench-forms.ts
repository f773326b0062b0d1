/**
 * npm run bench:forms -- [--url http://127.0.0.1:3103] [--concurrency 50] [--requests 2000] [--seconds 30] [--without-password]
 *
 * Submissions per second and latency percentiles of POST /.netlify/functions/create-free-trial
 * under N concurrent clients, against a production server on this machine (loopback only).
 * Without --url it starts `next start` from the build in NEXT_DIST_DIR (default .next) on
 * --port (default 3103) with a fresh DATA_DIR, the rate limiter off (RATE_LIMIT_MAX=0) and no
 * proof of work asked (FORM_CHALLENGE_THRESHOLD=0), so neither shapes the figures; with --url, start
 * that server with both set to 0.
 * Stops at --requests or --seconds, whichever comes first, after --warmup requests (not counted)
 * that load the route. The machine's load average is printed: other work skews the figures. Each request carries a password, whose
 * scrypt hash (~100 ms of CPU) dominates; --without-password measures the store path alone.
 */
import { spawn, type ChildProcess } from "node:child_process";
import { existsSync, mkdtempSync, rmSync } from "node:fs";
import { cpus, loadavg, tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";

const { values } = parseArgs({
  options: {
    url: { type: "string" },
    port: { type: "string", default: "3103" },
    concurrency: { type: "string", default: "50" },
    requests: { type: "string", default: "2000" },
    seconds: { type: "string", default: "30" },
    "without-password": { type: "boolean", default: false },
    warmup: { type: "string", default: "20" },
  },
});

const concurrency = Number(values.concurrency);
const maxRequests = Number(values.requests);
const maxSeconds = Number(values.seconds);

function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

async function waitUntilUp(base: string, server: ChildProcess | null): Promise<void> {
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (server && server.exitCode !== null) throw new Error(`the server exited with ${server.exitCode}`);
    try {
      const response = await fetch(`${base}/.netlify/functions/is-professional-email?email=bench%40example.org`);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`no answer from ${base} within 60 s`);
}

async function main() {
  let base = values.url?.replace(/\/$/, "");
  let server: ChildProcess | null = null;
  let dataDir: string | null = null;
  if (base) {
    const host = new URL(base).hostname;
    if (!["127.0.0.1", "localhost", "::1", "[::1]"].includes(host)) throw new Error(`bench:forms only targets this machine (loopback), not ${host}`);
  } else {
    const distDir = process.env.NEXT_DIST_DIR || ".next";
    if (!existsSync(path.join(distDir, "BUILD_ID"))) throw new Error(`no production build in ${distDir}: run NEXT_DIST_DIR=${distDir} npx next build first`);
    dataDir = mkdtempSync(path.join(tmpdir(), "bench-forms-"));
    base = `http://127.0.0.1:${values.port}`;
    server = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-H", "127.0.0.1", "-p", values.port!], {
      env: { ...process.env, NODE_ENV: "production", NEXT_DIST_DIR: distDir, DATA_DIR: dataDir, DATABASE_URL: "", RATE_LIMIT_MAX: "0", FORM_CHALLENGE_THRESHOLD: "0", SITE_URL: base },
      stdio: ["ignore", "ignore", "inherit"],
    });
  }

  try {
    await waitUntilUp(base, server);
    const url = `${base}/.netlify/functions/create-free-trial`;
    const submit = (body: string) => fetch(url, { method: "POST", headers: { "content-type": "application/json" }, body });
    for (let i = 0; i < Number(values.warmup); i += 1) {
      await (await submit(JSON.stringify({ lang: "en", mail: `warmup-${i}@bench.example`, pw: "a benchmark password" }))).arrayBuffer();
    }
    const loadBefore = loadavg()[0];
    const latencies: number[] = [];
    const statuses = new Map<string, number>();
    let issued = 0;
    const started = performance.now();
    const stopAt = started + maxSeconds * 1000;

    const client = async (clientIndex: number) => {
      while (issued < maxRequests && performance.now() < stopAt) {
        const n = issued++;
        const body = JSON.stringify({
          lang: ["en", "de", "fr"][n % 3],
          mail: `bench-${clientIndex}-${n}@bench.example`,
          firstName: "Bench",
          lastName: `Client ${clientIndex}`,
          pw: values["without-password"] ? undefined : "a benchmark password",
          phone: "+49 30 1234567",
        });
        const t0 = performance.now();
        let status: string;
        try {
          const response = await submit(body);
          await response.arrayBuffer();
          status = String(response.status);
        } catch (error) {
          status = `network: ${(error as Error).message}`;
        }
        latencies.push(performance.now() - t0);
        statuses.set(status, (statuses.get(status) ?? 0) + 1);
      }
    };
    await Promise.all(Array.from({ length: concurrency }, (_, index) => client(index)));
    const seconds = (performance.now() - started) / 1000;

    const sorted = [...latencies].sort((a, b) => a - b);
    const ok = statuses.get("201") ?? 0;
    const ms = (value: number) => `${value.toFixed(1)} ms`;
    const variant = values["without-password"] ? "without password" : "with password (scrypt)";
    console.log(`bench:forms  POST create-free-trial ${variant}  ${concurrency} concurrent clients  ${base}`);
    console.log(`requests     ${latencies.length} in ${seconds.toFixed(1)} s  (${[...statuses].map(([s, c]) => `${s}: ${c}`).join(", ")})`);
    console.log(`throughput   ${(ok / seconds).toFixed(1)} stored submissions/s`);
    console.log(`machine      ${cpus().length} CPUs, load average ${loadBefore.toFixed(1)} before, ${loadavg()[0].toFixed(1)} after`);
    console.log(`latency      p50 ${ms(percentile(sorted, 50))}  p95 ${ms(percentile(sorted, 95))}  p99 ${ms(percentile(sorted, 99))}  max ${ms(sorted.at(-1) ?? NaN)}`);
    if (statuses.has("429")) console.log("note         429s seen: start the target server with RATE_LIMIT_MAX=0");
    if (statuses.has("403")) console.log("note         403s seen: start the target server with FORM_CHALLENGE_THRESHOLD=0");
    if (ok !== latencies.length) process.exitCode = 1;
  } finally {
    if (server) {
      server.kill("SIGTERM");
      await new Promise((resolve) => server!.once("exit", resolve));
    }
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(`bench:forms: ${error instanceof Error ? error.message : error}`);
  process.exitCode = 1;
});
