import { describe, expect, it } from "vitest";
import { resolveRouteMiddleware } from "./route-middleware";
import { getRoute, routes } from "./routes";

describe("route middleware", () => {
  it("resolves every name the route table uses: a misspelt one fails here, not in a visitor's request", () => {
    const named = routes.flatMap((route) => route.middleware ?? []);
    expect(named).toContain("private-key");
    expect(resolveRouteMiddleware(named)).toHaveLength(named.length);
  });

  it("names an unknown middleware as spec 8 words it", () => {
    expect(() => resolveRouteMiddleware(["private-key", "auth"])).toThrow(new Error("Unknown route middleware: 'auth'"));
    // Names of Object's own properties are not middleware either.
    expect(() => resolveRouteMiddleware(["toString"])).toThrow("Unknown route middleware: 'toString'");
  });

  it("private-key keeps a dashboard answer out of caches and referrers only when a key is given", () => {
    const [privateKey] = resolveRouteMiddleware(getRoute("redemption_dashboard").middleware ?? []);
    const withKey = new Headers({ "cache-control": "public, max-age=60" });
    privateKey({ searchParams: new URLSearchParams("key=abc"), headers: withKey });
    expect(Object.fromEntries(withKey)).toEqual({ "cache-control": "private, no-store", "referrer-policy": "no-referrer" });
    const withoutKey = new Headers({ "cache-control": "public, max-age=60" });
    privateKey({ searchParams: new URLSearchParams(), headers: withoutKey });
    expect(Object.fromEntries(withoutKey)).toEqual({ "cache-control": "public, max-age=60" });
  });
});
