/**
 * npm run bench:serve -- [--connections 100] [--seconds 10] [--rounds 3] [--pairs 60] [--switch-seconds 2] [--path /blog/managers-as-coaches/]
 *
 * Requests per second and latency of a cached page and of the messages endpoint on the production
 * site (scripts/start.mjs over the build in NEXT_DIST_DIR, default .next), beside nginx from Debian's
 * packages serving the same bytes with the same content types in the same run (autocannon, keep-alive,
 * gzip accepted). Needs `nginx` (apt-get install nginx); the reference is skipped without it.
 * The site runs as production does, with its access log (read from a pipe by a shipper process) and OpenTelemetry
 * exporting to a local OTLP receiver (a process of its own); beside it, the same build with both off (ACCESS_LOG=off,
 * no endpoint), and with each alone, the cached page measured in interleaved rounds with new server processes each round
 * (medians); then, what the budget is judged on, one server process with the access line and request metrics switched
 * off and on between short runs (--pairs pairs of --switch-seconds). Exits 1 when they cost more than 5 % of that process's capacity on the
 * cached page (its CPU per request; requests per second where /proc is missing).
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startSite, type Server } from "./bench/site";

interface Figures {
  target: string;
  requestsPerSecond: number;
  /** The server's CPU time per request (user and system, all its threads), in µs; null for a server not started here. */
  cpuPerRequest: number | null;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

/** A process's CPU time so far (user + system, every thread), in µs, from /proc (Linux); null elsewhere. */
function cpuTime(pid: number | undefined): number | null {
  if (!pid) return null;
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // utime and stime, fields 14 and 15 of stat(5), in clock ticks (100 per second on Linux).
    return ((Number(fields[11]) + Number(fields[12])) * 1e6) / 100;
  } catch {
    return null;
  }
}

function run(label: string, url: string, connections: number, seconds: number, pid?: number): Promise<Figures> {
  const cpuBefore = cpuTime(pid);
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip" } }, (error, result) => {
      if (error) return reject(error);
      const cpuAfter = cpuTime(pid);
      const cpuPerRequest = cpuBefore !== null && cpuAfter !== null && result.requests.total > 0 ? (cpuAfter - cpuBefore) / result.requests.total : null;
      if (label !== "warm-up") console.error(`  ${label}: ${Math.round(result.requests.average)} requests/s, p99 ${result.latency.p99} ms${cpuPerRequest === null ? "" : `, ${cpuPerRequest.toFixed(1)} µs CPU per request`}`);
      resolve({ target: label, requestsPerSecond: result.requests.average, cpuPerRequest, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx });
    });
  });
}

const NGINX = ["/usr/sbin/nginx", "/usr/bin/nginx"].find((candidate) => spawnSync(candidate, ["-v"]).status === 0);

