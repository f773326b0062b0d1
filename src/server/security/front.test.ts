import { createHash } from "node:crypto";
import { createServer, type Server } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { bootAfterPaint } from "./boot-after-paint.mjs";
import { createFrontHandler, screenRequest } from "./front.mjs";
import { contentSecurityPolicy, inlineScriptHashes, isHttps, isSimulatorPath, securityHeaders, SIMULATOR_FRAME_ANCESTORS } from "./policy.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

describe("policy", () => {
  it("hashes inline scripts only, not external scripts or JSON-LD", () => {
    const html = `<script src="/a.js"></script><script>self.__next_f.push([1,"x"])</script><script type="application/ld+json">{"a":1}</script><script id="x" type="module">go()</script>`;
    expect(inlineScriptHashes(html)).toEqual([sha('self.__next_f.push([1,"x"])'), sha("go()")]);
  });

  it("never allows inline scripts without a hash, and allows third parties only when configured", () => {
    const bare = contentSecurityPolicy({ env: {} });
    expect(bare).toContain("default-src 'none'");
    expect(bare).toMatch(/script-src 'self' https:\/\/fast\.wistia/);
    expect(bare).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(bare).not.toContain("googletagmanager");
    expect(bare).not.toContain("chilipiper");
    expect(bare).toMatch(/frame-ancestors 'self'(;|$)/);
    const configured = contentSecurityPolicy({
      env: { GTM_ID: "GTM-ABC123", AMPLITUDE_API_KEY: "k", DATADOG_CLIENT_TOKEN: "t", MARKETO_ACCOUNT_ID: "123-ABC-456", CHILIPIPER_DOMAIN: "acme", PRISMIC_REPOSITORY_NAME: "acme" },
      scriptHashes: ["'sha256-abc'"],
      https: true,
    });
    for (const host of ["https://www.googletagmanager.com", "https://api2.amplitude.com", "https://*.browser-intake-datadoghq.com", "https://*.marketo.com", "https://js.chilipiper.com", "'sha256-abc'"]) {
      expect(configured).toContain(host);
    }
    expect(configured).toContain("frame-ancestors 'self' https://*.prismic.io");
    expect(configured).toContain("upgrade-insecure-requests");
  });

  it("lets Slice Machine and Prismic frame the slice simulator, and nothing else frame any other path", () => {
    expect(isSimulatorPath("/slice-simulator/")).toBe(true);
    expect(isSimulatorPath("/slice-simulator?state=x")).toBe(true);
    expect(isSimulatorPath("/slice-simulator-not/")).toBe(false);
    expect(isSimulatorPath("/blog/")).toBe(false);
    expect(securityHeaders()["X-Frame-Options"]).toBe("SAMEORIGIN");
    expect(securityHeaders({ framable: true })["X-Frame-Options"]).toBeUndefined();
    expect(contentSecurityPolicy({ env: {} })).toMatch(/frame-ancestors 'self'(;|$)/);
    expect(contentSecurityPolicy({ env: {}, frameAncestors: SIMULATOR_FRAME_ANCESTORS })).toContain("frame-ancestors 'self' http://localhost:9999 https://*.prismic.io");
  });

  it("sends HSTS only over HTTPS: a trusted proxy's X-Forwarded-Proto, else SITE_URL", () => {
    expect(isHttps("https", {})).toBe(true);
    expect(isHttps("http", { SITE_URL: "https://www.example.com" })).toBe(false);
    expect(isHttps(undefined, { SITE_URL: "https://www.example.com" })).toBe(true);
    expect(isHttps(undefined, {})).toBe(false);
    expect(securityHeaders({ https: true })["Strict-Transport-Security"]).toMatch(/max-age=\d{8}/);
    expect(securityHeaders({ https: false })).not.toHaveProperty("Strict-Transport-Security");
  });
});

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

