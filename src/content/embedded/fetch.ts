import { createEmbeddedHandler, type EmbeddedHandlerOptions } from "./handler";

/** The embedded repository's document API endpoint. `.invalid` never resolves: nothing leaves the process. */
export const EMBEDDED_PRISMIC_ENDPOINT = "https://embedded.prismic.invalid/api/v2";

export interface EmbeddedFetchOptions extends EmbeddedHandlerOptions {
  /** Endpoint the fetch answers for (default `EMBEDDED_PRISMIC_ENDPOINT`). */
  endpoint?: string;
}

/**
 * A `fetch` for @prismicio/client that answers its requests to the embedded endpoint from
 * `content/` in-process. Any other URL fails like an unreachable host.
 */
export function createEmbeddedFetch(options: EmbeddedFetchOptions = {}) {
  const endpoint = new URL(options.endpoint ?? EMBEDDED_PRISMIC_ENDPOINT);
  const handler = createEmbeddedHandler(options);
  return async function embeddedFetch(input: string | URL | Request, init?: { method?: string; signal?: AbortSignal | null }): Promise<Response> {
    const url = new URL(typeof input === "string" || input instanceof URL ? input : input.url);
    if (url.origin !== endpoint.origin || !url.pathname.startsWith(endpoint.pathname)) {
      throw new TypeError(`fetch failed: ${url.origin}${url.pathname} is not the embedded Prismic repository`);
    }
    init?.signal?.throwIfAborted();
    const method = init?.method ?? (input instanceof Request ? input.method : "GET");
    const response = await handler(new Request(url, { method }));
    // A constructed Response has an empty `url`; the client reports it in its errors.
    Object.defineProperty(response, "url", { value: url.toString() });
    return response;
  };
}
