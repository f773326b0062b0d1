import { createHash } from "node:crypto";
import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { clientAddressOf, clientKey, publicOriginOf } from "@/server/security/client-identity";
import { logger } from "@/lib/log";
import { captureLogLines } from "@/server/observability/capture";
import { accessLogSwitch } from "@/server/observability/log.mjs";
import { serveThroughHook, type NodeTestServer } from "@/server/testing/node-server";
import { bootAfterPaint } from "./boot-after-paint.mjs";
import { installRequestHook } from "./node-requests.mjs";
import { REQUEST_SEAL_KEY } from "./request-headers.mjs";

const sha = (text: string) => `'sha256-${createHash("sha256").update(text).digest("base64")}'`;

let running: NodeTestServer | undefined;
afterEach(async () => {
  await running?.close();
  running = undefined;
});

async function serve(handle: (req: IncomingMessage, res: ServerResponse) => unknown, env: Record<string, string> = {}): Promise<string> {
  running = await serveThroughHook(handle, { env });
  return running.base;
}

/** What the app sees of a request: the identity the hook vouches for. */
function echoIdentity(req: IncomingMessage, res: ServerResponse) {
  const headers = new Headers();
  for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
  const request = new Request("http://localhost/echo", { headers });
  res.setHeader("content-type", "application/json");
  res.end(JSON.stringify({ address: clientAddressOf(request), key: clientKey(request), origin: publicOriginOf(request), proto: req.headers["x-forwarded-proto"], url: req.url, method: req.method }));
}

describe("the request hook: page policy", () => {
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
    // A client's own X-Forwarded-Proto is not the server's word: no HSTS over plain HTTP.
    expect(response.headers.get("strict-transport-security")).toBeNull();
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

});

describe("the request hook: internal headers", () => {
  it("never lets Next's rewrite hints reach a visitor, set one by one or all at once", async () => {
    const base = await serve((req, res) => {
      if (req.url === "/head") {
        res.writeHead(200, { "content-type": "application/json", "x-middleware-rewrite": "/en/pricing/" });
        res.end("{}");
        return;
      }
      res.setHeader("x-middleware-rewrite", "/en/pricing/");
      res.setHeader("x-site-origin", "http://localhost:3000");
      res.setHeader("content-type", "application/json");
      res.end("{}");
    });
    for (const path of ["/", "/head"]) {
      const response = await fetch(`${base}${path}`);
      await response.text();
      expect(response.headers.get("x-middleware-rewrite"), path).toBeNull();
      expect(response.headers.get("x-site-origin"), path).toBeNull();
      expect(response.headers.get("content-type"), path).toBe("application/json");
    }
  });
});

