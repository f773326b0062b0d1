import { processSingleton } from "@/lib/process-singleton";

/**
 * The front of `npm start` keeps shareable answers in memory (src/server/front/response-cache.mjs). It
 * registers itself on globalThis (RESPONSE_CACHE_GLOBAL, "quillio.response-cache") because Next's bundles get their
 * own copy of any module they import.
 */
const responseCache = processSingleton<{ clear(): void }>("response-cache");

/** Drops every kept answer, so each page's next request reaches Next, which has the new content. */
export function purgeResponseCache(): void {
  responseCache.get()?.clear();
}
