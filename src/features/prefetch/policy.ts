/**
 * Spec 9's prefetch policy: at most 4 route preloads at once, of same-site page links only (when and for whom
 * preloading starts at all: gate.ts).
 */
export const MAX_CONCURRENT_PREFETCHES = 4;
/** A preload whose answer was never seen (already cached, or the observer missed it) frees its slot after this. */
export const PREFETCH_SLOT_TIMEOUT_MS = 4000;

const FILE = /\.[a-z0-9]+$/i;
const NOT_PAGES = /^\/(?:api|_next|builds|\.netlify|embedded-prismic|content-assets|preview|exit-preview)(?:\/|$)/;

/** The path of a link worth preloading: a page of this site other than the current one; null otherwise. */
export function prefetchablePath(anchor: { href: string; target?: string; hasAttribute(name: string): boolean }, location: { origin: string; pathname: string }): string | null {
  if (anchor.hasAttribute("download") || (anchor.target && anchor.target !== "_self")) return null;
  let url: URL;
  try {
    url = new URL(anchor.href, location.origin);
  } catch {
    return null;
  }
  if (url.origin !== location.origin || url.pathname === location.pathname) return null;
  if (NOT_PAGES.test(url.pathname) || FILE.test(url.pathname)) return null;
  return `${url.pathname}${url.search}`;
}

/**
 * Runs `prefetch` for each path added, once per path, at most `maxConcurrent` at a time; a path
 * waits in order for a free slot.
 */
export function createPrefetchQueue(prefetch: (path: string) => Promise<void>, maxConcurrent = MAX_CONCURRENT_PREFETCHES) {
  const seen = new Set<string>();
  const waiting: string[] = [];
  let running = 0;
  const pump = () => {
    while (running < maxConcurrent && waiting.length > 0) {
      const path = waiting.shift()!;
      running += 1;
      void prefetch(path)
        .catch(() => undefined)
        .finally(() => {
          running -= 1;
          pump();
        });
    }
  };
  return {
    add(path: string) {
      if (seen.has(path)) return;
      seen.add(path);
      waiting.push(path);
      pump();
    },
    get running() {
      return running;
    },
    get waiting() {
      return waiting.length;
    },
  };
}
