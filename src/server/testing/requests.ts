import type { Endpoint } from "../api/endpoint";
import { clientHeaders } from "./seal";

const BASE = "http://localhost/api/test";

/** A POST request as a browser's fetch() would send it, as the server hands it to the app (it vouches for the client address). */
export function postRequest(body: unknown, init: { headers?: Record<string, string>; raw?: string; method?: string; path?: string } = {}): Request {
  return new Request(init.path ? new URL(init.path, BASE) : BASE, {
    method: init.method ?? "POST",
    headers: { "content-type": "application/json", ...clientHeaders("203.0.113.7"), ...init.headers },
    body: init.raw ?? JSON.stringify(body),
  });
}

export function getRequest(query: Record<string, string> = {}, headers: Record<string, string> = {}): Request {
  return new Request(`${BASE}?${new URLSearchParams(query)}`, { headers: { ...clientHeaders("203.0.113.7"), ...headers } });
}

/** Calls a route handler; the body is loosely typed so tests can read any answer's fields. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- answers differ per endpoint; tests assert their shape
export async function call(handler: Endpoint, request: Request): Promise<{ status: number; body: any; headers: Headers }> {
  const response = await handler(request);
  return { status: response.status, body: await response.json(), headers: response.headers };
}
