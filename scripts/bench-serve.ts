/**
 * npm run bench:serve -- [--connections 100] [--seconds 10] [--path /blog/managers-as-coaches/]
 *
 * Requests per second and latency of a cached page and of the messages endpoint on the production
 * site (scripts/start.mjs over the build in NEXT_DIST_DIR, default .next), beside nginx from Debian's
 * packages serving the same bytes with the same content types in the same run (autocannon, keep-alive,
 * gzip accepted). Needs `nginx` (apt-get install nginx); the reference is skipped without it.
 * The site runs as production does, with its access log (read from a pipe) and OpenTelemetry exporting to a local
 * OTLP receiver; beside it, the same build with both off (ACCESS_LOG=off, no endpoint). Exits 1 when they cost more
 * than 5 % of the requests per second of the cached page.
 */
import { spawn, spawnSync } from "node:child_process";
import { chmodSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { parseArgs } from "node:util";
import autocannon from "autocannon";
import { startSite, type Server } from "./bench/site";

interface Figures {
  target: string;
  requestsPerSecond: number;
  p50: number;
  p99: number;
  errors: number;
  non2xx: number;
}

function run(label: string, url: string, connections: number, seconds: number): Promise<Figures> {
  return new Promise((resolve, reject) => {
    autocannon({ url, connections, duration: seconds, headers: { "accept-encoding": "gzip" } }, (error, result) => {
      if (error) return reject(error);
      resolve({ target: label, requestsPerSecond: result.requests.average, p50: result.latency.p50, p99: result.latency.p99, errors: result.errors, non2xx: result.non2xx });
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

/** An OTLP/HTTP receiver that takes every export and keeps nothing: the far end of the site's telemetry. */
async function startOtlpSink(): Promise<Server> {
  const sink = createServer((req, res) => {
    req.resume();
    req.on("end", () => res.end("{}"));
  });
  await new Promise<void>((resolve) => sink.listen(0, "127.0.0.1", resolve));
  return { url: `http://127.0.0.1:${(sink.address() as AddressInfo).port}`, stop: () => sink.close() };
}

/** The most the access log and the telemetry may cost on a cached page, against the same build with them off. */
const OBSERVABILITY_BUDGET = 0.05;

async function main() {
  const { values } = parseArgs({ options: { connections: { type: "string", default: "100" }, seconds: { type: "string", default: "10" }, path: { type: "string", default: "/blog/managers-as-coaches/" } } });
  const connections = Number(values.connections);
  const seconds = Number(values.seconds);
  const targets = [
    { label: "cached page", urlPath: values.path },
    { label: "messages endpoint", urlPath: "/_i18n/en/messages.json" },
  ];
  const otlp = await startOtlpSink();
  const site = await startSite({ RATE_LIMIT_MAX: "0", OTEL_EXPORTER_OTLP_ENDPOINT: otlp.url, OTEL_EXPORTER_OTLP_PROTOCOL: "http/json" });
  const quiet = await startSite({ RATE_LIMIT_MAX: "0", ACCESS_LOG: "off" });
  let nginx: Server | null = null;
  try {
    const files = await Promise.all(
      targets.map(async (target) => {
        const response = await fetch(`${site.url}${target.urlPath}`);
        if (!response.ok) throw new Error(`${target.urlPath} answered ${response.status}`);
        return { urlPath: target.urlPath, body: Buffer.from(await response.arrayBuffer()), type: response.headers.get("content-type") ?? "text/html" };
      }),
    );
    nginx = await startNginx(files);
    const rows: Figures[] = [];
    for (const target of targets) {
      // A warm-up pass fills the caches on both sides.
      await run("warm-up", `${site.url}${target.urlPath}`, 10, 2);
      await run("warm-up", `${quiet.url}${target.urlPath}`, 10, 2);
      rows.push(await run(`site: ${target.label}`, `${site.url}${target.urlPath}`, connections, seconds));
      rows.push(await run(`site, no access log or telemetry: ${target.label}`, `${quiet.url}${target.urlPath}`, connections, seconds));
      if (nginx) rows.push(await run(`nginx: ${target.label}`, `${nginx.url}${target.urlPath}`, connections, seconds));
    }
    console.log(`${connections} connections, ${seconds} s each, gzip accepted; ${values.path} and /_i18n/en/messages.json\n`);
    console.log("| target | requests/s | p50 | p99 | errors | non-2xx | vs nginx |");
    console.log("|---|---:|---:|---:|---:|---:|---:|");
    for (const row of rows) {
      const reference = rows.find((candidate) => candidate.target === row.target.replace(/^site(, no access log or telemetry)?:/, "nginx:"));
      const ratio = row.target.startsWith("site:") && reference ? `${Math.round((row.requestsPerSecond / reference.requestsPerSecond) * 100)} %` : "";
      console.log(`| ${row.target} | ${Math.round(row.requestsPerSecond)} | ${row.p50} ms | ${row.p99} ms | ${row.errors} | ${row.non2xx} | ${ratio} |`);
    }
    if (!nginx) console.log("\nnginx not found: install it (apt-get install nginx) for the reference rows.");
    const on = rows.find((row) => row.target === `site: ${targets[0].label}`)!;
    const off = rows.find((row) => row.target === `site, no access log or telemetry: ${targets[0].label}`)!;
    const cost = 1 - on.requestsPerSecond / off.requestsPerSecond;
    console.log(`\nAccess log and telemetry on the cached page: ${(cost * 100).toFixed(1)} % of requests/s (budget ${OBSERVABILITY_BUDGET * 100} %)`);
    if (cost > OBSERVABILITY_BUDGET) process.exitCode = 1;
  } finally {
    nginx?.stop();
    site.stop();
    quiet.stop();
    otlp.stop();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exitCode = 1;
});
