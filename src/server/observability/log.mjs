// The server's structured logger (pino): one JSON line per event on standard output, with time, level, message,
// component and, inside a request, its id and route. Plain JavaScript: the production server (scripts/start.mjs),
// the request hook and the front load it outside Next's bundles, and the app's bundles load it too; one logger and
// one request context per process whichever loaded it first. `npm run dev` prints the same events readably.
import { AsyncLocalStorage } from "node:async_hooks";
import fs from "node:fs";
import { format } from "node:util";
import pino from "pino";
import { inNetlifyFunction } from "../../config/hosting.mjs";

// Its own process-global keys, not processSingleton (src/lib/process-singleton.ts): plain JavaScript, also loaded
// outside Next (scripts/start.mjs), which cannot import the TypeScript helper; TypeScript reaches them through it.
const LOGGER_KEY = Symbol.for("quillio.logger");
const CONTEXT_KEY = Symbol.for("quillio.request-context");
const BACKEND_KEY = Symbol.for("quillio.log-backend");
const DESTINATION_KEY = Symbol.for("quillio.log-destination");
const CONSOLE_KEY = Symbol.for("quillio.console-captured");

export const LOG_LEVELS = ["trace", "debug", "info", "warn", "error", "fatal", "silent"];

/** The request being handled, as the request hook set it: `{ requestId, method, route }`. */
export const requestContext = (globalThis[CONTEXT_KEY] ??= new AsyncLocalStorage());

/** The level of an environment: LOG_LEVEL, else info (silent under Vitest, where tests capture what they read). */
export function logLevel(env = process.env) {
  if (env.LOG_LEVEL && LOG_LEVELS.includes(env.LOG_LEVEL)) return env.LOG_LEVEL;
  return env.VITEST ? "silent" : "info";
}

/** Readable lines for a person at a terminal (`next dev`, or LOG_FORMAT=pretty); JSON lines otherwise. */
function wantsPretty(env) {
  if (env.LOG_FORMAT) return env.LOG_FORMAT === "pretty";
  return env.NODE_ENV === "development";
}

/**
 * Where lines go: standard output, written asynchronously (a request never waits for the terminal or the log
 * collector), flushed at exit. Tests swap it for a collector (`setLogDestination`).
 */
function destinationSlot() {
  if (!globalThis[DESTINATION_KEY]) globalThis[DESTINATION_KEY] = { current: null, stdout: null };
  return globalThis[DESTINATION_KEY];
}

function stdout() {
  const slot = destinationSlot();
  slot.stdout ??= createOutput(1, reportDroppedOutput, { synchronous: frozenBetweenRequests() });
  return slot.stdout;
}

/**
 * A function runtime (Netlify's server function, AWS Lambda under it) freezes the process once it has answered: a
 * line waiting for others, or for a write in the thread pool, would go out at the next request or never. There each
 * line is written at once, on the calling thread; the runtime reads its functions' output as it comes.
 */
function frozenBetweenRequests() {
  return inNetlifyFunction() || Boolean(process.env.AWS_LAMBDA_FUNCTION_NAME);
}

/** How long lines wait for a log reader that stopped reading before they are dropped. */
const OUTPUT_STALL_MS = 5_000;
/**
 * How long a line waits for others to go out with it: one write per line cost the serving rate more than issue 33's
 * budget allows (a write in the thread pool, its callback, the log reader woken, for every request). At 10 ms the
 * access line and metric still cost 7.5 and 7.8 % of the server's CPU on a cached page in two runs of 2026-11-29
 * (4.2 to 9.5 % in five runs the day before); at 100 ms 2.9 to 4.5 % in five runs of six, 10.1 % in one
 * (`npm run bench:serve`): each write wakes a thread of the pool and the log reader on a machine the load already
 * fills. A SIGKILL loses at most this much of the log; any other exit of a server writes it first. Not in a function
 * runtime, which writes each line at once (`frozenBetweenRequests`).
 */
const OUTPUT_COALESCE_MS = 100;
/** The pause before a write that a full pipe refused (EAGAIN) is tried again. */
const OUTPUT_RETRY_MS = 10;
/**
 * The most one write takes, a pipe's capacity on Linux: lines wait until this much is queued or OUTPUT_COALESCE_MS
 * have passed (each write wakes a thread of the pool, which on a busy machine takes the serving thread's core for a
 * moment). A write still in flight when the process exits is lost or overtaken by the exit's flush (no callback runs
 * any more), so it is not longer.
 */
