/** A page reloads itself at most once per path per 10 seconds (new build or chunk-load failure). */
export const RELOAD_GUARD_MS = 10_000;

const key = (path: string) => `reload-guard:${path}`;

export function canReload(path: string, storage: Pick<Storage, "getItem">, now = Date.now()): boolean {
  const stored = storage.getItem(key(path));
  const last = stored === null ? Number.NaN : Number(stored);
  return !Number.isFinite(last) || now - last >= RELOAD_GUARD_MS;
}

export function markReload(path: string, storage: Pick<Storage, "setItem">, now = Date.now()): void {
  storage.setItem(key(path), String(now));
}

/** Errors a stale deployment causes when the browser asks for a chunk the new build no longer has. */
export function isChunkLoadError(reason: unknown): boolean {
  const text = reason instanceof Error ? `${reason.name} ${reason.message}` : String(reason ?? "");
  return /ChunkLoadError|Loading chunk [\w-]+ failed|Failed to fetch dynamically imported module|error loading dynamically imported module/i.test(text);
}
