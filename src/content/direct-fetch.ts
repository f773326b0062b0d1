import { request as httpRequest, type IncomingHttpHeaders } from "node:http";
import { request as httpsRequest } from "node:https";
import { OUTBOUND_TIMEOUT_MS } from "@/server/integrations/http";

/** Statuses whose answer has no body (a Response refuses one). */
const BODILESS = new Set([204, 205, 304]);

function responseHeaders(headers: IncomingHttpHeaders): Headers {
  const result = new Headers();
  for (const [name, value] of Object.entries(headers)) {
    for (const one of Array.isArray(value) ? value : value === undefined ? [] : [value]) result.append(name, one);
  }
  return result;
}

/**
 * A GET over Node's own HTTP client, for @prismicio/client's `fetch` option. Next patches the global `fetch` and
 * counts a request made while a page renders as part of that page: a `no-store` one makes the page dynamic, and one
 * without cache options is kept in the build's fetch cache, which the next build (keeping `.next/cache`) answers
 * from. The repository's current ref must be asked fresh and leave the page static, so it goes around Next.
 * Aborted after OUTBOUND_TIMEOUT_MS, like every outbound call.
 */
export function directFetch(input: string | URL, init: { method?: string; headers?: HeadersInit; signal?: AbortSignal | null } = {}): Promise<Response> {
  const url = new URL(input);
  const send = url.protocol === "https:" ? httpsRequest : httpRequest;
  return new Promise((resolve, reject) => {
    const request = send(
      url,
      {
        method: init.method ?? "GET",
        headers: Object.fromEntries(new Headers(init.headers)),
        signal: init.signal ?? undefined,
        timeout: OUTBOUND_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on("data", (chunk: Buffer) => chunks.push(chunk));
        response.on("error", reject);
        response.on("end", () => {
          const status = response.statusCode ?? 502;
          resolve(new Response(BODILESS.has(status) ? null : Buffer.concat(chunks), { status, headers: responseHeaders(response.headers) }));
        });
      },
    );
    request.on("timeout", () => request.destroy(new Error(`fetch failed: ${url.origin} did not answer within ${OUTBOUND_TIMEOUT_MS} ms`)));
    request.on("error", reject);
    request.end();
  });
}
