// What the proxy asks of the content for a page path: a redirect the marketing team keeps, and whether the
// document the path names exists. The proxy itself stays lean (no content client, database or Node module in its
// bundle: on Netlify it is an edge function): a Node server of the site registers the lookup in process
// (instrumentation-node.ts); anywhere else the proxy asks the site's own /api/routing/ and keeps answers a minute.
import { logger } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";

const log = logger("proxy");

export interface PathLookup {
  redirect: { to: string; status: number } | null;
  exists: boolean;
}

export type LookupPath = (pathname: string, key: string | null) => Promise<PathLookup>;

const registeredLookup = processSingleton<LookupPath>("path-lookup");

/** Called by the Node server's start-up: the proxy then answers from this process's own tables. */
export function registerPathLookup(lookup: LookupPath): void {
  registeredLookup.set(lookup);
}

/** How long an answer from /api/routing/ is kept, and how many are. */
export const REMOTE_LOOKUP_TTL_MS = 60_000;
const REMOTE_LOOKUP_MAX = 2_000;
const REMOTE_LOOKUP_TIMEOUT_MS = 5_000;

/** When the content cannot be asked: no redirect, and the page decides whether its document exists. */
const UNKNOWN: PathLookup = { redirect: null, exists: true };

const remembered = new Map<string, { at: number; answer: Promise<PathLookup> }>();

function isPathLookup(value: unknown): value is PathLookup {
  if (!value || typeof value !== "object") return false;
  const { redirect, exists } = value as Record<string, unknown>;
  const redirectOk =
    redirect === null ||
    (typeof redirect === "object" && typeof (redirect as Record<string, unknown>).to === "string" && Number.isInteger((redirect as Record<string, unknown>).status));
  return typeof exists === "boolean" && redirectOk;
}

/** The lookup over HTTP, answers kept per isolate for REMOTE_LOOKUP_TTL_MS (a publication shows within a minute). */
export function remoteLookup(origin: string, fetcher: typeof fetch = fetch, now = Date.now): LookupPath {
  return (pathname, key) => {
    const id = `${origin}|${pathname}|${key ?? ""}`;
    const kept = remembered.get(id);
    if (kept && now() - kept.at < REMOTE_LOOKUP_TTL_MS) return kept.answer;
    const query = new URLSearchParams({ path: pathname, ...(key === null ? {} : { key }) });
    const answer = fetcher(new URL(`/api/routing/?${query}`, origin), { headers: { accept: "application/json", "accept-encoding": "identity" }, signal: AbortSignal.timeout(REMOTE_LOOKUP_TIMEOUT_MS) })
      .then(async (response) => {
        const body: unknown = response.ok ? await response.json() : null;
        if (!isPathLookup(body)) throw new Error(`/api/routing/ answered ${response.status}`);
        return body;
      })
      .catch((error: unknown) => {
        log.error("the content could not be asked about a path", { err: error });
        remembered.delete(id);
        return UNKNOWN;
      });
    // A key is a password: its answers are not kept.
    if (key === null) {
      if (remembered.size >= REMOTE_LOOKUP_MAX) remembered.delete(remembered.keys().next().value as string);
      remembered.set(id, { at: now(), answer });
    }
    return answer;
  };
}

/** The lookup this proxy uses: the process's own, or the site's endpoint at `origin`. */
export function pathLookup(origin: string): LookupPath {
  const registered = registeredLookup.get();
  return typeof registered === "function" ? registered : remoteLookup(origin);
}
