import { processSingleton } from "@/lib/process-singleton";
import { createPrismicClient, prismicSettings } from "./client";
import { directFetch } from "./direct-fetch";
import { logger, type Logger } from "@/lib/log";

/**
 * How long a master ref, once read, is taken as the current one: as long as @prismicio/client itself keeps a
 * repository's answer (spec 9: repository cache 5000 ms). Safe: answers are cached under the ref they were asked with
 * (data-cache.ts), so a ref a few seconds old only means a publication is seen up to 5 s later, never that one
 * version's answer is served for another. It also bounds the cost: at most one request to the repository's root per
 * 5 s and process, however many queries read the cache meanwhile.
 */
export const CONTENT_VERSION_TTL_MS = 5_000;

interface VersionState {
  ref?: string;
  readAt: number;
  pending?: Promise<string>;
  /** The last read failed and the last known ref answers meanwhile. */
  failing?: boolean;
}

export interface ContentVersionSource {
  /** The repository's current master ref (read again once it is older than the TTL). */
  current(): Promise<string>;
  /** Reads it again at the next query (after a publication). */
  forget(): void;
}

/**
 * The content's version, for keying cached answers. One read at a time, kept for `ttlMs`. When the repository cannot
 * be reached the last known ref answers, so what is cached under it is still served (the content system down
 * should not empty the cache); without one, the failure is the query's. A change is logged once.
 */
export function createContentVersionSource({
  read,
  ttlMs = CONTENT_VERSION_TTL_MS,
  now = () => Date.now(),
  log = logger("content"),
  state = { readAt: 0 },
}: {
  read: () => Promise<string>;
  ttlMs?: number;
  now?: () => number;
  log?: Pick<Logger, "info" | "warn">;
  state?: VersionState;
}): ContentVersionSource {
  async function refresh(): Promise<string> {
    try {
      const ref = await read();
      if (state.ref !== undefined && state.ref !== ref) log.info(`new content version ${ref} (was ${state.ref}): its queries are read afresh`, { ref, previous: state.ref });
      if (state.failing) log.info(`the repository answers again, at version ${ref}`, { ref });
      Object.assign(state, { ref, readAt: now(), failing: false });
      return ref;
    } catch (error) {
      if (state.ref === undefined) throw error;
      if (!state.failing) log.warn(`the content version could not be read; version ${state.ref} answers meanwhile`, { ref: state.ref, err: error });
      Object.assign(state, { readAt: now(), failing: true });
      return state.ref;
    }
  }
  return {
    current() {
      if (state.ref !== undefined && now() - state.readAt < ttlMs) return Promise.resolve(state.ref);
      state.pending ??= refresh().finally(() => (state.pending = undefined));
      return state.pending;
    },
    forget() {
      state.readAt = 0;
    },
  };
}

/**
 * The configured repository's master ref, asked of its root (`/api/v2`). The embedded repository answers in-process;
 * any other over Node's own HTTP (direct-fetch.ts), as Next's `fetch` would tie the request to the page rendering.
 */
async function readMasterRef(): Promise<string> {
  const settings = prismicSettings();
  const client = createPrismicClient(settings.repositoryName || settings.remote ? { fetch: directFetch } : {});
  return (await client.getMasterRef()).ref;
}

// One per process (Next bundles pages and route handlers separately): every bundle keys with the same version.
const shared = processSingleton<VersionState>("content-version");
if (!shared.get()) shared.set({ readAt: 0 });
const source = createContentVersionSource({ read: readMasterRef, state: shared.get()! });

/** The version of the content queries read now: the repository's master ref, at most 5 s old. */
export function currentContentVersion(): Promise<string> {
  return source.current();
}

/** After a publication: the next query reads the version again rather than wait out the 5 s. */
export function forgetContentVersion(): void {
  source.forget();
}
