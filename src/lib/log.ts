/**
 * The site's one way to log, in every runtime. On a server the structured logger (src/server/observability/log.mjs:
 * JSON lines with time, level, request id and route) registers itself as the backend; in the browser, at Netlify's
 * edge and in scripts that never load it, a line goes to the console. This module imports nothing but the
 * process-singleton helper, so the browser's and the edge's bundles never carry the server's logger.
 */
import { processSingleton } from "./process-singleton";
export type LogLevel = "debug" | "info" | "warn" | "error" | "fatal";
export type LogFields = Record<string, unknown>;
export type LogBackend = (level: LogLevel, component: string, message: string, fields?: LogFields) => void;

export interface Logger {
  debug(message: string, fields?: LogFields): void;
  info(message: string, fields?: LogFields): void;
  warn(message: string, fields?: LogFields): void;
  error(message: string, fields?: LogFields): void;
  fatal(message: string, fields?: LogFields): void;
}

/**
 * Where the server's logger registers itself (one per process, whichever bundle loaded it): log.mjs sets
 * "quillio.log-backend"; tests capture it (src/server/observability/capture.ts).
 */
export const logBackendSlot = processSingleton<LogBackend>("log-backend");

const consoleMethods = { debug: "debug", info: "info", warn: "warn", error: "error", fatal: "error" } as const;

function consoleLine(level: LogLevel, component: string, message: string, fields?: LogFields): void {
  console[consoleMethods[level]](`[${component}] ${message}`, ...(fields && Object.keys(fields).length > 0 ? [fields] : []));
}

/** The server's logger when this process has one (null in the browser, at the edge, in a plain script). */
export function logBackend(): LogBackend | null {
  return logBackendSlot.get() ?? null;
}

/** A component's logger; each call goes to whichever backend is registered at that moment. */
export function logger(component: string): Logger {
  const at = (level: LogLevel) => (message: string, fields?: LogFields) => (logBackend() ?? consoleLine)(level, component, message, fields);
  return { debug: at("debug"), info: at("info"), warn: at("warn"), error: at("error"), fatal: at("fatal") };
}
