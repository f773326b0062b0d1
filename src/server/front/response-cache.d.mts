import type { IncomingMessage, ServerResponse } from "node:http";

export declare const RESPONSE_CACHE_GLOBAL: unique symbol;
export interface CacheContext {
  https: boolean;
  origin: string | null;
  /** A page path: kept only when the proxy named its inputs. */
  page?: boolean;
}
export interface ResponseCache {
  serve(req: IncomingMessage, res: ServerResponse, context: CacheContext): boolean;
  capture(req: IncomingMessage, res: ServerResponse, context: CacheContext): void;
  clear(): void;
  readonly stats: { hits: number; stored: number; cleared: number };
  readonly bytes: number;
  readonly size: number;
}
export declare function preferredEncoding(acceptEncoding: string | string[] | undefined): "br" | "gzip" | "identity";
export declare function sharedLifetime(cacheControl: unknown): number;
export declare function createResponseCache(options?: {
  maxBytes?: number;
  maxEntries?: number;
  maxSeconds?: number;
  /** After a purge, nothing is kept for this long (default 5 s). */
  purgeHoldMs?: number;
  now?: () => number;
  log?: Pick<Console, "error">;
}): ResponseCache;
/** Takes the proxy's x-front-vary header off a response before it is sent. */
export declare function withoutFrontVary(
  res: ServerResponse,
  take?: (value: unknown) => void,
  observe?: { data(chunk: unknown, encoding: unknown): void; ended(): void },
): void;
export declare function responseCacheFromEnv(env?: Record<string, string | undefined>, log?: Pick<Console, "error">): ResponseCache | null;
export declare function decodeBody(body: Buffer, encoding: unknown): Buffer | null;
export declare function encodeBody(body: Buffer, encoding: unknown): Buffer | null;
