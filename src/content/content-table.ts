import { processSingleton } from "@/lib/process-singleton";
import { logger } from "@/lib/log";

const log = logger("content");

interface State<T> {
  value: Promise<T>;
  /** The value has arrived (or the fallback, after a failure). */
  settled: boolean;
  /** When the value should be read again (in the background: until then the old one keeps answering). */
  staleAt: number;
  refreshing: boolean;
}

export interface ContentTable<T> {
  /** The table: loaded on first use, then served from memory and refreshed in the background when stale. */
  get(now?: number): Promise<T>;
  /** Forgets it (the revalidation webhook): the next use reads the content again and waits for it. */
  clear(): void;
  /** Whether a table is there to answer at once (a stale one included): false while the first one loads. */
  ready(): boolean;
}

/**
 * Something the proxy needs per request but derives from all the content (the redirects, the routable
 * documents), kept once per process. A stale table keeps answering while the next one loads, so no
 * request waits on the content system after the first; a failed load keeps the previous table, or
 * gives `fallback` and is tried again after `retryMs`.
 */
export function contentTable<T>({ name, load, ttlMs, retryMs = 5_000, fallback }: { name: string; load: () => Promise<T>; ttlMs: number; retryMs?: number; fallback: T }): ContentTable<T> {
  const shared = processSingleton<State<T>>(`content-table.${name}`);

  function start(previous: Promise<T> | null, now: number): State<T> {
    const state: State<T> = { value: Promise.resolve(fallback), settled: false, staleAt: now + ttlMs, refreshing: false };
    state.value = load()
      .catch(async (error: unknown) => {
        log.error(`${name} could not be loaded from the content; ${previous ? "the previous one stays" : "a fallback answers"}`, { table: name, err: error });
        state.staleAt = Date.now() + retryMs;
        return previous ? await previous : fallback;
      })
      .finally(() => (state.settled = true));
    return state;
  }

  return {
    async get(now = Date.now()) {
      const current = shared.get();
      if (!current) {
        const state = start(null, now);
        shared.set(state);
        return state.value;
      }
      if (current.staleAt <= now && !current.refreshing) {
        current.refreshing = true;
        const next = start(current.value, now);
        // The new table replaces the old one once it is there (unless the webhook cleared both meanwhile).
        void next.value.finally(() => {
          if (shared.get() === current) shared.set(next);
        });
      }
      return current.value;
    },
    clear() {
      shared.set(undefined);
    },
    ready() {
      return shared.get()?.settled === true;
    },
  };
}
