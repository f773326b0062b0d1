export const distDir: string;
export const CACHE_ENTRY_MAX_SECONDS: number;
export const CACHE_MAX_ENTRIES: number;
export function usesRedis(env?: Record<string, string | undefined>): boolean;
export function entryPath(key: string, kind?: string): string | null;
export function knownPaths(manifest: { routes?: Record<string, { srcRoute?: string | null }>; dynamicRoutes?: Record<string, { routeRegex?: string; fallback?: unknown }> }): (path: string) => boolean;
export function expireAge(staleAge: number): number;
export const SITE_ORIGIN_HEADER: string;

/** A handler of @fortedigital/nextjs-cache-handler with `delete` (redis-strings has one). */
export function withKeyCap<H extends { name: string }>(
  handler: H,
  options: { client: unknown; keyPrefix: string; maxKeys?: number; maxSeconds?: number; timeoutMs?: number; now?: () => number },
): H;

export class KeyLedger {
  constructor(maxEntries?: number, log?: { error(message: string, detail?: unknown): void });
  admit(key: string): boolean;
}

export default class SiteCacheHandler {
  constructor(context: unknown, options?: { env?: Record<string, string | undefined>; now?: () => number; ledger?: KeyLedger });
  get(key: string, ctx?: unknown): Promise<unknown>;
  set(key: string, data: unknown, ctx?: unknown): Promise<void>;
  revalidateTag(...args: unknown[]): Promise<void>;
  namesAnotherOrigin(entry: unknown): boolean;
}
