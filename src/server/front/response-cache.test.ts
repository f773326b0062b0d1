import type { IncomingMessage, ServerResponse } from "node:http";
import { brotliDecompressSync, gunzipSync, gzipSync } from "node:zlib";
import { afterEach, describe, expect, it } from "vitest";
import { purgeResponseCache } from "@/server/response-cache";
import { FRONT_VARY_HEADER, FRONT_VARY_NOTHING } from "../security/request-headers.mjs";
import { serveThroughHook, type NodeTestServer } from "@/server/testing/node-server";
import { createResponseCache, preferredEncoding, responseCacheFromEnv, sharedLifetime, type ResponseCache } from "./response-cache.mjs";

const PAGE = `<!doctype html><html><body><script>boot(1)</script>${"<p>Managers as coaches</p>".repeat(200)}</body></html>`;
const PAGE_HEADERS = {
  "content-type": "text/html; charset=utf-8",
  "cache-control": "s-maxage=31536000",
  etag: '"page-1"',
  vary: "rsc, next-router-state-tree, next-router-prefetch, next-router-segment-prefetch, Accept-Encoding",
  // What the proxy says of a page that depends on nothing but its URL (every page but `/`).
  [FRONT_VARY_HEADER]: FRONT_VARY_NOTHING,
};
/** The home page's: it also depends on the remembered language and the browser's (src/routing/proxy-routing.ts). */
const HOME_HEADERS = { ...PAGE_HEADERS, [FRONT_VARY_HEADER]: "cookie:i18n_redirected,accept-language,user-agent" };

type Handle = (req: IncomingMessage, res: ServerResponse) => void;

describe("preferredEncoding and sharedLifetime", () => {
  it("picks br, then gzip, honouring q=0, and identity otherwise", () => {
    expect(preferredEncoding("gzip, deflate, br, zstd")).toBe("br");
    expect(preferredEncoding("gzip, br;q=0")).toBe("gzip");
    expect(preferredEncoding("*")).toBe("br");
    expect(preferredEncoding("identity")).toBe("identity");
    expect(preferredEncoding(undefined)).toBe("identity");
    expect(preferredEncoding("gzip;q=0, *;q=0")).toBe("identity");
  });

  it("reads a shared cache's lifetime: s-maxage, else max-age when public; nothing private", () => {
    expect(sharedLifetime("public, max-age=0, must-revalidate, s-maxage=300, stale-while-revalidate=86400")).toBe(300);
    expect(sharedLifetime("public, max-age=86400, stale-while-revalidate=3600")).toBe(86_400);
    expect(sharedLifetime("public, max-age=31536000, immutable")).toBe(31_536_000);
    expect(sharedLifetime("max-age=60")).toBe(0);
    expect(sharedLifetime("private, no-store")).toBe(0);
    expect(sharedLifetime("no-cache, s-maxage=60")).toBe(0);
    expect(sharedLifetime(undefined)).toBe(0);
  });
});

