/**
 * The front of `npm start` keeps shareable answers in memory (src/server/front/response-cache.mjs). It
 * registers itself on globalThis because Next's bundles get their own copy of any module they import.
 */
const RESPONSE_CACHE_GLOBAL = Symbol.for("quillio.response-cache");

/** Drops every kept answer, so each page's next request reaches Next, which has the new content. */
export function purgeResponseCache(): void {
  (globalThis as { [RESPONSE_CACHE_GLOBAL]?: { clear(): void } })[RESPONSE_CACHE_GLOBAL]?.clear();
}
