// The process's shutdown, shared by the production server (scripts/start.mjs) and the app's bundles: the server
// begins it on SIGTERM or SIGINT, readiness reads it (/api/ready answers 503 from then on), and what holds work
// (the outbox worker, the database) registers what it must finish or release before the process exits.
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
