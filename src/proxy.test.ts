import { NextRequest } from "next/server";
import { afterEach, describe, expect, it, vi } from "vitest";
import { proxy } from "@/proxy";

afterEach(() => vi.unstubAllEnvs());

describe("the proxy's own answers", () => {
  // Netlify's local CLI (and any platform whose edge sees the hop as http) hands the proxy an http URL; the bare 404
  // and redirects never reach the site's edge function or server, so they carry the site's headers themselves.
  it("say HSTS when SITE_URL is https, whatever scheme the hop shows", async () => {
    vi.stubEnv("SITE_URL", "https://www.example.com");
    for (const path of ["/nothing-here.txt", "/blog"]) {
      const response = await proxy(new NextRequest(`http://localhost:3000${path}`));
      expect(response.status, path).toBeGreaterThanOrEqual(300);
      expect(response.headers.get("strict-transport-security"), path).toMatch(/max-age=\d+/);
      expect(response.headers.get("content-security-policy"), path).toMatch(/upgrade-insecure-requests|default-src/);
    }
  });

  it("say no HSTS for a site served over plain http", async () => {
    vi.stubEnv("SITE_URL", "http://localhost:3000");
    const response = await proxy(new NextRequest("http://localhost:3000/nothing-here.txt"));
    expect(response.status).toBe(404);
    expect(response.headers.get("strict-transport-security")).toBeNull();
  });
});
