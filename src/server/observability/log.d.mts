import type { AsyncLocalStorage } from "node:async_hooks";
import type { Logger } from "pino";

type Env = Record<string, string | undefined>;

export interface RequestContext {
  requestId: string;
  method: string;
  route: string;
}

export declare const LOG_LEVELS: readonly string[];
export declare const requestContext: AsyncLocalStorage<RequestContext>;
export declare function logLevel(env?: Env): string;
export declare const log: Logger;
export declare function logAccess(fields: { requestId: string; method: string; route: string; status: number; durationMs: number }): void;
export declare function setLogDestination(stream: { write(line: string): unknown } | null): void;
export declare function flushLogs(): void;
export declare function endLogs(): Promise<void>;
export declare function withRequestContext<T>(context: RequestContext, task: () => T): T;
export declare function captureConsole(): void;
export interface ComponentLog {
  debug(message: string, detail?: unknown): void;
  info(message: string, detail?: unknown): void;
  warn(message: string, detail?: unknown): void;
  error(message: string, detail?: unknown): void;
}
export declare function componentLog(component: string): ComponentLog;
export declare const accessLogSwitch: { off: boolean };
