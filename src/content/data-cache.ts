import { unstable_cache } from "next/cache";
import { cache } from "react";

/** Queries already started in this render: one answer per key however many components ask. */
const inFlight = cache(() => new Map<string, Promise<unknown>>());

/** Next's invariant when no incremental cache exists: a script or a unit test, outside the server. */
function outsideNextServer(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("Invariant: incrementalCache missing");
}

/**
 * A content query through Next's data cache, under `key`, tagged with what it depends on. The data cache
 * is the site's one content cache: on disk and in memory for one process, in Redis for several
 * (cache-handler.mjs); `revalidateTag` for any of the tags makes the next read load again and marks the
 * pages that used it for regeneration. A failure is not cached. Outside Next's server the query just runs.
 */
export function taggedQuery<T>(key: string, tags: string[], load: () => Promise<T>): Promise<T> {
  const requests = inFlight();
  const known = requests.get(key) as Promise<T> | undefined;
  if (known) return known;
  const cached = unstable_cache(load, ["content", key], { tags });
  const pending = cached().catch((error: unknown) => {
    if (outsideNextServer(error)) return load();
    throw error;
  });
  requests.set(key, pending);
  return pending;
}
