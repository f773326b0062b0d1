import { spawn, type ChildProcess } from "node:child_process";
import { rmSync } from "node:fs";
import { join } from "node:path";
import { createClient } from "@libsql/client";

export interface SiteServer {
  url: string;
  dataDir: string;
  /** The running process (a test sends it signals). */
  child: ChildProcess;
  /** Its exit code once it stops. */
  exited: Promise<number | null>;
  /** Every line it printed on standard output and standard error. */
  lines(): string[];
  query<T>(sql: string, args?: (string | number)[]): Promise<T[]>;
  stop(): Promise<void>;
}

export interface SiteServerOptions {
  /** Keep the data folder of an earlier server on this port (a restart), instead of starting from an empty one. */
  keepData?: boolean;
  /** Print the server's output as it comes (it is always kept for `lines()`). */
  echo?: boolean;
}

/**
 * One more `npm start` over the browser tests' build, with settings of its own (a mail server, say): for a test
 * whose configuration the shared servers must not get. Its own database (a fresh one, or the `DATA_DIR` it is given,
 * as it is); stopped by the test.
 */
export async function startSiteServer(port: number, env: Record<string, string>, options: SiteServerOptions = {}): Promise<SiteServer> {
  const dataDir = env.DATA_DIR ?? `.data/e2e-${port}`;
  if (!env.DATA_DIR && !options.keepData) rmSync(dataDir, { recursive: true, force: true });
  const url = `http://localhost:${port}`;
  const child: ChildProcess = spawn(process.execPath, ["scripts/start.mjs", "-p", String(port)], {
    env: { ...process.env, NEXT_DIST_DIR: process.env.E2E_DIST_DIR || ".next-e2e", SKIP_BUILD: "1", DATA_DIR: dataDir, PORT: String(port), SITE_URL: url, ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  const output: string[] = [];
  let partial = "";
  const collect = (chunk: Buffer) => {
    if (options.echo) process.stdout.write(chunk);
    const text = partial + chunk.toString();
    const complete = text.split("\n");
    partial = complete.pop() ?? "";
    output.push(...complete);
  };
  child.stdout!.on("data", collect);
  child.stderr!.on("data", collect);
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const deadline = Date.now() + 90_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The site server on ${port} stopped (exit ${child.exitCode}):\n${output.slice(-20).join("\n")}`);
    try {
      if ((await fetch(`${url}/robots.txt`)).ok) break;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`The site server on ${port} did not start`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  return {
    url,
    dataDir,
    child,
    exited,
    lines: () => (partial ? [...output, partial] : [...output]),
    async query<T>(sql: string, args: (string | number)[] = []) {
      const client = createClient({ url: `file:${join(dataDir, "site.sqlite")}` });
      try {
        return (await client.execute({ sql, args })).rows as unknown as T[];
      } finally {
        client.close();
      }
    },
    async stop() {
      if (child.exitCode === null && child.signalCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
