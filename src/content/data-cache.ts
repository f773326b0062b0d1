import { unstable_cache } from "next/cache";
import { cache } from "react";
import { contentRevalidateSeconds } from "./freshness";

/** Queries already started in this render: one answer per key however many components ask. */
const inFlight = cache(() => new Map<string, Promise<unknown>>());

/** Next's invariant when no incremental cache exists: a script or a unit test, outside the server. */
function outsideNextServer(error: unknown): boolean {
  return error instanceof Error && error.message.startsWith("Invariant: incrementalCache missing");
}

/**
 * A content query through Next's data cache, under `key` at content version `version` (the repository's ref the
 * query reads), tagged with what it depends on. The data cache is the site's one content cache: on disk and in
 * memory for one process, in Redis for several (cache-handler.mjs), and kept in `.next/cache` from one build to
 * the next. The version in the key means an answer is only ever served for the content it was read from: after a
 * change, another build or a server starting again asks anew. `revalidateTag` for any of the tags makes the next
 * read load again and marks the pages that used it for regeneration (the webhook, the fast path); without it, an
 * answer is read again after CONTENT_REVALIDATE_SECONDS, and Next gives a page rendered from it no longer a
 * lifetime. A failure is not cached. Outside Next's server the query just runs.
 */
export function taggedQuery<T>(version: string, key: string, tags: string[], load: () => Promise<T>): Promise<T> {
  const requests = inFlight();
  const id = `${version}\0${key}`;
  const known = requests.get(id) as Promise<T> | undefined;
  if (known) return known;
  const cached = unstable_cache(load, ["content", version, key], { tags, revalidate: contentRevalidateSeconds() });
  const pending = cached().catch((error: unknown) => {
    if (outsideNextServer(error)) return load();
    throw error;
  });
  requests.set(id, pending);
  return pending;
}