describe("createFrontHandler", () => {
  let server: Server | undefined;
  afterEach(() => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())));

  async function serve(handle: Parameters<typeof createFrontHandler>[0]): Promise<string> {
    // Without the response cache (response-cache.test.ts): each request reaches the handler.
    server = createServer(createFrontHandler(handle, { env: {}, log: { error: () => undefined }, cache: null }));
    await new Promise<void>((resolve) => server!.listen(0, "127.0.0.1", resolve));
    return `http://127.0.0.1:${(server!.address() as AddressInfo).port}`;
  }

  it("puts the hashes of a page's inline scripts in its CSP, also when the page is compressed", async () => {
    const html = "<!doctype html><html><body><script>boot(1)</script></body></html>";
    const base = await serve((req, res) => {
      const gzip = req.url === "/gz";
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", ...(gzip ? { "content-encoding": "gzip" } : {}) });
      const body = gzip ? gzipSync(html) : Buffer.from(html);
      res.write(body.subarray(0, 10));
      res.end(body.subarray(10));
    });
    for (const path of ["/", "/gz"]) {
      const response = await fetch(`${base}${path}`);
      expect(await response.text()).toBe(html);
      expect(response.headers.get("content-security-policy")).toContain(sha("boot(1)"));
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
      expect(response.headers.get("referrer-policy")).toBe("strict-origin-when-cross-origin");
    }
  });

  it("sends a page's bootstrap scripts through the after-paint loader, hashed in its CSP, compressed as it came", async () => {
    const html = '<!doctype html><html><head><script src="/_next/static/chunks/main.js" async=""></script></head><body><script>boot(1)</script></body></html>';
    const base = await serve((req, res) => {
      const body = gzipSync(html);
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", "content-encoding": "gzip", "content-length": body.length });
      res.end(req.method === "HEAD" ? undefined : body);
    });
    const response = await fetch(base);
    const sent = await response.text();
    expect(response.headers.get("content-encoding")).toBe("gzip");
    expect(sent).toBe(bootAfterPaint(html));
    expect(sent).not.toContain('async=""');
    const loader = /<script>(\(function\(\)\{var s=.*?)<\/script>/.exec(sent)![1];
    expect(response.headers.get("content-security-policy")).toContain(sha(loader));
    expect(response.headers.get("content-security-policy")).toContain(sha("boot(1)"));
    // HEAD has no body to rewrite: it claims no length rather than the length of Next's page.
    const head = await fetch(base, { method: "HEAD" });
    expect(head.headers.get("content-length")).toBeNull();
  });

  it("hashes a page once per ETag, and a changed page (another ETag) again", async () => {
    let version = 1;
    const base = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "text/html; charset=utf-8", etag: `"page-v${version}"` });
      res.end(`<html><body><script>boot(${version})</script></body></html>`);
    });
    const policies = [];
    for (const next of [1, 1, 2]) {
      version = next;
      const response = await fetch(base);
      await response.text();
      policies.push(response.headers.get("content-security-policy"));
    }
    expect(policies[0]).toContain(sha("boot(1)"));
    expect(policies[1]).toBe(policies[0]);
    expect(policies[2]).toContain(sha("boot(2)"));
    expect(policies[2]).not.toContain(sha("boot(1)"));
  });

  it("gives pages a short shared-cache life with stale-while-revalidate, a missing page a minute, and keeps private pages private", async () => {
    const base = await serve((req, res) => {
      const status = req.url === "/missing" ? 404 : 200;
      const cacheControl = req.url === "/key" ? "private, no-store" : "s-maxage=31536000";
      res.writeHead(status, { "content-type": "text/html; charset=utf-8", "cache-control": cacheControl });
      res.end("<html></html>");
    });
    const header = async (path: string) => (await fetch(`${base}${path}`)).headers.get("cache-control");
    expect(await header("/")).toBe("public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=86400");
    expect(await header("/missing")).toBe("public, max-age=0, s-maxage=60");
    expect(await header("/key")).toBe("private, no-store");
  });

  it("passes other responses through with the headers and the policy without hashes", async () => {
    const base = await serve((_req, res) => {
      res.setHeader("content-type", "application/json");
      res.end("{}");
    });
    const response = await fetch(base, { headers: { "x-forwarded-proto": "https" } });
    expect(await response.text()).toBe("{}");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
  });

  it("sends no policy on a 304, so the cached page keeps the one with its hashes", async () => {
    const base = await serve((_req, res) => {
      res.writeHead(304, { "content-type": "text/html; charset=utf-8", etag: '"x"' });
      res.end();
    });
    const response = await fetch(base, { headers: { "if-none-match": '"x"' } });
    expect(response.status).toBe(304);
    expect(response.headers.get("content-security-policy")).toBeNull();
    expect(response.headers.get("x-content-type-options")).toBe("nosniff");
  });

  it("answers 503 without details when the handler throws", async () => {
    const base = await serve(async () => {
      throw new Error("/secret/path.ts exploded");
    });
    const response = await fetch(base);
    expect(response.status).toBe(503);
    expect(await response.text()).not.toContain("secret");
  });
});