/** nginx serving `files` (path -> body, content type) from a temporary folder, gzip on, one worker per core. */
async function startNginx(files: { urlPath: string; body: Buffer; type: string }[]): Promise<Server | null> {
  if (!NGINX) return null;
  // Not under .data (private to the app's user): nginx's workers drop root and must read these files.
  const dir = mkdtempSync(path.join(tmpdir(), "bench-nginx-"));
  chmodSync(dir, 0o755);
  const port = 3800 + Math.floor(Math.random() * 90);
  const locations = files.map((file, index) => {
    const name = `file-${index}`;
    writeFileSync(path.join(dir, name), file.body);
    writeFileSync(path.join(dir, `${name}.gz`), gzipSync(file.body));
    // try_files, not alias: a path ending in "/" would otherwise be read as a directory.
    return `    location = ${file.urlPath} { default_type "${file.type}"; gzip_static on; root ${dir}; try_files /${name} =404; }`;
  });
  writeFileSync(
    path.join(dir, "nginx.conf"),
    [
      "worker_processes auto;",
      `pid ${path.join(dir, "nginx.pid")};`,
      `error_log ${path.join(dir, "error.log")};`,
      "daemon off;",
      "events { worker_connections 4096; }",
      "http {",
      "  access_log off;",
      `  client_body_temp_path ${dir}; proxy_temp_path ${dir}; fastcgi_temp_path ${dir}; uwsgi_temp_path ${dir}; scgi_temp_path ${dir};`,
      "  keepalive_requests 100000;",
      `  server { listen ${port}; ${locations.join("\n")} }`,
      "}",
    ].join("\n"),
  );
  const child = spawn(NGINX, ["-c", path.join(dir, "nginx.conf"), "-p", dir], { stdio: "ignore" });
  const url = `http://127.0.0.1:${port}`;
  let ready = false;
  for (let attempt = 0; attempt < 50 && !ready; attempt += 1) {
    try {
      ready = (await fetch(`${url}${files[0].urlPath}`)).ok;
    } catch {
      // not up yet
    }
    if (!ready) await new Promise((resolve) => setTimeout(resolve, 100));
  }
  // A reference that answers errors would make any figure look good: stop rather than compare with it.
  if (!ready) {
    child.kill();
    throw new Error(`nginx did not serve ${files[0].urlPath} (see ${path.join(dir, "error.log")})`);
  }
  return {
    url,
    stop: () => {
      child.kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/**
 * An OTLP/HTTP receiver that takes every export and keeps nothing: the far end of the site's telemetry, in a process of
 * its own (a collector is not part of the load generator).
 */
async function startOtlpSink(): Promise<Server> {
  const script = `const s=require("node:http").createServer((q,r)=>{q.resume();q.on("end",()=>r.end("{}"))});s.listen(0,"127.0.0.1",()=>process.stdout.write(String(s.address().port)+"\\n"))`;
  const child = spawn(process.execPath, ["-e", script], { stdio: ["ignore", "pipe", "inherit"] });
  const port = await new Promise<string>((resolve, reject) => {
    child.stdout.once("data", (chunk: Buffer) => resolve(chunk.toString().trim()));
    child.once("exit", () => reject(new Error("The OTLP sink did not start")));
  });
  return { url: `http://127.0.0.1:${port}`, stop: () => child.kill() };
}

/** The most the access log and the telemetry may cost on a cached page, against the same build with them off. */
const OBSERVABILITY_BUDGET = 0.05;

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/**
 * Puts every thread of the server `pid` on the last core this process may use and this process (its children: the
 * log reader, the OTLP receiver) on the others; returns the cores to give back, or null where taskset or a second
 * core is missing.
 */
function pinApart(pid: number | undefined): { cores: string } | null {
  // This process's own cores (a container's cpuset may not start at 0): "pid 12's current affinity list: 0,1".
  const query = pid ? spawnSync("taskset", ["-c", "-p", String(process.pid)], { encoding: "utf8" }) : null;
  const list = query?.status === 0 ? query.stdout.trim().split(": ").at(-1)! : "";
  const cores = list.split(",").flatMap((range) => {
    const [from, to = from] = range.split("-").map(Number);
    return Number.isInteger(from) && Number.isInteger(to) ? Array.from({ length: to - from + 1 }, (_, index) => from + index) : [];
  });
  if (!pid || cores.length < 2) return null;
  const last = String(cores.at(-1));
  const others = cores.slice(0, -1).join(",");
  for (const [mask, target] of [[last, pid], [others, process.pid]] as const) {
    if (spawnSync("taskset", ["-a", "-p", "-c", mask, String(target)], { stdio: "ignore" }).status !== 0) return null;
  }
  for (const child of childPids(process.pid).filter((child) => child !== pid)) spawnSync("taskset", ["-a", "-p", "-c", others, String(child)], { stdio: "ignore" });
  return { cores: list };
}

function unpin(pinned: { cores: string } | null): void {
  if (!pinned) return;
  for (const target of [process.pid, ...childPids(process.pid)]) spawnSync("taskset", ["-a", "-p", "-c", pinned.cores, String(target)], { stdio: "ignore" });
}

/** The processes `pid` started (from /proc), for pinning the receivers it started before the server. */
function childPids(pid: number): number[] {
  try {
    return readFileSync(`/proc/${pid}/task/${pid}/children`, "utf8").trim().split(/\s+/).filter(Boolean).map(Number);
  } catch {
    return [];
  }
}

async function main() {
  const { values } = parseArgs({
    options: {
      connections: { type: "string", default: "100" },
      seconds: { type: "string", default: "10" },
      rounds: { type: "string", default: "3" },
      path: { type: "string", default: "/blog/managers-as-coaches/" },
      pairs: { type: "string", default: "60" },
      "switch-seconds": { type: "string", default: "2" },
    },
  });
  const switchPairs = Math.max(1, Number(values.pairs) || 60);
  /**
   * The length of each run of the one-process comparison: short, so that the two runs of a pair meet the same machine
   * (5 s runs differed by up to 60 % within a pair as neighbours came and went on this shared machine).
   */
  const switchSeconds = Math.max(1, Number(values["switch-seconds"]) || 2);
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);
  const rounds = Math.max(1, Number(values.rounds));
  const targets = [
    { label: "cached page", urlPath: values.path },
    { label: "messages endpoint", urlPath: "/_i18n/en/messages.json" },
  ];
  const otlp = await startOtlpSink();
  const telemetry = { OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_EXPORTER_OTLP_PROTOCOL: "http/json" };
  // The same build in four configurations: as production runs it, with each of the two alone, and with neither.
  const configurations = {
    on: { RATE_LIMIT_MAX: "0", ...telemetry },
    off: { RATE_LIMIT_MAX: "0", ACCESS_LOG: "off" },
    log: { RATE_LIMIT_MAX: "0" },
    traces: { RATE_LIMIT_MAX: "0", ACCESS_LOG: "off", ...telemetry },
  };
  type Configuration = keyof typeof configurations;
  const labels: Record<Configuration, string> = { on: "site", off: "site, no access log or telemetry", log: "site, access log only", traces: "site, traces only" };
  const startAll = async () => {
    const started: Partial<Record<Configuration, Server>> = {};
    for (const key of Object.keys(configurations) as Configuration[]) started[key] = await startSite(configurations[key], { collector: true });
    return started as Record<Configuration, Server>;
  };
  let sites: Record<Configuration, Server> | null = null;
  let nginx: Server | null = null;
  let pinned: { cores: string } | null = null;
  try {
    const rows: Figures[] = [];
    const measured = new Map<Configuration, Figures[]>((Object.keys(configurations) as Configuration[]).map((key) => [key, []]));
    let files: { urlPath: string; body: Buffer; type: string }[] = [];
    // The cached page in rounds, each with four new server processes (one process's speed differs from the next's by
    // up to 15 % on this machine, whatever it runs), each configuration once per round in a rotating order, medians
    // kept: neither a slower minute of a shared machine nor a slower process falls on one side only.
    for (let round = 0; round < rounds; round++) {
      sites = await startAll();
      if (round === 0) {
        files = await Promise.all(
          targets.map(async (target) => {
            const response = await fetch(`${sites!.on.url}${target.urlPath}`);
            if (!response.ok) throw new Error(`${target.urlPath} answered ${response.status}`);
            return { urlPath: target.urlPath, body: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type") ?? "text/html" };
          }),
        );
      }
      // A warm-up pass fills the caches and the JIT of every process.
      for (const site of Object.values(sites)) await run("warm-up", `${site.url}${targets[0].urlPath}`, 10, 2);
      const order = Object.keys(configurations) as Configuration[];
      for (let index = 0; index < order.length; index++) {
        const key = order[(index + round) % order.length];
        measured.get(key)!.push(await run(`${labels[key]}: ${targets[0].label} (round ${round + 1})`, `${sites[key].url}${targets[0].urlPath}`, connections, seconds, sites[key].pid));
      }
      // The messages endpoint once, on the first round's processes, as production runs them and with neither.
      if (round === 0) {
        for (const key of ["on", "off"] as const) {
          await run("warm-up", `${sites[key].url}${targets[1].urlPath}`, 10, 2);
          rows.push(await run(`${labels[key]}: ${targets[1].label}`, `${sites[key].url}${targets[1].urlPath}`, connections, seconds, sites[key].pid));
        }
      }
      for (const site of Object.values(sites)) site.stop();
      sites = null;
    }
    const cachedRows: Figures[] = [];
    for (const [key, figures] of measured) {
      cachedRows.push({
        target: `${labels[key]}: ${targets[0].label}`,
        requestsPerSecond: median(figures.map((figure) => figure.requestsPerSecond)),
        cpuPerRequest: figures.every((figure) => figure.cpuPerRequest !== null) ? median(figures.map((figure) => figure.cpuPerRequest!)) : null,
        p50: median(figures.map((figure) => figure.p50)),
        p99: median(figures.map((figure) => figure.p99)),
        errors: figures.reduce((sum, figure) => sum + figure.errors, 0),
        non2xx: figures.reduce((sum, figure) => sum + figure.non2xx, 0),
      });
    }
    rows.unshift(...cachedRows);
    // The same comparison in one process, as production runs it (telemetry on): the access line and the request
    // metrics switched off and on between short runs, in pairs whose order alternates. Nothing else of the two
    // differs per request on this page: the front answers it from memory without entering Next, so no span is made.
    const switched = await startSite(configurations.on, { collector: true, switches: true });
    sites = { on: switched } as Record<Configuration, Server>;
    // The server on one core, the load generator, the log reader and the OTLP receiver on the other (taskset, where
    // there are two or more): sharing both, pairs of runs differed by up to 60 % as they moved each other around.
    pinned = pinApart(switched.pid);
    await run("warm-up", `${switched.url}${targets[0].urlPath}`, 10, 2);
    const pairs: { on: Figures; off: Figures }[] = [];
    for (let pair = 0; pair < switchPairs; pair++) {
      const figures: Partial<Record<"on" | "off", Figures>> = {};
      for (const state of pair % 2 === 0 ? (["on", "off"] as const) : (["off", "on"] as const)) {
        await switched.switchAccessLog!(state);
        figures[state] = await run(`one process, access log and metrics ${state}: ${targets[0].label} (pair ${pair + 1})`, `${switched.url}${targets[0].urlPath}`, connections, switchSeconds, switched.pid);
      }
      pairs.push(figures as { on: Figures; off: Figures });
    }
    switched.stop();
    sites = null;
    nginx = await startNginx(files);
    if (nginx) for (const target of targets) rows.push(await run(`nginx: ${target.label}`, `${nginx.url}${target.urlPath}`, connections, seconds));
    console.log(`${connections} connections, ${seconds} s each (the cached page: medians of ${rounds} interleaved rounds, new server processes each round), gzip accepted; ${values.path} and /_i18n/en/messages.json\n`);
    console.log("| target | requests/s | server CPU per request | p50 | p99 | errors | non-2xx | vs nginx |");
    console.log("|---|---:|---:|---:|---:|---:|---:|---:|");
    for (const row of rows) {
      const reference = rows.find((candidate) => candidate.target === `nginx:${row.target.slice(row.target.indexOf(":") + 1)}`);
      const ratio = row.target.startsWith("site") && reference ? `${Math.round((row.requestsPerSecond / reference.requestsPerSecond) * 100)} %` : "";
      const cpu = row.cpuPerRequest === null || row.cpuPerRequest === undefined ? "" : `${row.cpuPerRequest.toFixed(1)} µs`;
      console.log(`| ${row.target} | ${Math.round(row.requestsPerSecond)} | ${cpu} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${row.non2xx} | ${ratio} |`);
    }
    if (!nginx) console.log("\nnginx not found: install it (apt-get install nginx) for the reference rows.");
    const row = (key: keyof typeof sites) => rows.find((candidate) => candidate.target === `${labels[key]}: ${targets[0].label}`)!;
    const rateCost = (key: keyof typeof sites) => 1 - row(key).requestsPerSecond / row("off").requestsPerSecond;
    // What the server can serve is the inverse of its CPU per request (one Node process, CPU-bound on a cached page):
    // the same cost, read from the server's own CPU time rather than from a rate the load generator shares two cores for.
    const cpuCost = (key: keyof typeof sites) => (row(key).cpuPerRequest && row("off").cpuPerRequest ? 1 - row("off").cpuPerRequest! / row(key).cpuPerRequest! : null);
    const percent = (value: number | null) => (value === null ? "n/a" : `${(value * 100).toFixed(1)} %`);
    console.log(
      `\nAccess log and telemetry on the cached page (budget ${OBSERVABILITY_BUDGET * 100} %): ${percent(cpuCost("on"))} of the server's capacity by its CPU per request ` +
        `(the access log alone ${percent(cpuCost("log"))}, traces alone ${percent(cpuCost("traces"))}); ${percent(rateCost("on"))} of the measured requests/s ` +
        `(alone ${percent(rateCost("log"))} and ${percent(rateCost("traces"))}).`,
    );
    const pairedRate = median(pairs.map(({ on, off }) => 1 - on.requestsPerSecond / off.requestsPerSecond));
    const pairedCpu = pairs.every(({ on, off }) => on.cpuPerRequest && off.cpuPerRequest) ? median(pairs.map(({ on, off }) => 1 - off.cpuPerRequest! / on.cpuPerRequest!)) : null;
    console.log(
      `In one process (${switchPairs} pairs of ${switchSeconds} s, medians of each pair's difference${pinned ? ", the server on a core of its own" : ""}; what the budget is judged on): ` +
        `${percent(pairedCpu)} of the server's capacity by its CPU per request, ${percent(pairedRate)} of the requests/s.`,
    );
    if ((pairedCpu ?? pairedRate) > OBSERVABILITY_BUDGET) process.exitCode = 1;
  } finally {
    unpin(pinned);
    nginx?.stop();
    for (const site of Object.values(sites ?? {})) site.stop();
    otlp.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