const OUTPUT_MAX_WRITE = 64 * 1024;
/** The most lines wait in memory for a log reader that does not read (characters, about 16 MB). */
const OUTPUT_MAX_QUEUED = 16 * 1024 * 1024;
const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * A file descriptor written asynchronously, whose failure never throws at whoever logs nor holds an exit back: a
 * reader that went away (EPIPE, or any error but a full pipe) drops lines from then on, and a reader that stops
 * reading holds them at most OUTPUT_STALL_MS. Not pino's own destination (SonicBoom 4): its synchronous flush retried
 * every error but EAGAIN for ever, on the main thread, and pino calls it again on exit. A reader gone between an
 * asynchronous write and the exit's flush (a log shipper killed with the server, under load) left the server alive
 * after its SIGTERM, deaf to any further signal.
 * A full pipe answers EAGAIN only if non-blocking, which standard output seldom stays (any Node child process that
 * shares it makes it blocking again as it exits): a blocking one holds the write in a thread of the pool, which `end`
 * gives up on but the process's exit still waits for (the watchdog of scripts/start.mjs ends that).
 */
function createOutput(fd, onFail, { synchronous = false } = {}) {
  let queued = "";
  /** What is being written, or is to be written again once a full pipe has room: null when idle. */
  let writing = null;
  /** How many bytes of `writing` a write in flight is writing: 0 when none is. */
  let inFlight = 0;
  let retryTimer;
  /** The write that waits for more lines to join it (OUTPUT_COALESCE_MS). */
  let coalesceTimer = null;
  let failed = false;
  let blockedSince = 0;
  /** Who waits for everything logged to be written (`end`). */
  let waiting = [];

  const settled = () => failed || (!writing && !queued);
  const wakeWaiting = () => {
    if (!settled()) return;
    for (const wake of waiting) wake();
    waiting = [];
  };
  const fail = (error) => {
    failed = true;
    queued = "";
    writing = null;
    clearTimeout(retryTimer);
    clearTimeout(coalesceTimer);
    coalesceTimer = null;
    onFail(error);
    wakeWaiting();
  };
  // A full pipe (EAGAIN) is worth waiting for until the reader has stalled OUTPUT_STALL_MS; anything else is final.
  const worthRetrying = (error) => {
    if (error.code !== "EAGAIN") return false;
    blockedSince ||= Date.now();
    return Date.now() - blockedSince < OUTPUT_STALL_MS;
  };

  function writeNext() {
    if (coalesceTimer) {
      clearTimeout(coalesceTimer);
      coalesceTimer = null;
    }
    if (!writing) {
      if (!queued) return wakeWaiting();
      writing = Buffer.from(queued);
      queued = "";
    }
    inFlight = Math.min(writing.length, OUTPUT_MAX_WRITE);
    fs.write(fd, writing, 0, inFlight, null, written);
  }

  function written(error, count) {
    inFlight = 0;
    if (failed) return;
    if (error) {
      if (!worthRetrying(error)) return fail(error);
      retryTimer = setTimeout(writeNext, OUTPUT_RETRY_MS);
      return;
    }
    blockedSince = 0;
    writing = count < writing.length ? writing.subarray(count) : null;
    // The rest of a partial write goes at once; lines logged meanwhile wait for more to join them, as any line does.
    if (writing || queued.length >= OUTPUT_MAX_WRITE) writeNext();
    else if (queued) coalesceTimer ??= setTimeout(writeNext, OUTPUT_COALESCE_MS);
    else wakeWaiting();
  }

  /**
   * Writes what waits, on this thread. A write in flight cannot be waited for here (its callback needs the event loop)
   * and goes out on its own, most likely already has: what follows it is written now.
   */
  function flushSync() {
    if (failed) return;
    clearTimeout(retryTimer);
    clearTimeout(coalesceTimer);
    coalesceTimer = null;
    let rest = Buffer.from(queued);
    queued = "";
    if (writing) {
      rest = Buffer.concat([writing.subarray(inFlight), rest]);
      writing = inFlight ? writing.subarray(0, inFlight) : null;
    }
    while (rest.length > 0) {
      try {
        rest = rest.subarray(fs.writeSync(fd, rest));
        blockedSince = 0;
      } catch (error) {
        if (!worthRetrying(error)) return fail(error);
        Atomics.wait(pause, 0, 0, OUTPUT_RETRY_MS);
      }
    }
  }

  /**
   * Resolves once everything logged is written, at most `ms` from now; what is left then is dropped, because the
   * reader is not reading (a blocking pipe never answers EAGAIN) and an exit must not wait on it.
   */
  function end(ms) {
    return new Promise((resolve) => {
      const timer = setTimeout(() => {
        if (!settled()) fail(new Error(`not written within ${ms} ms`));
        resolve();
      }, ms);
      waiting.push(() => {
        clearTimeout(timer);
        resolve();
      });
      // Lines waiting for others to join them go now: nothing more is coming that is worth the wait.
      if (coalesceTimer) writeNext();
      wakeWaiting();
    });
  }

  // What is still queued when the process exits (a `process.exit` anywhere) is written, as pino's destination did.
  process.on("exit", flushSync);

  return {
    write(line) {
      if (failed) return;
      // A reader that stopped reading a blocking pipe never answers: lines wait in memory up to a bound, then the
      // output counts as failed rather than the heap growing until the process dies.
      if (queued.length > OUTPUT_MAX_QUEUED) return fail(new Error(`more than ${OUTPUT_MAX_QUEUED} characters waiting for the log reader`));
      queued += line;
      if (synchronous) return flushSync();
      if (writing) return;
      if (queued.length >= OUTPUT_MAX_WRITE) writeNext();
      else coalesceTimer ??= setTimeout(writeNext, OUTPUT_COALESCE_MS);
    },
    flushSync,
    end,
  };
}

