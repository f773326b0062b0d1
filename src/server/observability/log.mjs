// The server's structured logger (pino): one JSON line per event on standard output, with time, level, message,
// component and, inside a request, its id and route. Plain JavaScript: the production server (scripts/start.mjs),
// the request hook and the front load it outside Next's bundles, and the app's bundles load it too; one logger and
// one request context per process whichever loaded it first. `npm run dev` prints the same events readably.
import { AsyncLocalStorage } from "node:async_hooks";
import { format } from "node:util";
import pino from "pino";

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
  if (!slot.stdout) {
    // A reader that stops reading (a stuck or dead log shipper) fills the pipe: lines wait for it up to
    // OUTPUT_STALL_MS, then the output counts as failed. Retrying for ever kept the process alive after SIGTERM
    // (the exit's flush waited on the full pipe).
    let blockedSince = 0;
    slot.stdout = pino.destination({
      dest: 1,
      sync: false,
      retryEAGAIN: () => {
        blockedSince ||= Date.now();
        return Date.now() - blockedSince < OUTPUT_STALL_MS;
      },
    });
    slot.stdout.on("write", () => (blockedSince = 0));
    // A reader that went away (EPIPE: the log shipper or the terminal is gone) must stop neither the server nor its
    // shutdown: from then on lines are dropped, which standard error says once. Without this, the stream's error
    // surfaced as an uncaught exception and every later line threw, the shutdown's included: SIGTERM never ended it.
    slot.stdout.on("error", (error) => dropOutput(slot, error));
  }
  return slot.stdout;
}

/** How long lines wait for a log reader that stopped reading before they are dropped. */
const OUTPUT_STALL_MS = 5_000;

function dropOutput(slot, error) {
  if (slot.dropped) return;
  slot.dropped = true;
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
 * never throws at its caller: a failed output drops lines (see `stdout`).
 */
function writeLine(line) {
  const slot = destinationSlot();
  if (slot.current) return void slot.current.write(line);
  if (slot.dropped) return;
  try {
    stdout().write(line);
  } catch (error) {
    dropOutput(slot, error);
  }
}

/** The process's logger. */
export const log = (globalThis[LOGGER_KEY] ??= createLogger());

const accessInJson = !wantsPretty(process.env);

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
    `{"level":"info","time":"${new Date().toISOString()}","pid":${process.pid},"requestId":${JSON.stringify(requestId)},"method":${JSON.stringify(method)},` +
      `"route":${JSON.stringify(route)},"status":${status},"durationMs":${durationMs},"msg":"request"}\n`,
  );
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

/** Writes what is buffered (before an exit). */
export function flushLogs() {
  try {
    const slot = destinationSlot();
    if (!slot.dropped) slot.stdout?.flushSync();
  } catch {
    // Nothing buffered, or the stream is already closed.
  }
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
