import { afterEach, describe, expect, it, vi } from "vitest";
import sitePolicy from "../../../netlify/edge-functions/site-policy";
import { remoteLookup } from "@/routing/proxy-lookups";
import { GET as screenedGet, HEAD as screenedHead } from "@/app/api/screened/route";
import { json } from "@/server/api/endpoint";
import { testSeal } from "@/server/testing/seal";
import { kickOutbox } from "@/server/outbox/worker";
import { withTemporaryDataDir } from "@/server/testing/data-dir";
import { checkFunctionEnvironment, netlifyFunction } from "./function";

withTemporaryDataDir("netlify-test-");

const sha = async (text: string) => `'sha256-${Buffer.from(await crypto.subtle.digest("SHA-256", new TextEncoder().encode(text))).toString("base64")}'`;

describe("the site's Netlify edge function", () => {
  (globalThis as { Netlify?: unknown }).Netlify = undefined;
  afterEach(() => {
    delete (globalThis as { Netlify?: unknown }).Netlify;
  });
  const run = (request: Request, answer: () => Response, env: Record<string, string> = {}) => {
    (globalThis as { Netlify?: unknown }).Netlify = { env: { toObject: () => env } };
    return sitePolicy(request, { next: async () => answer() });
  };

  it("passes the request on without hop-by-hop headers (a visitor's Connection: close must not reach the pooled connection to the origin)", async () => {
    (globalThis as { Netlify?: unknown }).Netlify = { env: { toObject: () => ({}) } };
    const seen: Request[] = [];
    const request = new Request("https://site.example/pricing/", { headers: { connection: "close, x-hop", "keep-alive": "timeout=5", "x-hop": "1", accept: "text/html", cookie: "a=1" } });
    const response = await sitePolicy(request, {
      next: async (forwarded?: Request) => {
        seen.push(forwarded ?? request);
        return new Response("ok", { headers: { "content-type": "text/plain" } });
      },
    });
    expect(response.status).toBe(200);
    const headers = Object.fromEntries(seen[0].headers);
    expect(headers).toEqual({ accept: "text/html", cookie: "a=1" });
    // A request without any passes on as it is.
    await sitePolicy(new Request("https://site.example/pricing/", { headers: { accept: "text/html" } }), { next: async (forwarded?: Request) => (seen.push(forwarded as Request), new Response("ok")) });
    expect(seen[1]).toBeUndefined();
  });

  it("says HSTS over HTTPS, or when SITE_URL is https whatever the hop in front says, as a Node host does", async () => {
    const page = () => new Response("<html></html>", { headers: { "content-type": "text/html" } });
    const plain = await run(new Request("http://localhost:8888/pricing/"), page);
    expect(plain.headers.get("strict-transport-security")).toBeNull();
    expect(plain.headers.get("content-security-policy")).not.toContain("upgrade-insecure-requests");
    const configured = await run(new Request("http://localhost:8888/pricing/"), page, { SITE_URL: "https://www.quillio.example" });
    expect(configured.headers.get("strict-transport-security")).toMatch(/max-age=/);
  });

  it("gives a page the after-paint loader and a CSP with the hashes of exactly its inline scripts, and takes internal headers off", async () => {
    const html = '<html><head><script src="/_next/static/chunks/a.js" async=""></script></head><body><script>boot(1)</script></body></html>';
    const response = await run(new Request("https://site.example/pricing/"), () => new Response(html, { headers: { "content-type": "text/html; charset=utf-8", "x-front-vary": "accept-language", "x-middleware-next": "1" } }));
    const body = await response.text();
    expect(body).not.toContain('async=""');
    const loader = /<script>(\(function\(\)\{var s=.*?)<\/script>/.exec(body)![1];
    const policy = response.headers.get("content-security-policy")!;
    expect(policy).toContain(await sha(loader));
    expect(policy).toContain(await sha("boot(1)"));
    expect(policy).toContain("upgrade-insecure-requests");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
    expect(response.headers.get("x-front-vary")).toBeNull();
    expect(response.headers.get("x-middleware-next")).toBeNull();
  });

  it("refuses what no part of the site answers before anything else sees it", async () => {
    const next = vi.fn(() => new Response("never"));
    const unknown = await run(new Request("https://site.example/", { method: "PROPFIND" }), next);
    expect(unknown.status).toBe(405);
    expect(unknown.headers.get("content-security-policy")).toContain("default-src 'none'");
    const write = await run(new Request("https://site.example/favicon.svg", { method: "POST", body: "x" }), next);
    expect(write.status).toBe(405);
    expect(next).not.toHaveBeenCalled();
  });

  it("keeps the 404 page's status, passes other answers as they are, and sends no policy on a 304", async () => {
    const missing = await run(new Request("https://site.example/fr/not_found/"), () => new Response("<html></html>", { headers: { "content-type": "text/html" } }));
    expect(missing.status).toBe(404);
    const image = new Uint8Array([137, 80, 78, 71]);
    const file = await run(new Request("https://site.example/icon-192.png"), () => new Response(image, { headers: { "content-type": "image/png" } }));
    expect(new Uint8Array(await file.arrayBuffer())).toEqual(image);
    expect(file.headers.get("x-content-type-options")).toBe("nosniff");
    const revalidated = await run(new Request("https://site.example/pricing/"), () => new Response(null, { status: 304, headers: { "content-type": "text/html" } }));
    expect(revalidated.status).toBe(304);
    expect(revalidated.headers.get("content-security-policy")).toBeNull();
  });
});

describe("a Netlify Function over an endpoint", () => {
  it("stops at cold start on a bad variable, naming it (before any request)", () => {
    expect(() => checkFunctionEnvironment({ NODE_ENV: "production", NETLIFY: "true", URL: "https://quillio.netlify.app", SITE_URL: "not a url" })).toThrow(/SITE_URL: /);
    expect(() => checkFunctionEnvironment({ NODE_ENV: "production", NETLIFY: "true", URL: "https://quillio.netlify.app", RATE_LIMIT_STORE: "disk" })).toThrow(/RATE_LIMIT_STORE: /);
    expect(() => checkFunctionEnvironment({ NODE_ENV: "production", NETLIFY: "true", URL: "https://quillio.netlify.app" })).not.toThrow();
  });

  it("answers as the endpoint does, with the security headers, and forwards the outbox through waitUntil", async () => {
    const waited: Promise<unknown>[] = [];
    // A submission's endpoint asks for the outbox to be forwarded; on Netlify that runs once the answer is sent.
    const handler = netlifyFunction(async () => {
      kickOutbox();
      return json({ ok: true }, 201);
    });
    (globalThis as { Netlify?: unknown }).Netlify = { env: { toObject: () => ({}) } };
    const response = await handler(new Request("https://site.example/.netlify/functions/x", { method: "POST" }), { waitUntil: (promise) => waited.push(promise) });
    expect(response.status).toBe(201);
    expect(await response.json()).toEqual({ ok: true });
    expect(response.headers.get("cache-control")).toBe("no-store");
    expect(response.headers.get("content-security-policy")).toContain("default-src 'none'");
    expect(response.headers.get("strict-transport-security")).toMatch(/max-age=/);
    delete (globalThis as { Netlify?: unknown }).Netlify;
    expect(waited).toHaveLength(1);
    await waited[0];
  });
});

describe("/api/screened/", () => {
  it("answers the hook's refusal only on a request sealed by this process, any other with 404", async () => {
    const refusal = JSON.stringify({ status: 405, headers: { "content-type": "application/json", allow: "GET, HEAD" }, body: '{"error":{"code":"method_not_allowed"}}' });
    const sealed = await screenedGet(new Request("http://localhost/api/screened/", { headers: { "x-screened": refusal, "x-request-seal": testSeal() } }));
    expect(sealed.status).toBe(405);
    expect(sealed.headers.get("allow")).toBe("GET, HEAD");
    const head = await screenedHead(new Request("http://localhost/api/screened/", { method: "HEAD", headers: { "x-screened": refusal, "x-request-seal": testSeal() } }));
    expect(head.status).toBe(405);
    expect(await head.text()).toBe("");
    const forged = await screenedGet(new Request("http://localhost/api/screened/", { headers: { "x-screened": refusal, "x-request-seal": "guess" } }));
    expect(forged.status).toBe(404);
    const outOfRange = JSON.stringify({ status: 200, headers: {}, body: "<script>" });
    expect((await screenedGet(new Request("http://localhost/api/screened/", { headers: { "x-screened": outOfRange, "x-request-seal": testSeal() } }))).status).toBe(404);
  });
});

describe("the proxy's lookup over HTTP", () => {
  it("keeps an answer a minute per path, never one asked with a key, and falls back to 'the page decides' on failure", async () => {
    let now = 0;
    const asked: string[] = [];
    const fetcher = (async (url: URL) => {
      asked.push(`${url.pathname}${url.search}`);
      if (url.searchParams.get("path") === "/broken/") return new Response("nope", { status: 503 });
      return Response.json({ redirect: null, exists: url.searchParams.get("path") === "/de/preise/" });
    }) as unknown as typeof fetch;
    const lookup = remoteLookup("https://lookup-test.example", fetcher, () => now);
    vi.spyOn(console, "error").mockImplementation(() => undefined);
    expect(await lookup("/de/preise/", null)).toEqual({ redirect: null, exists: true });
    expect(await lookup("/de/preise/", null)).toEqual({ redirect: null, exists: true });
    expect(asked).toHaveLength(1);
    now = 61_000;
    await lookup("/de/preise/", null);
    expect(asked).toHaveLength(2);
    await lookup("/dashboard/", "secret");
    await lookup("/dashboard/", "secret");
    expect(asked.filter((entry) => entry.includes("key=secret"))).toHaveLength(2);
    expect(await lookup("/broken/", null)).toEqual({ redirect: null, exists: true });
    await lookup("/broken/", null);
    expect(asked.filter((entry) => entry.includes("broken"))).toHaveLength(2);
  });
});
