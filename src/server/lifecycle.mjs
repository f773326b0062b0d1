// The process's shutdown, shared by the production server (scripts/start.mjs) and the app's bundles: the server
// begins it on SIGTERM or SIGINT, readiness reads it (/api/ready answers 503 from then on), and what holds work
// (the outbox worker, the database) registers what it must finish or release before the process exits.
import { spawn } from "node:child_process";

// Its own process-global keys, not processSingleton (src/lib/process-singleton.ts): plain JavaScript, also loaded
// outside Next (scripts/start.mjs), which cannot import the TypeScript helper; TypeScript reaches them through it.
const KEY = Symbol.for("quillio.lifecycle");
const state = (globalThis[KEY] ??= { shuttingDown: false, hooks: [] });

/** Whether this process is draining: no new work should be sent to it. */
export function isShuttingDown() {
  return state.shuttingDown;
}

/** Marks the process as draining (readiness fails from now on). */
export function beginShutdown() {
  state.shuttingDown = true;
}

/**
 * Registers work to finish before exit. `hook({ deadline })` gets the time (ms since the epoch) by which it must have
 * finished or released what it holds. Phase "drain" hooks run as soon as the shutdown begins, beside the requests
 * still being answered (the outbox stops taking entries); phase "exit" hooks run once those are done (the database
 * closes last).
 */
export function onShutdown(name, hook, { phase = "drain" } = {}) {
  state.hooks = state.hooks.filter((entry) => entry.name !== name);
  state.hooks.push({ name, hook, phase });
}

/** Runs one phase's hooks one after another, each cut off at the deadline; returns what each did. */
export async function runShutdownHooks(deadline, phase = "drain") {
  const results = [];
  for (const { name, hook } of state.hooks.filter((entry) => entry.phase === phase)) {
    const left = Math.max(0, deadline - Date.now());
    let timer;
    const timeout = new Promise((resolve) => {
      timer = setTimeout(() => resolve("cut off at the deadline"), left + 250);
    });
    try {
      const outcome = await Promise.race([Promise.resolve(hook({ deadline })).then(() => "done"), timeout]);
      results.push({ name, outcome });
    } catch (error) {
      results.push({ name, outcome: "failed", error });
    } finally {
      clearTimeout(timer);
    }
  }
  return results;
}

// The watchdog's script: `node -e WATCHDOG <pid> <ms>`.
const WATCHDOG = `
const [pid, ms] = process.argv.slice(1).map(Number);
// The channel to the process it watches closes when that process has exited, however it exited.
process.on("disconnect", () => process.exit(0));
// A second Ctrl-C or a SIGTERM to the whole group reaches it too: it outlives them to do its one job.
for (const signal of ["SIGINT", "SIGTERM"]) process.on(signal, () => {});
setTimeout(() => {
  try { process.kill(pid, "SIGKILL"); } catch {}
  // Said once the kill is done: a standard error nobody reads must not hold the kill back.
  try { require("node:fs").writeSync(2, "the exit did not complete within " + ms + " ms: process " + pid + " killed\\n"); } catch {}
  process.exit(1);
}, ms);
`;

/**
 * Kills this process (SIGKILL) if it has not exited `ms` from now: the safety net of an exit that cannot complete
 * (a main thread blocked in a synchronous call, a native teardown that hangs). A process of its own: a timer needs
 * the main thread's event loop, and a worker thread is stopped as the exit begins, which are what may be stuck.
 * The kernel ignores a SIGKILL from inside a container to its PID 1 (the Docker image's server); there the
 * runtime's own SIGKILL after its stop timeout ends it. Returns the watchdog's pid, or undefined if it could not start.
 */
export function forceExitAfter(ms) {
  try {
    // No environment: the server's NODE_OPTIONS (a preload, an inspector port) are not the watchdog's.
    const watchdog = spawn(process.execPath, ["-e", WATCHDOG, String(process.pid), String(ms)], { env: {}, stdio: ["ignore", "ignore", "inherit", "ipc"] });
    // A watchdog that could not start leaves the exit as it was, which is no reason to stop it.
    watchdog.on("error", () => {});
    // It must not keep this process alive.
    watchdog.unref();
    watchdog.channel?.unref();
    return watchdog.pid;
  } catch {
    return undefined;
  }
}
