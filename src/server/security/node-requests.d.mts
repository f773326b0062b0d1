import type { IncomingMessage, ServerResponse } from "node:http";
type Env = Record<string, string | undefined>;
export declare const REQUEST_POLICY: unique symbol;
export declare function stampRequest(request: Pick<IncomingMessage, "headers" | "socket">, seal: string, env?: Env): boolean;
export declare function handleRequestStart(request: IncomingMessage, response: ServerResponse, options: { seal: string; env?: Env; log?: { error(message: string, detail?: unknown): void }; frontRunning?: boolean }): void;
export declare function installRequestHook(options?: { env?: Env; log?: { error(message: string, detail?: unknown): void } }): string;
export declare const REQUEST_METRICS_KEY: unique symbol;
export declare function requestIdOf(request: Pick<IncomingMessage, "headers">, env?: Env): string;
