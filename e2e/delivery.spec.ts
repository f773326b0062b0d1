import { expect, test } from "@playwright/test";
import { rawRequest } from "./support/raw-http";

test.describe("bare 404s (spec 8: \"Page not found: {fullPath}\")", () => {
  test("a file nothing serves, and unknown build and platform paths, get one line of English text", async () => {
    for (const path of ["/anything-123.txt", "/de/wp-login.php", "/fr/missing.png", "/builds/unknown", "/builds/meta/", "/.netlify/unknown", "/.netlify/images/extra"]) {
      const answer = await rawRequest("GET", path);
      expect(answer.status, path).toBe(404);
      expect(answer.headers["content-type"], path).toBe("text/plain; charset=utf-8");
      expect(answer.body, path).toBe(`Page not found: ${path}\n`);
    }
  });

  test("an unknown endpoint or function gets a 404 in the endpoints' error shape, whatever the method", async () => {
    for (const [method, path] of [["GET", "/api/nope"], ["POST", "/api/forms/nope/"], ["DELETE", "/api/a/b/c"], ["GET", "/.netlify/functions/nope"], ["POST", "/.netlify/functions/nope"]]) {
      const answer = await rawRequest(method, path, method === "POST" ? { headers: { "content-type": "application/json" }, body: "{}" } : {});
      expect(answer.status, `${method} ${path}`).toBe(404);
      expect(JSON.parse(answer.body), `${method} ${path}`).toEqual({ error: { code: "not_found", message: expect.stringMatching(/^Page not found: \//) } });
    }
  });

  test("a page path nobody publishes still gets the localized 404 page", async () => {
    const answer = await rawRequest("GET", "/de/gibt-es-nicht/");
    expect(answer.status).toBe(404);
    expect(answer.headers["content-type"]).toContain("text/html");
    expect(answer.body).toContain('<html lang="de-DE"');
  });
});

test.describe("build files (spec 7)", () => {
  test("builds/meta/{id}.json describes the build latest.json names; another id is a 404", async () => {
    const latest = JSON.parse((await rawRequest("GET", `/builds/latest.json?t=${Date.now()}`)).body) as { id: string };
    const meta = await rawRequest("GET", `/builds/meta/${latest.id}.json`);
    expect(meta.status).toBe(200);
    expect(meta.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    const body = JSON.parse(meta.body);
    expect(body).toMatchObject({ id: latest.id, locales: ["en", "de", "fr"], defaultLocale: "en" });
    expect(Date.parse(body.builtAt)).toBeLessThanOrEqual(Date.now());
    expect((await rawRequest("GET", "/builds/meta/an-old-build.json")).status).toBe(404);
  });
});

test.describe("the image proxy at /.netlify/images (spec 7, 9)", () => {
  test("serves the site's images as WebP at the optimizer's width for 1x, 2x and 3x", async ({ request }) => {
    for (const [width, served] of [[640, 640], [1280, 2048], [1920, 2048]]) {
      const redirect = await rawRequest("GET", `/.netlify/images?url=/content-assets/sharing-default-en.jpg&w=${width}`);
      expect(redirect.status).toBe(307);
      expect(redirect.headers.location).toBe(`/_next/image?url=%2Fcontent-assets%2Fsharing-default-en.jpg&w=${served}&q=75`);
      // As a browser asks for an image: WebP accepted.
      const image = await request.get(`/.netlify/images?url=/content-assets/sharing-default-en.jpg&w=${width}`, { headers: { accept: "image/avif,image/webp,image/*,*/*;q=0.8" } });
      expect(image.status()).toBe(200);
      expect(image.headers()["content-type"]).toBe("image/webp");
      expect((await image.body()).length).toBeGreaterThan(1000);
    }
  });

  test("refuses what is not an image of the site, and bad parameters, with a 400", async () => {
    for (const query of ["", "?url=/etc/passwd", "?url=https://evil.example/a.png&w=640", "?url=/content-assets/sharing-default-en.jpg&w=-1", "?url=/content-assets/../package.json"]) {
      const answer = await rawRequest("GET", `/.netlify/images${query}`);
      expect(answer.status, query).toBe(400);
    }
  });
});

test.describe("the viewport cookie (spec 9)", () => {
  test("holds the visitor's breakpoint for a year, and follows a resize", async ({ page, context }) => {
    await page.setViewportSize({ width: 390, height: 800 });
    await page.goto("/");
    const viewportCookie = async () => (await context.cookies()).find((cookie) => cookie.name === "viewport");
    await expect.poll(async () => (await viewportCookie())?.value).toBe("mobile");
    const cookie = (await viewportCookie())!;
    expect(cookie).toMatchObject({ path: "/", sameSite: "Strict", secure: false });
    expect(cookie.expires * 1000 - Date.now()).toBeGreaterThan(364 * 24 * 3_600_000);

    await page.setViewportSize({ width: 1000, height: 800 });
    await expect.poll(async () => (await viewportCookie())?.value).toBe("tablet");
    await page.setViewportSize({ width: 1300, height: 800 });
    await expect.poll(async () => (await viewportCookie())?.value).toBe("desktop");
  });
});

test.describe("redirects the marketing team keeps in the content (redirect documents)", () => {
  test("an old address goes to its page in each language, keeping the query; an external one to the other site", async () => {
    for (const [from, to] of [
      ["/plans/", "/pricing/"],
      ["/plans", "/pricing/"],
      ["/de/tarife/?utm_source=mail", "/de/preise/?utm_source=mail"],
      ["/fr/offres/", "/fr/tarifs/"],
    ]) {
      const answer = await rawRequest("GET", from);
      expect(answer.status, from).toBe(301);
      const location = new URL(String(answer.headers.location), "http://localhost");
      expect(location.pathname + location.search, from).toBe(to);
    }
    const external = await rawRequest("GET", "/status/");
    expect(external.status).toBe(302);
    expect(external.headers.location).toBe("https://status.quillio.com/");
    // A path no redirect names is routed as before.
    expect((await rawRequest("GET", "/pricing/")).status).toBe(200);
  });
});

test.describe("prefetch policy (spec 9)", () => {
  /** Holds every route preload 800 ms, noting when it started and how many pages were preloading at once. */
  async function watchPreloads(page: import("@playwright/test").Page) {
    const seen = { starts: [] as number[], paths: new Set<string>(), inFlight: new Map<string, number>(), maxPages: 0 };
    await page.route(
      (url) => url.searchParams.has("_rsc"),
      async (route) => {
        const headers = route.request().headers();
        if (!("next-router-prefetch" in headers)) return route.continue();
        const path = new URL(route.request().url()).pathname;
        seen.starts.push(Date.now());
        seen.paths.add(path);
        seen.inFlight.set(path, (seen.inFlight.get(path) ?? 0) + 1);
        seen.maxPages = Math.max(seen.maxPages, seen.inFlight.size);
        await new Promise((resolve) => setTimeout(resolve, 800));
        const left = seen.inFlight.get(path)! - 1;
        if (left) seen.inFlight.set(path, left);
        else seen.inFlight.delete(path);
        await route.continue();
      },
    );
    return seen;
  }

  test("the pages of visible links are preloaded from 1 s after load, never more than 4 at a time", async ({ page }) => {
    const seen = await watchPreloads(page);
    await page.goto("/");
    const loadedAt = await page.evaluate(() => performance.timeOrigin + performance.getEntriesByType("navigation")[0].toJSON().loadEventEnd);
    await expect.poll(() => seen.paths.size, { timeout: 15_000 }).toBeGreaterThan(4);
    expect(Math.min(...seen.starts)).toBeGreaterThanOrEqual(loadedAt + 950);
    expect(seen.maxPages).toBeLessThanOrEqual(4);
    expect(seen.paths.has("/")).toBe(false);
  });

  test("nothing is preloaded for a visitor saving data or on 2G", async ({ page }) => {
    for (const connection of [{ saveData: true, effectiveType: "4g" }, { saveData: false, effectiveType: "2g" }]) {
      await page.addInitScript((value) => Object.defineProperty(navigator, "connection", { value, configurable: true }), connection);
      const seen = await watchPreloads(page);
      await page.goto("/");
      await page.waitForTimeout(3000);
      expect(seen.paths.size, JSON.stringify(connection)).toBe(0);
      await page.unrouteAll({ behavior: "ignoreErrors" });
    }
  });
});

test.describe("the front's memory cache (npm start)", () => {
  test("a page is answered from memory from its second request: same bytes, policy and validators, brotli when taken", async () => {
    const path = "/blog/managers-as-coaches/";
    const first = await rawRequest("GET", path);
    const second = await rawRequest("GET", path);
    expect(second.status).toBe(200);
    expect(second.headers["x-cache"]).toBe("HIT");
    expect(second.body).toBe(first.body);
    for (const name of ["content-security-policy", "etag", "cache-control", "content-type", "x-content-type-options"]) {
      expect(second.headers[name], name).toEqual(first.headers[name]);
    }
    // Never sent: what the proxy told the cache the page depends on.
    expect(first.headers["x-front-vary"]).toBeUndefined();
    expect(second.headers["x-front-vary"]).toBeUndefined();
    // Brotli is made one answer at a time, off the requests: behind the other tests' pages it can take a while.
    await expect
      .poll(async () => (await rawRequest("GET", path, { headers: { "accept-encoding": "gzip, br" } })).headers["content-encoding"], { timeout: 30_000 })
      .toBe("br");
    const revalidation = await rawRequest("GET", path, { headers: { "if-none-match": String(first.headers.etag) } });
    expect(revalidation.status).toBe(304);
  });

  test("the home page is kept per language choice: a German browser is still sent to /de/, a bot and an English one get the page", async () => {
    for (let i = 0; i < 2; i += 1) expect((await rawRequest("GET", "/", { headers: { "accept-language": "en-GB,en;q=0.9" } })).status).toBe(200);
    expect((await rawRequest("GET", "/", { headers: { "accept-language": "en-GB,en;q=0.9" } })).headers["x-cache"]).toBe("HIT");
    const german = await rawRequest("GET", "/", { headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(german.status).toBe(307);
    expect(german.headers.location).toMatch(/\/de\/$/);
    const remembered = await rawRequest("GET", "/", { headers: { "accept-language": "en-GB,en;q=0.9", cookie: "i18n_redirected=fr" } });
    expect(remembered.status).toBe(307);
    expect(remembered.headers.location).toMatch(/\/fr\/$/);
    const bot = await rawRequest("GET", "/", { headers: { "accept-language": "de-DE", "user-agent": "Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)" } });
    expect(bot.status).toBe(200);
  });

  test("a kept page carries no cookie and no country, /api/geo tells a visitor theirs, and a preview is never answered from memory", async () => {
    for (let i = 0; i < 2; i += 1) await rawRequest("GET", "/pricing/");
    expect((await rawRequest("GET", "/pricing/")).headers["x-cache"]).toBe("HIT");
    // The same shared page for every country: no Set-Cookie, no variant per country.
    const located = await rawRequest("GET", "/pricing/", { headers: { "x-country": "US" } });
    expect(located.status).toBe(200);
    expect(located.headers["set-cookie"]).toBeUndefined();
    expect(located.headers["x-cache"]).toBe("HIT");
    const geo = await rawRequest("GET", "/api/geo", { headers: { "x-country": "US" } });
    expect(geo.status).toBe(200);
    expect(String(geo.headers["cache-control"])).toBe("private, no-store");
    expect(String(geo.headers["set-cookie"])).toContain("geo_country=US");
    expect((await rawRequest("GET", "/api/geo", { headers: { "x-country": "US" } })).headers["x-cache"]).toBeUndefined();
    const draft = await rawRequest("GET", "/pricing/", { headers: { cookie: "__prerender_bypass=x" } });
    expect(draft.headers["x-cache"]).toBeUndefined();
  });
});

test.describe("page scripts after the first frame (npm start)", () => {
  test("a page's bootstrap scripts come from the hashed inline loader, after the browser's first frame, and hydrate it", async ({ page, request }) => {
    const html = await (await request.get("/fr/")).text();
    // None of Next's `<script src async>` is left in the page; one loader lists them.
    expect(html).not.toMatch(/<script src="\/_next\/static\/[^"]+" async="">/);
    expect(html).toMatch(/<script>\(function\(\)\{var s=\["\/_next\/static\/chunks\//);

    const violations: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "error" && /Content Security Policy/i.test(message.text())) violations.push(message.text());
    });
    await page.addInitScript(() => {
      // When each Next script was inserted, against the first paint.
      const seen: { src: string; at: number }[] = [];
      new MutationObserver((records) => {
        for (const record of records)
          for (const node of record.addedNodes)
            // The no-module polyfill stays in the HTML (modern browsers do not run it).
            if (node instanceof HTMLScriptElement && node.src.includes("/_next/static/") && !node.noModule) seen.push({ src: node.src, at: performance.now() });
      }).observe(document, { childList: true, subtree: true });
      (window as unknown as { bootScripts: typeof seen }).bootScripts = seen;
      // The first frame the browser renders (this callback runs before the loader's, in the same frame).
      requestAnimationFrame((at) => ((window as unknown as { firstFrame: number }).firstFrame = at));
    });
    await page.goto("/fr/");
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    const timing = await page.evaluate(() => ({
      scripts: (window as unknown as { bootScripts: { src: string; at: number }[] }).bootScripts,
      firstFrame: (window as unknown as { firstFrame?: number }).firstFrame ?? null,
    }));
    expect(timing.firstFrame).not.toBeNull();
    expect(timing.scripts.length).toBeGreaterThan(3);
    for (const script of timing.scripts) expect(script.at, script.src).toBeGreaterThan(timing.firstFrame!);
    expect(violations).toEqual([]);
  });
});
