import type { IncomingMessage, ServerResponse } from "node:http";
type Env = Record<string, string | undefined>;
export declare const REQUEST_POLICY: unique symbol;
export declare function stampRequest(request: Pick<IncomingMessage, "headers" | "socket">, seal: string, env?: Env): boolean;
export declare function handleRequestStart(request: IncomingMessage, response: ServerResponse, options: { seal: string; env?: Env; log?: Pick<Console, "error">; frontRunning?: boolean }): void;
export declare function installRequestHook(options?: { env?: Env; log?: Pick<Console, "error"> }): string;