function reportDroppedOutput(error) {
  try {
    process.stderr.write(`the log output failed (${error?.code ?? error?.message ?? error}): log lines are dropped from now on\n`);
  } catch {
    // Standard error is gone too: nothing is left to say it on.
  }
}

function createLogger(env = process.env) {
  const options = {
    level: logLevel(env),
    base: { pid: process.pid },
    timestamp: pino.stdTimeFunctions.isoTime,
    formatters: { level: (label) => ({ level: label }) },
    // Inside a request: its id and route on every line, whoever logs it.
    mixin() {
      const request = requestContext.getStore();
      return request ? { requestId: request.requestId, route: request.route } : {};
    },
  };
  if (wantsPretty(env)) return pino({ ...options, transport: { target: "pino-pretty", options: { translateTime: "SYS:HH:MM:ss.l", ignore: "pid" } } });
  return pino(options, { write: writeLine });
}

/**
 * Every write looks up the current destination, so a test's collector sees lines of loggers made before it. A line
 * never throws at its caller: a failed output drops lines (see `createOutput`).
 */
function writeLine(line) {
  const slot = destinationSlot();
  if (slot.current) return void slot.current.write(line);
  stdout().write(line);
}

/** The process's logger. */
export const log = (globalThis[LOGGER_KEY] ??= createLogger());

const accessInJson = !wantsPretty(process.env);

/**
 * The access line (and the request metrics written with it) switched off at run time: `npm run bench:serve` compares
 * the same server process with and without them (scripts/start.mjs, BENCH_SWITCHES). ACCESS_LOG=off is the setting.
 */
export const accessLogSwitch = (globalThis[Symbol.for("quillio.access-log-switch")] ??= { off: false });

/**
 * A finished request's access line: what `log.info({ requestId, method, route, status, durationMs }, "request")`
 * writes, with the same keys and values, serialized here. It is written for every request, and pino's general path
 * (its mixin, its formatters) cost the serving rate more than the budget of issue 33 allows (`npm run bench:serve`).
 * A readable terminal (`npm run dev`) gets it through the logger.
 */
