// Names of the request headers the server vouches for, and of the proxy's hint to the self-hosted front.
// Plain JavaScript with no imports: read by the Node hook (identity.mjs), the app and the proxy (any runtime).

/** The client's address as the server derived it (any incoming one is overwritten or ignored). */
export const CLIENT_ADDRESS_HEADER = "x-client-address";

/** The origin the client asked for, as the server derived it. */
export const PUBLIC_ORIGIN_HEADER = "x-public-origin";

/**
 * A secret of this process, set beside the two headers above by the Node hook: a request that carries
 * it went through this process's own HTTP server, so the headers beside it are the server's, not the client's.
 */
export const REQUEST_SEAL_HEADER = "x-request-seal";

// Its own process-global keys, not processSingleton (src/lib/process-singleton.ts): plain JavaScript, also loaded
// outside Next (scripts/start.mjs, Netlify's edge), which cannot import the TypeScript helper; TypeScript reaches them through it.
/** Where the hook keeps this process's seal (the app reads it from the same process). */
export const REQUEST_SEAL_KEY = Symbol.for("quillio.request-seal");

/**
 * The header the proxy sets on a page's answer when the self-hosted front runs: the request inputs it depends
 * on besides the URL, as `cookie:name` or a header's name. The front's response cache keys the page on them
 * (src/server/front/response-cache.mjs) and never sends it.
 */
export const FRONT_VARY_HEADER = "x-front-vary";

/** Its value when the page depends on nothing but its URL (Next drops a header whose value is empty). */
export const FRONT_VARY_NOTHING = "-";

/** Set on globalThis by the self-hosted front (scripts/start.mjs): only then does the proxy name FRONT_VARY_HEADER. */
export const FRONT_RUNNING_KEY = Symbol.for("quillio.front-running");

/**
 * Set by the Node hook on a request it refused (screen.mjs): the refusal as JSON, answered by
 * /api/screened/ (the request is sent there). Any incoming one is removed.
 */
export const SCREENED_HEADER = "x-screened";

/** The path a refused request is sent to on a Node server. */
export const SCREENED_PATH = "/api/screened/";
