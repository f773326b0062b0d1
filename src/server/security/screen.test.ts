import { describe, expect, it } from "vitest";
import { screenRequest } from "./screen.mjs";

describe("screenRequest", () => {
  const screen = (method: string, url: string, headers: Record<string, string> = {}) => screenRequest({ method, url, headers });

  it("answers unknown methods 405 with Allow", () => {
    for (const method of ["TRACE", "PROPFIND", "CONNECT", "FOO"]) {
      const answer = screen(method, "/");
      expect(answer?.status).toBe(405);
      expect(answer?.headers.allow).toContain("GET");
    }
    expect(screen("GET", "/")).toBeNull();
  });

  it("refuses malformed paths, writes to files and bad image requests", () => {
    expect(screen("GET", "/favicon.svg%zz")?.status).toBe(400);
    expect(screen("GET", "/blog/%zz/"), "a page path gets the 404 page from the proxy").toBeNull();
    expect(screen("GET", "/_next/static/%zz")?.status).toBe(400);
    expect(screen("GET", "/_next/image%zz")?.status).toBe(400);
    expect(screen("POST", "/favicon.svg")?.status).toBe(405);
    expect(screen("POST", "/favicon.svg/.")?.status).toBe(405);
    expect(screen("PUT", "/x/%2e%2e/robots.txt/")?.status).toBe(405);
    expect(screen("GET", "/_next/x/../image/?url=/etc/passwd&w=1")?.status).toBe(400);
    expect(screen("DELETE", "/_next/static/chunks/a.js")).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } });
    // A form POST to Next's own paths would be read as a server action and end in Next's 500.
    expect(screen("POST", "/_next/data/x/index.json/+/_next")).toMatchObject({ status: 405, headers: { allow: "GET, HEAD" } });
    expect(screen("POST", "/_next/x/../data/x")?.status).toBe(405);
    expect(screen("GET", "/_next/image?url=/etc/passwd&w=640&q=75")?.status).toBe(400);
    expect(screen("GET", "/_next/image?url=https://evil.example/a.png&w=640&q=75")?.status).toBe(400);
    expect(screen("GET", "/_next/image?url=%2Fcontent-assets%2Fa.png&w=640&q=75")).toBeNull();
    expect(screen("GET", "/_next/image?url=https%3A%2F%2Fimages.prismic.io%2Frepo%2Fa.png&w=640&q=75")).toBeNull();
    expect(screen("GET", "/_next/image?url=%zz&w=1")?.status).toBe(400);
    expect(screen("GET", "/_next/imagefoo")?.status).toBe(404);
  });

  it("refuses declared bodies over the largest endpoint limit before anything reads them", () => {
    expect(screen("POST", "/api/forms/submit", { "content-length": String(10 * 1024 * 1024) })?.status).toBe(413);
    expect(screen("POST", "/api/forms/submit", { "content-length": "12abc" })?.status).toBe(400);
    expect(screen("POST", "/api/forms/submit", { "content-length": "100" })).toBeNull();
  });
});
