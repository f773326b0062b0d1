import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { testSeal } from "@/server/testing/seal";
import { requestIsHttps } from "./request-scheme";

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, "http://localhost:3000"), { headers });
}

describe("the request's scheme", () => {
  it("never takes a client's own X-Forwarded-Proto: only the server's, Netlify's URL or an https SITE_URL", async () => {
    const forged = request("/", { "x-forwarded-proto": "https" });
    expect(requestIsHttps(forged, {})).toBe(false);
    expect(requestIsHttps(request("/", { "x-forwarded-proto": "https", "x-request-seal": "guess" }), {})).toBe(false);
    expect(requestIsHttps(request("/", { "x-forwarded-proto": "https", "x-request-seal": testSeal() }), {})).toBe(true);
    expect(requestIsHttps(forged, { SITE_URL: "https://www.quillio.example" })).toBe(true);
    (globalThis as { Netlify?: unknown }).Netlify = { env: {} };
    try {
      expect(requestIsHttps(forged, {})).toBe(false);
      expect(requestIsHttps(new NextRequest("https://site.example/"), {})).toBe(true);
    } finally {
      delete (globalThis as { Netlify?: unknown }).Netlify;
    }
  });
});