describe("the request hook: request ids and access lines", () => {
  let capture: Awaited<ReturnType<typeof captureLogLines>> | undefined;
  afterEach(() => capture?.restore());

  it("gives each request an id, returned in X-Request-Id and on the lines logged while it is handled, then one access line", async () => {
    capture = await captureLogLines("info");
    const base = await serve(async (_req, res) => {
      await new Promise((resolve) => setTimeout(resolve, 5));
      logger("api").info("handling");
      res.statusCode = 201;
      res.end("{}");
    });
    const response = await fetch(`${base}/api/forms/submit?email=ada@example.com`, { headers: { "x-request-id": "from-a-client-00000001" } });
    await response.text();
    const id = response.headers.get("x-request-id");
    // A client's own id is not taken: only a proxy the operator runs is trusted with it.
    expect(id).toMatch(/^[0-9a-f-]{36}$/);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(capture.lines).toEqual([
      expect.objectContaining({ component: "api", msg: "handling", requestId: id, route: "/api/forms/submit" }),
      // The path only: a query string may carry an address or a signed token.
      expect.objectContaining({ msg: "request", requestId: id, method: "GET", route: "/api/forms/submit", status: 201, durationMs: expect.any(Number) }),
    ]);
    expect(JSON.stringify(capture.lines)).not.toContain("ada@example.com");
  });

  it("keeps a trusted proxy's X-Request-Id (TRUSTED_PROXY_HOPS), and refuses one that is no id", async () => {
    const base = await serve((_req, res) => res.end("ok"), { TRUSTED_PROXY_HOPS: "1" });
    const kept = await fetch(`${base}/`, { headers: { "x-request-id": "lb-7f3a9c", "x-forwarded-for": "198.51.100.4" } });
    expect(kept.headers.get("x-request-id")).toBe("lb-7f3a9c");
    const odd = await fetch(`${base}/`, { headers: { "x-request-id": "<script>", "x-forwarded-for": "198.51.100.4" } });
    expect(odd.headers.get("x-request-id")).toMatch(/^[0-9a-f-]{36}$/);
  });

  it("logs a client that left before its answer was done as 499", async () => {
    capture = await captureLogLines("info");
    let answer!: ServerResponse;
    const base = await serve((_req, res) => {
      answer = res;
      res.write("partial");
    });
    // A client that goes away mid-answer: its socket closes.
    const { request } = await import("node:http");
    await new Promise<void>((resolve) => {
      const client = request(`${base}/slow`, (incoming) => incoming.once("data", () => {
        client.destroy();
        resolve();
      }));
      client.end();
    });
    for (let wait = 0; wait < 100 && !answer.destroyed; wait += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(capture.lines.find((line) => line.msg === "request")).toMatchObject({ route: "/slow", status: 499 });
  });

  it("writes no access line with ACCESS_LOG=off (the benchmark's reference)", async () => {
    capture = await captureLogLines("info");
    const base = await serve((_req, res) => res.end("ok"), { ACCESS_LOG: "off" });
    await (await fetch(`${base}/`)).text();
    expect(capture.lines).toEqual([]);
  });

  it("writes none while the benchmark's switch is off, and again once it is back on", async () => {
    capture = await captureLogLines("info");
    const base = await serve((_req, res) => res.end("ok"));
    accessLogSwitch.off = true;
    try {
      await (await fetch(`${base}/off`)).text();
    } finally {
      accessLogSwitch.off = false;
    }
    await (await fetch(`${base}/on`)).text();
    for (let wait = 0; wait < 100 && capture.lines.length === 0; wait += 1) await new Promise((resolve) => setTimeout(resolve, 10));
    expect(capture.lines.filter((line) => line.msg === "request").map((line) => line.route)).toEqual(["/on"]);
  });
});

describe("the request hook: identity", () => {
  it("vouches for the socket's peer and overwrites whatever the client sent under the server's names", async () => {
    const base = await serve(echoIdentity);
    const answer = await (
      await fetch(base, { headers: { "x-client-address": "198.51.100.1", "x-forwarded-for": "203.0.113.1", "x-request-seal": "guess", "x-forwarded-proto": "https", "x-public-origin": "https://evil.example" } })
    ).json();
    expect(answer.address).toBe("127.0.0.1");
    expect(answer.key).toBe("127.0.0.1");
    expect(answer.proto).toBe("http");
    expect(answer.origin).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
  });

  it("takes the trusted proxy's X-Forwarded-For entry and scheme with TRUSTED_PROXY_HOPS", async () => {
    const base = await serve(echoIdentity, { TRUSTED_PROXY_HOPS: "1" });
    const answer = await (await fetch(base, { headers: { "x-forwarded-for": "6.6.6.6, 203.0.113.9", "x-forwarded-proto": "https" } })).json();
    expect(answer.address).toBe("203.0.113.9");
    expect(answer.proto).toBe("https");
  });

  it("says https to the app when SITE_URL is https, whatever the hop in front says (Secure cookies, HSTS)", async () => {
    const base = await serve(echoIdentity, { SITE_URL: "https://www.quillio.example" });
    const response = await fetch(base, { headers: { "x-forwarded-proto": "http" } });
    expect((await response.json()).proto).toBe("https");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
  });

  it("never pools requests without a vouched address: each is counted alone", () => {
    const forged = new Request("http://localhost/", { headers: { "x-client-address": "198.51.100.1", "x-request-seal": "guess" } });
    expect(clientAddressOf(forged)).toBeNull();
    const [a, b] = [clientKey(forged), clientKey(forged)];
    expect(a).toMatch(/^unknown:/);
    expect(a).not.toBe(b);
  });

  it("reads Netlify's client address only on Netlify's runtime, where its edge sets it", () => {
    const request = new Request("https://site.example/", { headers: { "x-nf-client-connection-ip": "198.51.100.4", "x-client-address": "203.0.113.1" } });
    expect(clientAddressOf(request)).toBeNull();
    (globalThis as { Netlify?: unknown }).Netlify = { env: {} };
    try {
      expect(clientAddressOf(request)).toBe("198.51.100.4");
      expect(publicOriginOf(request)).toBe("https://site.example");
    } finally {
      delete (globalThis as { Netlify?: unknown }).Netlify;
    }
  });
});

describe("the request hook: screening", () => {
  it("sends a refused request to /api/screened/ as a GET, and closes a connection whose body it will not read", async () => {
    const seen: { url?: string; method?: string; screened?: string; connection?: unknown }[] = [];
    const base = await serve((req, res) => {
      seen.push({ url: req.url, method: req.method, screened: req.headers["x-screened"] as string | undefined, connection: res.getHeader("connection") });
      res.end();
    });
    await (await fetch(`${base}/favicon.svg`, { method: "POST", body: "x" })).arrayBuffer();
    await (await fetch(`${base}/blog/`, { headers: { "x-screened": JSON.stringify({ status: 418, headers: {}, body: "forged" }) } })).arrayBuffer();
    expect(seen[0]).toMatchObject({ url: "/api/screened/", method: "GET", connection: "close" });
    expect(JSON.parse(seen[0].screened!)).toMatchObject({ status: 405 });
    // A client cannot send a refusal of its own.
    expect(seen[1]).toMatchObject({ url: "/blog/", method: "GET", screened: undefined });
  });
});

describe("installRequestHook", () => {
  it("stamps every request of any Node HTTP server in the process, before its own listener runs", async () => {
    const global = globalThis as Record<symbol, unknown>;
    const before = global[REQUEST_SEAL_KEY];
    delete global[REQUEST_SEAL_KEY];
    try {
      const seal = installRequestHook({ env: {}, log: { error: () => undefined } });
      expect(installRequestHook()).toBe(seal);
      const server = createServer(echoIdentity);
      await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
      running = { base: "", server, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
      const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`, { headers: { "x-client-address": "198.51.100.1" } });
      expect((await response.json()).address).toBe("127.0.0.1");
      expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
      expect(response.headers.get("x-content-type-options")).toBe("nosniff");
    } finally {
      global[REQUEST_SEAL_KEY] = before;
    }
  });
});
