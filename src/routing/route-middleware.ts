import { errorMessages } from "@/lib/errors";

/** What a route's middleware may change on the proxy's answer for a request. */
export interface MiddlewareInput {
  searchParams: URLSearchParams;
  headers: Headers;
}
export type RouteMiddleware = (input: MiddlewareInput) => void;

/** The route middleware a route may name in the route table, by name. */
const registry: Record<string, RouteMiddleware> = {
  // The dashboard's key is a password in the URL: kept out of caches and of the Referer of any link followed from the page.
  "private-key": ({ searchParams, headers }) => {
    if (!searchParams.has("key")) return;
    headers.set("cache-control", "private, no-store");
    headers.set("referrer-policy", "no-referrer");
  },
};

/** The middleware of these names, in order; an unknown name is spec 8's "Unknown route middleware: '{name}'". */
export function resolveRouteMiddleware(names: readonly string[], known: Record<string, RouteMiddleware> = registry): RouteMiddleware[] {
  return names.map((name) => {
    const middleware = Object.hasOwn(known, name) ? known[name] : undefined;
    if (!middleware) throw new Error(errorMessages.unknownRouteMiddleware(name));
    return middleware;
  });
}