describe("the front's response cache", () => {
  let running: NodeTestServer | undefined;
  afterEach(async () => {
    await running?.close();
    running = undefined;
  });

  /** The request hook, then the front with this cache, as `npm start` serves. */
  async function serve(handle: Handle, cache: ResponseCache | null, env: Record<string, string> = {}) {
    const calls: string[] = [];
    running = await serveThroughHook(
      (req, res) => {
        calls.push(`${req.method} ${req.url}`);
        handle(req, res);
      },
      { env, cache, front: true },
    );
    return { base: running.base, calls, server: running.server };
  }

  /** A page as Next sends it: gzip when asked, in two chunks. */
  const page =
    (html = PAGE, headers: Record<string, string> = PAGE_HEADERS): Handle =>
    (req, res) => {
      const gzip = /gzip/.test(String(req.headers["accept-encoding"]));
      res.writeHead(200, { ...headers, ...(gzip ? { "content-encoding": "gzip" } : {}) });
      const body = gzip ? gzipSync(html) : Buffer.from(html);
      res.write(body.subarray(0, 100));
      res.end(body.subarray(100));
    };

  /** Raw bytes and headers, without fetch's decompression. */
  async function get(url: string, headers: Record<string, string> = {}, method = "GET") {
    const { request } = await import("node:http");
    return new Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: Buffer }>((resolve, reject) => {
      const req = request(url, { method, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on("data", (chunk: Buffer) => chunks.push(chunk));
        res.on("end", () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
      });
      req.on("error", reject);
      req.end();
    });
  }

  it("never keeps an answer of the console, its sign-in or their APIs, even one marked shareable", async () => {
    const cache = createResponseCache();
    const { base, calls } = await serve(page(), cache);
    const paths = ["/admin/", "/admin/audit/", "/admin", "/console-sign-in/", "/api/admin/session/", "/api/auth/magic-link/verify"];
    for (const path of paths) {
      await get(`${base}${path}`, { "accept-encoding": "gzip" });
      const again = await get(`${base}${path}`, { "accept-encoding": "gzip" });
      expect(again.headers["x-cache"], path).toBeUndefined();
    }
    expect(calls).toHaveLength(paths.length * 2);
    // A public page that only starts like one is kept as ever.
    await get(`${base}/administration-training/`);
    expect((await get(`${base}/administration-training/`)).headers["x-cache"]).toBe("HIT");
  });

  it("serves a shareable page from memory with its policy, security headers and validators, compressed as asked", async () => {
    const cache = createResponseCache();
    const { base, calls } = await serve(page(), cache);
    const first = await get(`${base}/blog/managers-as-coaches/`, { "accept-encoding": "gzip" });
    expect(first.headers["x-cache"]).toBeUndefined();
    expect(first.headers[FRONT_VARY_HEADER]).toBeUndefined();
    const second = await get(`${base}/blog/managers-as-coaches/`, { "accept-encoding": "gzip" });
    expect(calls).toHaveLength(1);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.headers[FRONT_VARY_HEADER]).toBeUndefined();
    expect(gunzipSync(second.body).toString()).toBe(PAGE);
    expect(second.headers["content-encoding"]).toBe("gzip");
    expect(Number(second.headers["content-length"])).toBe(second.body.length);
    for (const name of ["content-security-policy", "x-content-type-options", "cache-control", "etag", "vary", "content-type"]) {
      expect(second.headers[name], name).toEqual(first.headers[name]);
    }
    expect(second.headers["content-security-policy"]).toContain("'sha256-");

    const plain = await get(`${base}/blog/managers-as-coaches/`);
    expect(plain.body.toString()).toBe(PAGE);
    expect(plain.headers["content-encoding"]).toBeUndefined();

    // Brotli is made off the request; gzip is served until it is ready.
    await expect.poll(async () => (await get(`${base}/blog/managers-as-coaches/`, { "accept-encoding": "gzip, br" })).headers["content-encoding"]).toBe("br");
    const br = await get(`${base}/blog/managers-as-coaches/`, { "accept-encoding": "br" });
    expect(brotliDecompressSync(br.body).toString()).toBe(PAGE);
    expect(br.body.length).toBeLessThan(gzipSync(PAGE).length);

    const head = await get(`${base}/blog/managers-as-coaches/`, { "accept-encoding": "gzip" }, "HEAD");
    expect(head.body).toHaveLength(0);
    expect(head.headers["x-cache"]).toBe("HIT");

    const revalidation = await get(`${base}/blog/managers-as-coaches/`, { "if-none-match": '"page-1"' });
    expect(revalidation.status).toBe(304);
    expect(revalidation.body).toHaveLength(0);
    expect(revalidation.headers.etag).toBe('"page-1"');
    expect(revalidation.headers["content-security-policy"]).toBeUndefined();
    expect(calls).toHaveLength(1);
  });

  it("keeps only what Next marks as shareable and the proxy has described", async () => {
    const cache = createResponseCache();
    const variants: Record<string, Record<string, string>> = {
      "/private/": { ...PAGE_HEADERS, "cache-control": "private, no-store" },
      "/cookie/": { ...PAGE_HEADERS, "set-cookie": "geo_country=DE; Path=/" },
      "/stale/": { ...PAGE_HEADERS, "x-nextjs-cache": "STALE" },
      "/vary-cookie/": { ...PAGE_HEADERS, vary: "Cookie, Accept-Encoding" },
      "/undescribed/": { "content-type": "text/html", "cache-control": "s-maxage=300" },
    };
    const { base, calls } = await serve((req, res) => {
      const path = String(req.url).split("?")[0];
      if (path === "/missing/") {
        res.writeHead(404, PAGE_HEADERS);
        res.end(PAGE);
        return;
      }
      page(PAGE, variants[path] ?? PAGE_HEADERS)(req, res);
    }, cache);
    const twice = async (path: string, headers: Record<string, string> = {}, method = "GET") => {
      for (let i = 0; i < 2; i += 1) await get(`${base}${path}`, headers, method);
    };
    for (const path of [...Object.keys(variants), "/missing/"]) await twice(path);
    // A preview, a range, a request with a body or credentials always reach Next.
    await twice("/blog/", { cookie: "__prerender_bypass=1; io.prismic.preview=x" });
    await twice("/blog/", { range: "bytes=0-10" });
    await twice("/blog/", { authorization: "Basic eDp5" });
    await twice("/blog/", {}, "POST");
    expect(calls).toHaveLength(2 * (Object.keys(variants).length + 1) + 8);
    expect(cache.size).toBe(0);
    // A HEAD is answered by Next, and does not fill the cache.
    await twice("/head/", {}, "HEAD");
    expect(cache.size).toBe(0);
    // The messages file and build assets are shareable too (public max-age), no proxy involved.
    const { base: other, calls: assetCalls } = await serve(page("{}", { "content-type": "application/json", "cache-control": "public, max-age=86400" }), createResponseCache());
    await get(`${other}/_i18n/en/messages.json`);
    expect((await get(`${other}/_i18n/en/messages.json`)).headers["x-cache"]).toBe("HIT");
    expect(assetCalls).toHaveLength(1);
  });

  it("keeps one answer per value of the inputs the proxy named, and of the origin and scheme", async () => {
    const { base, calls } = await serve((req, res) => {
      const html = `<html><body>${req.headers["accept-language"] ?? "none"} ${req.headers["x-country"] ?? "-"}</body></html>`;
      page(html, { ...PAGE_HEADERS, [FRONT_VARY_HEADER]: "cookie:i18n_redirected,accept-language,user-agent,x-country,cookie:geo_country" })(req, res);
    }, createResponseCache(), { TRUSTED_PROXY_HOPS: "1", SITE_URL: "http://localhost:3000" });
    const text = async (headers: Record<string, string>) => (await get(`${base}/`, headers)).body.toString();
    expect(await text({ "accept-language": "en" })).toContain("en -");
    expect(await text({ "accept-language": "fr" })).toContain("fr -");
    expect(await text({ "accept-language": "en" })).toContain("en -");
    expect(calls).toHaveLength(2);
    await text({ "accept-language": "en", cookie: "i18n_redirected=de" });
    await text({ "accept-language": "en", "user-agent": "Googlebot" });
    await text({ "accept-language": "en", "x-country": "DE" });
    await text({ "accept-language": "en", cookie: "geo_country=DE; other=1" });
    // Other cookies are not inputs: the same answer.
    await text({ "accept-language": "en", cookie: "consent=all; geo_country=DE" });
    // The scheme the trusted proxy in front says (the request came through it)...
    await text({ "accept-language": "en", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.9" });
    expect(calls).toHaveLength(2 + 4 + 1);
    // ...but not a client's own word, nor any Host it sends: the same answer.
    await text({ "accept-language": "en", "x-forwarded-proto": "https" });
    await text({ "accept-language": "en", host: "www.example.com" });
    expect(calls).toHaveLength(2 + 4 + 1);
  });

  it("keeps a hot page through 5,500 requests with random Host headers: the origin is SITE_URL's", async () => {
    const cache = createResponseCache();
    const { base, calls } = await serve(page(), cache, { SITE_URL: "https://www.quillio.example" });
    const { Agent } = await import("node:http");
    const agent = new Agent({ keepAlive: true, maxSockets: 16 });
    const { request } = await import("node:http");
    const status = (path: string, host: string) =>
      new Promise<string | undefined>((resolve, reject) => {
        const req = request(`${base}${path}`, { agent, headers: { host } }, (res) => {
          res.resume();
          res.on("end", () => resolve(res.headers["x-cache"] as string | undefined));
        });
        req.on("error", reject);
        req.end();
      });
    try {
      await get(`${base}/pricing/`);
      expect((await get(`${base}/pricing/`)).headers["x-cache"]).toBe("HIT");
      for (let batch = 0; batch < 55; batch += 1) {
        await Promise.all(
          Array.from({ length: 100 }, (_, i) => {
            const host = `h${batch}-${i}-${Math.random().toString(36).slice(2, 8)}.example`;
            return status(i % 2 === 0 ? "/pricing/" : `/other-${(i >> 1) % 10}/`, host);
          }),
        );
      }
      expect((await get(`${base}/pricing/`)).headers["x-cache"]).toBe("HIT");
      expect(calls.filter((call) => call === "GET /pricing/")).toHaveLength(1);
      // One entry per path, whatever the Host: the hot page and the ten others.
      expect(cache.size).toBe(11);
    } finally {
      agent.destroy();
    }
  }, 60_000);

  it("adds no entry for 1,000 probing requests, answered as the proxy answers them", async () => {
    const cache = createResponseCache();
    const { base, calls } = await serve((req, res) => {
      const path = new URL(req.url ?? "/", "http://front.invalid").pathname;
      // The proxy: a file-like path gets the bare 404, a page path its redirect to the slash, then the 404 page.
      if (/\.[a-zA-Z0-9]+$/.test(path)) {
        res.writeHead(404, { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=300" });
        res.end(`Page not found: ${path}\n`);
      } else if (!path.endsWith("/")) {
        res.writeHead(308, { location: `${path}/` });
        res.end();
      } else {
        res.writeHead(404, { ...PAGE_HEADERS, "cache-control": "public, s-maxage=300", [FRONT_VARY_HEADER]: "" });
        res.end("<html>Page not found</html>");
      }
    }, cache);
    for (let i = 0; i < 1_000; i += 1) {
      const tail = `${i}${Math.random().toString(36).slice(2, 8)}`;
      const probe = [`/favicon.svg${tail}`, `/favicon%3Fsvg${tail}`, `/exit-preview${tail}`, `/exit-preview${tail}/`][i % 4];
      expect((await get(`${base}${probe}`)).status).toBeGreaterThanOrEqual(300);
    }
    expect(calls).toHaveLength(1_000);
    expect(cache.size).toBe(0);
    expect(cache.bytes).toBe(0);
  }, 60_000);

  it("expires answers after the lifetime cap, and forgets them all when the content changes", async () => {
    let clock = 1_000_000;
    const cache = createResponseCache({ maxSeconds: 60, now: () => clock });
    let version = 1;
    const { base, calls } = await serve((req, res) => page(`<html>v${version}</html>`, PAGE_HEADERS)(req, res), cache);
    await get(`${base}/a/`);
    expect((await get(`${base}/a/`)).body.toString()).toBe("<html>v1</html>");
    expect(calls).toHaveLength(1);
    clock += 61_000;
    version = 2;
    expect((await get(`${base}/a/`)).body.toString()).toBe("<html>v2</html>");
    expect(calls).toHaveLength(2);
    version = 3;
    // What the webhook and the content channel call (through globalThis: Next's bundles have their own modules).
    const registered = responseCacheFromEnv({}, { error: () => undefined });
    expect(registered).not.toBeNull();
    const { base: front, calls: frontCalls } = await serve((req, res) => page(`<html>v${version}</html>`, PAGE_HEADERS)(req, res), registered);
    await get(`${front}/a/`);
    version = 4;
    expect((await get(`${front}/a/`)).body.toString()).toBe("<html>v3</html>");
    purgeResponseCache();
    expect(registered!.size).toBe(0);
    expect((await get(`${front}/a/`)).body.toString()).toBe("<html>v4</html>");
    // For a few seconds after a purge nothing is kept: Next writes the revalidated tags after the webhook answered.
    await get(`${front}/a/`);
    expect(frontCalls).toHaveLength(3);
    expect(responseCacheFromEnv({ RESPONSE_CACHE_MB: "0" })).toBeNull();
  });

  it("keeps a brotli version across an expiry when the bytes did not change", async () => {
    let clock = 1_000_000;
    const cache = createResponseCache({ maxSeconds: 60, now: () => clock });
    const { base, calls } = await serve(page(), cache);
    await get(`${base}/a/`);
    await expect.poll(async () => (await get(`${base}/a/`, { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    clock += 61_000;
    await get(`${base}/a/`);
    expect(calls).toHaveLength(2);
    expect((await get(`${base}/a/`, { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
  });

  it("compresses the pages visitors ask for first when many wait for brotli", async () => {
    const cache = createResponseCache();
    const { base } = await serve((req, res) => page(`<html>${req.url}${"<p>filler</p>".repeat(3000)}</html>`, PAGE_HEADERS)(req, res), cache);
    // More answers than the queue holds, stored at once: the first ones fall out of it.
    await Promise.all(Array.from({ length: 80 }, (_, index) => get(`${base}/p${index}/`)));
    // The first page is asked for in brotli: it jumps the queue and is compressed soon.
    await expect
      .poll(async () => (await get(`${base}/p0/`, { "accept-encoding": "br" })).headers["content-encoding"], { timeout: 5_000 })
      .toBe("br");
  });

  it("keeps the site's own URLs only: a query other than _rsc, or a cookie named twice, reaches Next each time", async () => {
    const cache = createResponseCache();
    const { base, calls } = await serve(page(PAGE, HOME_HEADERS), cache);
    for (const path of ["/a/?utm_source=x", "/a/?_rsc=1x2y", "/a/?_rsc=1x2y&fbclid=1", "/a/?key=secret"]) {
      await get(`${base}${path}`);
      await get(`${base}${path}`);
    }
    expect(calls).toEqual(["GET /a/?utm_source=x", "GET /a/?utm_source=x", "GET /a/?_rsc=1x2y", "GET /a/?_rsc=1x2y&fbclid=1", "GET /a/?_rsc=1x2y&fbclid=1", "GET /a/?key=secret", "GET /a/?key=secret"]);
    calls.length = 0;
    // Next reads the last of two cookies of the same name: such a request is neither kept nor served from memory.
    const twice = { cookie: "i18n_redirected=de; i18n_redirected=fr" };
    await get(`${base}/b/`, twice);
    await get(`${base}/b/`, twice);
    expect(calls).toHaveLength(2);
    await get(`${base}/b/`, { cookie: "i18n_redirected=fr" });
    expect((await get(`${base}/b/`, twice)).headers["x-cache"]).toBeUndefined();
  });

  it("sends images and fonts as they are, and never sends the proxy's header, also when the cache is off", async () => {
    const png = Buffer.from([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const { base } = await serve((_req, res) => {
      res.writeHead(200, { "content-type": "image/png", "cache-control": "public, max-age=31536000, immutable", [FRONT_VARY_HEADER]: "" });
      res.end(png);
    }, createResponseCache());
    await get(`${base}/logo.png`);
    const kept = await get(`${base}/logo.png`, { "accept-encoding": "gzip, br" });
    expect(kept.headers["x-cache"]).toBe("HIT");
    expect(kept.headers["content-encoding"]).toBeUndefined();
    expect(kept.body.equals(png)).toBe(true);
    await running?.close();
    const { base: off } = await serve(page(), null);
    for (const method of ["GET", "HEAD"]) expect((await get(`${off}/a/`, {}, method)).headers[FRONT_VARY_HEADER]).toBeUndefined();
  });

  it("keeps a bounded number of answers per URL and in all", async () => {
    const cache = createResponseCache({ maxEntries: 40 });
    const { base } = await serve(page(PAGE, HOME_HEADERS), cache);
    for (let i = 0; i < 40; i += 1) await get(`${base}/a/`, { "accept-language": `l${i}` });
    expect(cache.size).toBe(32);
    for (let i = 0; i < 20; i += 1) await get(`${base}/p${i}/`);
    expect(cache.size).toBeLessThanOrEqual(40);
  });

  it("does not keep a page rendered while the content changed", async () => {
    const cache = createResponseCache({ purgeHoldMs: 0 });
    let release: () => void = () => undefined;
    const { base, calls } = await serve((req, res) => {
      if (calls.length === 1) {
        release = () => page("<html>old</html>", PAGE_HEADERS)(req, res);
        return;
      }
      page("<html>new</html>", PAGE_HEADERS)(req, res);
    }, cache);
    const slow = get(`${base}/a/`);
    await expect.poll(() => calls.length).toBe(1);
    cache.clear();
    release();
    expect((await slow).body.toString()).toBe("<html>old</html>");
    expect((await get(`${base}/a/`)).body.toString()).toBe("<html>new</html>");
    expect((await get(`${base}/a/`)).headers["x-cache"]).toBe("HIT");
    expect(calls).toHaveLength(2);
  });

  it("stays within its memory, dropping the least recently used answers", async () => {
    // What one page takes: its bodies (plain, gzip, brotli), keys and headers.
    const probe = createResponseCache();
    const { base: probeBase } = await serve(page(), probe);
    await get(`${probeBase}/1/`);
    await expect.poll(async () => (await get(`${probeBase}/1/`, { "accept-encoding": "br" })).headers["content-encoding"]).toBe("br");
    const one = probe.bytes;
    await running?.close();
    const room = 3 * one + 100;
    const cache = createResponseCache({ maxBytes: room });
    const { base, calls } = await serve(page(), cache);
    for (const path of ["/1/", "/2/", "/3/", "/1/", "/4/"]) await get(`${base}${path}`);
    expect(cache.size).toBe(3);
    expect(cache.bytes).toBeLessThanOrEqual(room);
    calls.length = 0;
    await get(`${base}/1/`);
    await get(`${base}/2/`);
    expect(calls).toEqual(["GET /2/"]);
  });

});
