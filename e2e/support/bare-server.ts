import { spawn, type ChildProcess } from "node:child_process";

/** A bare `next start` over the tests' build, on a port the system picks (never one another run holds). */
export interface BareServer {
  child: ChildProcess;
  /** Everything it wrote, stdout and stderr. */
  output(): string;
  /** Its origin once it listens; rejects when it exits first. */
  ready: Promise<string>;
  /** Its exit code once it stops. */
  exited: Promise<number | null>;
  stop(): Promise<void>;
}

export function startBareServer(env: Record<string, string | undefined>): BareServer {
  const child = spawn(process.execPath, ["node_modules/next/dist/bin/next", "start", "-p", "0"], {
    env: { PATH: process.env.PATH, HOME: process.env.HOME, NEXT_DIST_DIR: process.env.E2E_DIST_DIR || ".next-e2e", ...env },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let text = "";
  const exited = new Promise<number | null>((resolve) => child.once("exit", (code) => resolve(code)));
  const ready = new Promise<string>((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      text += chunk.toString();
      const origin = /(http:\/\/localhost:\d+)/.exec(text)?.[1];
      if (origin && /Ready in/.test(text)) resolve(origin);
    };
    child.stdout!.on("data", onData);
    child.stderr!.on("data", onData);
    void exited.then((code) => reject(new Error(`next start exited (${code}) before it was ready:\n${text}`)));
  });
  ready.catch(() => {});
  return {
    child,
    output: () => text,
    ready,
    exited,
    async stop() {
      if (child.exitCode === null) child.kill("SIGTERM");
      await exited;
    },
  };
}
