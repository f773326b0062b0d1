import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { proxy } from "@/proxy";
import { registerPathLookup } from "@/routing/proxy-lookups";
import { testSeal } from "@/server/testing/seal";
import { GET } from "./route";

describe("GET /api/geo", () => {
  it("answers the visitor's own country, never to be shared, and keeps it for the session", async () => {
    const response = GET(new Request("http://localhost:3000/api/geo", { headers: { "x-nf-geo": btoa(JSON.stringify({ country: { code: "fr" } })) } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ country: "FR" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("set-cookie")).toBe("geo_country=FR; Path=/; SameSite=Lax");
  });

  it("says unknown (EU defaults) without a platform header, and asks for no second look this session", async () => {
    const response = GET(new Request("http://localhost:3000/api/geo"));
    expect(await response.json()).toEqual({ country: null });
    expect(response.headers.get("set-cookie")).toBe("geo_country=XX; Path=/; SameSite=Lax");
  });

  it("marks the cookie Secure when the server vouches for HTTPS, not when a client claims it", async () => {
    const claimed = GET(new Request("http://localhost:3000/api/geo", { headers: { "x-country": "US", "x-forwarded-proto": "https" } }));
    expect(claimed.headers.get("set-cookie")).not.toMatch(/Secure/);
    const vouched = GET(new Request("http://localhost:3000/api/geo", { headers: { "x-country": "US", "x-forwarded-proto": "https", "x-request-seal": testSeal() } }));
    expect(vouched.headers.get("set-cookie")).toBe("geo_country=US; Path=/; SameSite=Lax; Secure");
  });
});

describe("a page through the proxy", () => {
  it("carries no Set-Cookie, whatever country the platform names: pages are cached and shared", async () => {
    registerPathLookup(async () => ({ redirect: null, exists: true }));
    const visitors: Record<string, string>[] = [{ "x-country": "US" }, { "x-country": "DE", cookie: "geo_country=US" }, { cookie: "geo_country=FR" }, {}];
    for (const headers of visitors) {
      const response = await proxy(new NextRequest("http://localhost:3000/pricing/", { headers }));
      expect(response.headers.get("set-cookie"), JSON.stringify(headers)).toBeNull();
      expect(response.headers.get("x-middleware-set-cookie"), JSON.stringify(headers)).toBeNull();
    }
  });
});