export function logAccess({ requestId, method, route, status, durationMs }) {
  if (!log.isLevelEnabled("info")) return;
  if (!accessInJson) return log.info({ requestId, method, route, status, durationMs }, "request");
  writeLine(
    `{"level":"info","time":"${isoNow()}","pid":${pid},"requestId":${jsonString(requestId)},"method":${jsonString(method)},` +
      `"route":${jsonString(route)},"status":${status},"durationMs":${durationMs},"msg":"request"}\n`,
  );
}

const pid = String(process.pid);
/** What a JSON string may hold as it is: printable ASCII but the quote and the backslash. */
const PLAIN_JSON = /^[\x20\x21\x23-\x5b\x5d-\x7e]*$/;

/**
 * `JSON.stringify` of a string, skipped for the plain text an id, a method and most paths are (the test is a third of
 * its cost).
 */
function jsonString(text) {
  return PLAIN_JSON.test(text) ? `"${text}"` : JSON.stringify(text);
}

/**
 * The clock as this module found it: Next replaces `Date` and `Date.now` in its server with versions that first ask
 * whether a prerender may read the time (about 2 us a call, seen in a profile of bench:serve). start.mjs loads this
 * module before Next; a copy loaded later gets Next's version, which answers the same.
 */
const wallClock = Date.now;
let isoSecond = -1;
let isoPrefix = "";

/** `new Date().toISOString()`, formatting the date once per second. */
function isoNow() {
  const now = wallClock();
  const second = Math.floor(now / 1000);
  if (second !== isoSecond) {
    isoSecond = second;
    isoPrefix = new Date(second * 1000).toISOString().slice(0, 20);
  }
  const ms = now - second * 1000;
  return `${isoPrefix}${ms < 10 ? "00" : ms < 100 ? "0" : ""}${ms}Z`;
}

// The app's modules log through src/lib/log.ts; in this process their lines come here.
globalThis[BACKEND_KEY] ??= (level, component, message, fields) => {
  if (!log.isLevelEnabled(level)) return;
  log[level]({ component, ...fields }, message);
};

/** Sends lines to `stream` (an object with `write(line)`), or back to standard output with null. Tests. */
export function setLogDestination(stream) {
  destinationSlot().current = stream;
}

/**
 * Writes what is buffered, before an exit that cannot wait (`endLogs` can). Never throws; a reader that stopped
 * reading holds it OUTPUT_STALL_MS at most if the pipe is non-blocking, for as long as it does not read otherwise.
 */
export function flushLogs() {
  destinationSlot().stdout?.flushSync();
}

/**
 * Before an exit: resolves once every line logged so far is written, in order, or at most OUTPUT_STALL_MS from now
 * (what is still unwritten then is dropped). Never rejects.
 */
export async function endLogs() {
  await destinationSlot().stdout?.end(OUTPUT_STALL_MS);
}

/** Runs `task` as part of a request: the lines it logs carry the request's id and route. */
export function withRequestContext(context, task) {
  return requestContext.run(context, task);
}

const consoleLevels = { log: "info", info: "info", debug: "debug", warn: "warn", error: "error", trace: "debug" };

/**
 * Routes `console.*` of this process (Next's own messages, a dependency's warnings) into the logger, so every line
 * a production server prints is JSON. An Error among the arguments becomes the line's `err`.
 */
export function captureConsole() {
  if (globalThis[CONSOLE_KEY]) return;
  globalThis[CONSOLE_KEY] = true;
  for (const [method, level] of Object.entries(consoleLevels)) {
    console[method] = (...args) => {
      if (!log.isLevelEnabled(level)) return;
      const err = args.find((arg) => arg instanceof Error);
      const rest = err ? args.filter((arg) => arg !== err) : args;
      const message = rest.length > 0 ? format(...rest) : (err?.message ?? "");
      log[level]({ component: "console", ...(err ? { err } : {}) }, message);
    };
  }
}

/**
 * A component's logger shaped like `console` (`error(message, detail)`), for the modules that take a console-like
 * `log` option so their tests can pass their own: `detail` is an Error (the line's `err`) or fields.
 */
export function componentLog(component) {
  const at = (level) => (message, detail) => {
    if (!log.isLevelEnabled(level)) return;
    const fields = detail instanceof Error ? { err: detail } : detail && typeof detail === "object" ? detail : detail === undefined ? {} : { detail };
    log[level]({ component, ...fields }, message);
  };
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error") };
}
