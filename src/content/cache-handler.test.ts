import { mkdirSync, mkdtempSync, readdirSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import fileSystemCacheModule from "next/dist/server/lib/incremental-cache/file-system-cache.js";
import { afterAll, describe, expect, it } from "vitest";
import SiteCacheHandler, { CACHE_ENTRY_MAX_SECONDS, CACHE_MAX_ENTRIES, entryPath, expireAge, KeyLedger, knownPaths, SITE_ORIGIN_HEADER, usesRedis, withKeyCap } from "../../cache-handler.mjs";

const require = createRequire(import.meta.url);
const { nodeFs } = require("next/dist/server/lib/node-fs-methods.js") as { nodeFs: unknown };

/** A build's prerender manifest as Next writes it, reduced to what the handler reads. */
const MANIFEST = {
  routes: {
    "/_not-found": { srcRoute: null },
    "/en": { srcRoute: "/[locale]" },
    "/de": { srcRoute: "/[locale]" },
    "/fr": { srcRoute: "/[locale]" },
    "/en/blog_article/hello": { srcRoute: "/[locale]/blog_article/[uid]" },
    "/discovery/ics/en/summit": { srcRoute: "/discovery/ics/[locale]/[uid]" },
    "/robots.txt": { srcRoute: null },
  },
  dynamicRoutes: {
    "/[locale]": { routeRegex: "^/([^/]+?)(?:/)?$", fallback: null },
    "/[locale]/not_found": { routeRegex: "^/([^/]+?)/not_found(?:/)?$", fallback: null },
    "/[locale]/blog_article/[uid]": { routeRegex: "^/([^/]+?)/blog_article/([^/]+?)(?:/)?$", fallback: null },
    "/discovery/ics/[locale]/[uid]": { routeRegex: "^/discovery/ics/([^/]+?)/([^/]+?)(?:/)?$", fallback: false },
  },
};

/** Next 16's key of a page entry: the route's module, hashed, then the path. */
const pageKey = (pathname: string) => `/route-cache/APP_PAGE/cb140bfab82da460b42957432222f363ac95250d5603ba6e52073276ca334f89/$${pathname}`;
const page = (html: string) => ({ kind: "APP_PAGE", html, rscData: Buffer.from("0:{}"), headers: {}, status: 200, postponed: undefined, segmentData: undefined });

/** The probing paths of issue 25 as Next would render them: `[locale]` for a "language" named by the path. */
function probingPaths(count: number): string[] {
  return Array.from({ length: count }, (_, i) => {
    const tail = `${i}-${Math.random().toString(36).slice(2, 10)}`;
    return [`/favicon.svg${tail}`, `/favicon?svg${tail}`, `/exit-preview${tail}`, `/en/exit-preview/${tail}`][i % 4];
  });
}

function filesUnder(folder: string): string[] {
  return readdirSync(folder, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}

describe("the site's cache handler", () => {
  it("uses Redis only at run time and only with REDIS_URL", () => {
    expect(usesRedis({})).toBe(false);
    expect(usesRedis({ REDIS_URL: "" })).toBe(false);
    expect(usesRedis({ REDIS_URL: "redis://127.0.0.1:6379", NEXT_PHASE: "phase-production-build" })).toBe(false);
    expect(usesRedis({ REDIS_URL: "redis://127.0.0.1:6379", NEXT_PHASE: "phase-production-server" })).toBe(true);
  });

  it("is Next's own file-system cache for one process", () => {
    const handler = new SiteCacheHandler({ serverDistDir: "/tmp/none", revalidatedTags: [] }, { env: {} }) as unknown as { delegate: unknown };
    const FileSystemCache = (fileSystemCacheModule as { default?: unknown }).default ?? fileSystemCacheModule;
    expect(handler.delegate).toBeInstanceOf(FileSystemCache as new () => unknown);
  });
});

describe("which entries may exist", () => {
  const known = knownPaths(MANIFEST);

  it("a page of the build's languages, a prerendered path, data and images", () => {
    for (const path of ["/en", "/de/", "/fr/not_found", "/en/blog_article/hello", "/de/blog_article/published-after-the-build", "/discovery/ics/en/summit", "/robots.txt", "/_not-found"]) {
      expect(known(path), path).toBe(true);
    }
    expect(entryPath("a1b2c3", "FETCH")).toBeNull();
    expect(entryPath("a1b2c3", "IMAGE")).toBeNull();
    expect(entryPath(pageKey("/en/blog_article/hello"))).toBe("/en/blog_article/hello");
    expect(entryPath("/en", "APP_PAGE")).toBe("/en");
  });

  it("never a path that names no language, no route, or a parameter a closed route does not have", () => {
    for (const path of ["/favicon.svgx", "/favicon?svgx", "/exit-previewx", "/en/exit-preview/x", "/en/blog_article/a/b", "/discovery/ics/en/unknown", "/xx/blog_article/hello"]) {
      expect(known(path), path).toBe(false);
    }
  });

  it("lives at most a day in Redis, whatever Next's own lifetime (a year and a half without revalidation)", () => {
    expect(CACHE_ENTRY_MAX_SECONDS).toBe(86_400);
    expect(expireAge(365 * 86_400)).toBe(86_400);
    expect(expireAge(60)).toBe(90);
  });
});

describe("the file-system cache", () => {
  const root = mkdtempSync(path.join(tmpdir(), "cache-handler-"));
  const serverDistDir = path.join(root, "server");
  mkdirSync(serverDistDir, { recursive: true });
  writeFileSync(path.join(root, "prerender-manifest.json"), JSON.stringify(MANIFEST));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const context = { fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] };
  const production = { NODE_ENV: "production", NEXT_PHASE: "phase-production-server" };
  // An entry's age is its file's mtime against the handler's clock. The kernel stamps files with the real time even
  // when the test runs on a moved clock (scripts/ci-faketime.sh), so the handler reads the file system's clock.
  const clockFile = path.join(tmpdir(), `${path.basename(root)}.clock`);
  writeFileSync(clockFile, "");
  const fileClockOffset = statSync(clockFile).mtimeMs - Date.now();
  rmSync(clockFile);
  const fileClock = () => Date.now() + fileClockOffset;

  it("adds no file for 1,000 probing requests, and keeps a known page", async () => {
    const handler = new SiteCacheHandler(context, { env: production, ledger: new KeyLedger(), now: fileClock });
    for (const probe of probingPaths(1_000)) {
      expect(await handler.get(pageKey(probe), { kind: "APP_PAGE" })).toBeNull();
      await handler.set(pageKey(probe), page("<p>not found</p>"), { cacheControl: { revalidate: false } });
    }
    expect(filesUnder(root).map((file) => path.relative(root, file))).toEqual(["prerender-manifest.json"]);

    await handler.set(pageKey("/en/blog_article/hello"), page("<p>hello</p>"), { cacheControl: { revalidate: false } });
    expect(filesUnder(serverDistDir).some((file) => file.endsWith("/en/blog_article/hello.html"))).toBe(true);
    const entry = (await handler.get(pageKey("/en/blog_article/hello"), { kind: "APP_PAGE" })) as { value: { html: unknown } } | null;
    expect(String(entry?.value.html)).toBe("<p>hello</p>");
  });

  it("writes at most its bound of keys, and treats an entry older than a day as missing", async () => {
    const ledger = new KeyLedger(2, { error: () => undefined });
    let now = fileClock();
    const handler = new SiteCacheHandler(context, { env: production, ledger, now: () => now });
    for (const uid of ["a", "b", "c"]) await handler.set(pageKey(`/de/blog_article/${uid}`), page(uid), { cacheControl: { revalidate: false } });
    const written = filesUnder(serverDistDir).filter((file) => /\/de\/blog_article\/[abc]\.html$/.test(file));
    expect(written.map((file) => path.basename(file)).sort()).toEqual(["a.html", "b.html"]);
    expect(CACHE_MAX_ENTRIES).toBe(10_000);

    expect(await handler.get(pageKey("/de/blog_article/a"), { kind: "APP_PAGE" })).not.toBeNull();
    now += (CACHE_ENTRY_MAX_SECONDS + 1) * 1000;
    expect(await handler.get(pageKey("/de/blog_article/a"), { kind: "APP_PAGE" })).toBeNull();
  });
});

describe("a server started with another SITE_URL than its build", () => {
  const root = mkdtempSync(path.join(tmpdir(), "cache-handler-origin-"));
  const serverDistDir = path.join(root, "server");
  mkdirSync(serverDistDir, { recursive: true });
  writeFileSync(path.join(root, "prerender-manifest.json"), JSON.stringify(MANIFEST));
  // What next.config.ts records of the build: the address its pages name.
  writeFileSync(path.join(root, "required-server-files.json"), JSON.stringify({ config: { env: { SITE_URL_AT_BUILD: "http://localhost:3000" } } }));
  afterAll(() => rmSync(root, { recursive: true, force: true }));
  const context = { fs: nodeFs, serverDistDir, flushToDisk: true, revalidatedTags: [] };
  // Entries are aged by their files' mtime: the handler reads the file system's clock (as above, for faketime).
  const clockFile = path.join(tmpdir(), `${path.basename(root)}.clock`);
  writeFileSync(clockFile, "");
  const fileClockOffset = statSync(clockFile).mtimeMs - Date.now();
  rmSync(clockFile);
  const at = (origin: string) =>
    new SiteCacheHandler(context, { env: { NODE_ENV: "production", NEXT_PHASE: "phase-production-server", SITE_URL: origin }, ledger: new KeyLedger(), now: () => Date.now() + fileClockOffset });
  /** As `next build` writes a prerendered page (through this handler, in the build phase; SITE_URL unset: localhost). */
  const prerender = (pathname: string, body: string, buildEnv: Record<string, string> = {}) =>
    new SiteCacheHandler(context, { env: { NEXT_PHASE: "phase-production-build", ...buildEnv } }).set(pageKey(pathname), page(body), { cacheControl: { revalidate: false } });
  const html = async (handler: SiteCacheHandler, pathname: string) =>
    String(((await handler.get(pageKey(pathname), { kind: "APP_PAGE", isRoutePPREnabled: false })) as { value: { html: unknown } } | null)?.value.html ?? "missing");

  it("renders the build's pages again instead of serving the build's address, and keeps what it rendered under its own", async () => {
    await prerender("/en/blog_article/hello", '<link rel="canonical" href="http://localhost:3000/blog/hello/">');
    expect(await html(at("http://localhost:3000"), "/en/blog_article/hello")).toContain("localhost:3000");
    const elsewhere = at("https://www.example.com");
    expect(await html(elsewhere, "/en/blog_article/hello")).toBe("missing");
    await elsewhere.set(pageKey("/en/blog_article/hello"), page('<link rel="canonical" href="https://www.example.com/blog/hello/">'), { cacheControl: { revalidate: false } });
    expect(await html(at("https://www.example.com"), "/en/blog_article/hello")).toContain("www.example.com");
    // And a server of the build's address does not take the other's page either.
    expect(await html(at("http://localhost:3000"), "/en/blog_article/hello")).toBe("missing");
  });

  it("knows the build's address from its record, or from the page itself when the build was told one", async () => {
    await prerender("/de/blog_article/hallo", "<p>https://www.example.com</p>", { SITE_URL: "https://www.example.com" });
    expect(await html(at("https://www.example.com"), "/de/blog_article/hallo")).toContain("www.example.com");
    expect(await html(at("http://localhost:3000"), "/de/blog_article/hallo")).toBe("missing");
  });

  it("takes data entries as they are: they name no address", async () => {
    const elsewhere = at("https://www.example.com");
    expect(elsewhere.namesAnotherOrigin({ value: { kind: "FETCH", data: {} } })).toBe(false);
    expect(elsewhere.namesAnotherOrigin({ value: { kind: "APP_ROUTE", headers: {} } })).toBe(true);
    expect(elsewhere.namesAnotherOrigin({ value: { kind: "APP_ROUTE", headers: { [SITE_ORIGIN_HEADER]: "https://www.example.com" } } })).toBe(false);
  });
});

describe.runIf(process.env.TEST_REDIS_URL)("the Redis cache", () => {
  it("caps its keys: the oldest go first, with their tags", async () => {
    const { createClient } = await import("@redis/client");
    const { default: createRedisHandler } = await import("@fortedigital/nextjs-cache-handler/redis-strings");
    const client = createClient({ url: process.env.TEST_REDIS_URL });
    await client.connect();
    const keyPrefix = `test-cap-${Date.now()}:`;
    try {
      let now = Date.now();
      // Entries as Next's data cache writes them (the library's types name Next's enum for the kind).
      const handler = withKeyCap(createRedisHandler({ client, keyPrefix }), { client, keyPrefix, maxKeys: 3, now: () => now }) as unknown as {
        set(key: string, value: unknown): Promise<void>;
      };
      for (const index of [1, 2, 3, 4, 5]) {
        now += 1_000;
        await handler.set(`k${index}`, { lastModified: now, tags: [], value: { kind: "FETCH", data: { body: String(index) } }, lifespan: null });
      }
      const stored = (await client.keys(`${keyPrefix}k*`)).sort();
      expect(stored).toEqual([`${keyPrefix}k3`, `${keyPrefix}k4`, `${keyPrefix}k5`]);
      expect(await client.hKeys(`${keyPrefix}__sharedTags__`)).toEqual(expect.arrayContaining(["k3", "k4", "k5"]));
      expect(Number(await client.hExists(`${keyPrefix}__sharedTags__`, "k1"))).toBe(0);
      // A day later every entry written before has gone, whatever the count.
      now += (CACHE_ENTRY_MAX_SECONDS + 1) * 1000;
      await handler.set("k6", { lastModified: now, tags: [], value: { kind: "FETCH", data: { body: "6" } }, lifespan: null });
      expect(await client.keys(`${keyPrefix}k*`)).toEqual([`${keyPrefix}k6`]);
    } finally {
      const keys = await client.keys(`${keyPrefix}*`);
      if (keys.length > 0) await client.del(keys);
      client.destroy();
    }
  });

  it("adds no key for 1,000 probing requests, and gives a page a TTL of at most a day", async () => {
    const previous = { url: process.env.REDIS_URL, prefix: process.env.REDIS_CACHE_PREFIX };
    const prefix = `test-probe-${Date.now()}:`;
    process.env.REDIS_URL = process.env.TEST_REDIS_URL;
    process.env.REDIS_CACHE_PREFIX = prefix;
    const { createClient } = await import("@redis/client");
    const client = createClient({ url: process.env.TEST_REDIS_URL });
    await client.connect();
    const root = mkdtempSync(path.join(tmpdir(), "cache-handler-redis-"));
    try {
      mkdirSync(path.join(root, "server"));
      writeFileSync(path.join(root, "prerender-manifest.json"), JSON.stringify(MANIFEST));
      const handler = new SiteCacheHandler({ serverDistDir: path.join(root, "server") }, { env: { NODE_ENV: "production", REDIS_URL: process.env.TEST_REDIS_URL } });
      for (const probe of probingPaths(1_000)) {
        await handler.set(pageKey(probe), page("<p>not found</p>"), { cacheControl: { revalidate: false } });
      }
      expect(await client.keys(`${prefix}*`)).toEqual([]);
      await handler.set(pageKey("/en/blog_article/hello"), page("<p>hello</p>"), { cacheControl: { revalidate: false } });
      const [stored] = (await client.keys(`${prefix}*`)).filter((key) => key.includes("blog_article"));
      expect(stored).toBeDefined();
      const ttl = await client.ttl(stored);
      expect(ttl).toBeGreaterThan(0);
      expect(ttl).toBeLessThanOrEqual(CACHE_ENTRY_MAX_SECONDS);
    } finally {
      const keys = await client.keys(`${prefix}*`);
      if (keys.length > 0) await client.del(keys);
      client.destroy();
      rmSync(root, { recursive: true, force: true });
      if (previous.url === undefined) delete process.env.REDIS_URL;
      else process.env.REDIS_URL = previous.url;
      if (previous.prefix === undefined) delete process.env.REDIS_CACHE_PREFIX;
      else process.env.REDIS_CACHE_PREFIX = previous.prefix;
    }
  });
});
