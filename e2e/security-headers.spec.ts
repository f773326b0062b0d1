import { expect, test, type Page } from "@playwright/test";
import { createHash } from "node:crypto";
import { existsSync, readdirSync, statSync } from "node:fs";
import { join } from "node:path";
import { gotoHydrated } from "./support/navigation";
import { E2E_PREVIEW_TOKEN } from "./support/preview";
import { pageTypeSample } from "./support/quality";
import { e2ePort, rawRequest, rawSocket } from "./support/raw-http";

const distDir = process.env.E2E_DIST_DIR || ".next-e2e";
const dataDir = process.env.E2E_DATA_DIR || `.data/e2e-${e2ePort}`;
const DRAFT_COOKIE = "__prerender_bypass";

function expectSecurityHeaders(headers: Record<string, string | string[] | undefined>, what: string) {
  const csp = String(headers["content-security-policy"] ?? "");
  if (what.includes("/_next/image")) {
    // The image optimizer sends its own stricter policy: a sandbox where nothing runs.
    expect(csp, what).toContain("script-src 'none'");
    expect(csp, what).toContain("sandbox");
  } else {
    expect(csp, what).toContain("default-src 'none'");
    expect(csp, what).toMatch(/frame-ancestors 'self'/);
    expect(csp, what).toContain("object-src 'none'");
  }
  expect(/script-src[^;]*'unsafe-inline'/.test(csp), what).toBe(false);
  expect(headers["x-content-type-options"], what).toBe("nosniff");
  expect(headers["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(headers["permissions-policy"], what).toContain("camera=()");
  expect(headers["cross-origin-opener-policy"], what).toBe("same-origin");
  expect(headers["cross-origin-resource-policy"], what).toBe("same-site");
}

/** Every CSP violation the page reports, from the event and the console. */
function recordViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(`console: ${message.text()}`);
  });
  void page.exposeFunction("__reportCspViolation", (text: string) => violations.push(text));
  void page.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __reportCspViolation(text: string): void }).__reportCspViolation(`${event.violatedDirective} ${event.blockedURI} at ${event.sourceFile}:${event.lineNumber}:${event.columnNumber}`);
    });
  });
  return violations;
}

/** The build folder's files and total size. */
function folderSize(dir: string): { files: string[]; bytes: number } {
  const files: string[] = [];
  let bytes = 0;
  for (const entry of readdirSync(dir, { withFileTypes: true, recursive: true })) {
    if (!entry.isFile()) continue;
    const file = join(entry.parentPath, entry.name);
    // The image optimizer replaces its cache entries while other test files run: one listed may be gone by now.
    const size = statSync(file, { throwIfNoEntry: false })?.size;
    if (size === undefined) continue;
    files.push(file);
    bytes += size;
  }
  return { files: files.sort(), bytes };
}

/**
 * Next 16.4 copies a page pre-rendered by the build into its route cache at the page's first request (other
 * test files visit pages meanwhile): a copy of an existing page, not a new one.
 */
function promotedPrerender(file: string): boolean {
  const match = /\/route-cache\/APP_PAGE\/[0-9a-f]+\/\$\/(.+?)(?:\.html|\.rsc|\.meta|\.segments(?:\/.*)?)$/.exec(file);
  return Boolean(match && existsSync(join(distDir, "server", "app", `${match[1]}.html`)));
}

test.describe("unknown paths", () => {
  test("1,000 unknown paths answer the 404 page and leave the build folder unchanged", async () => {
    test.setTimeout(180_000);
    // The 404 page of each language is cached once, at its first request: bounded, not per path.
    for (const path of ["/warm-up-unknown.txt", "/de/warm-up/", "/fr/warm-up/"]) await rawRequest("GET", path);
    const before = folderSize(distDir);
    const paths = Array.from({ length: 1000 }, (_, i) => [`/anything-${i}.txt`, `/nope-${i}/`, `/de/missing-${i}/`, `/fr/x/${i}.php`][i % 4]);
    for (let i = 0; i < paths.length; i += 10) {
      const answers = await Promise.all(paths.slice(i, i + 10).map((path) => rawRequest("GET", path)));
      for (const answer of answers) expect(answer.status).toBe(404);
    }
    // Other test files run alongside this one: the image optimizer caches the widths they ask for, and a page past its
    // revalidation time is written anew. Neither depends on the probed paths; the bug was one pre-render per path
    // (1,000 requests: +7,000 files, +26 MB). So: no file names a probed path, and the folder grew by at most a few files.
    const after = folderSize(distDir);
    const added = after.files.filter((file) => !before.files.includes(file) && !file.includes("/cache/images/") && !promotedPrerender(file));
    expect(added.filter((file) => /anything-|nope-|missing-|\.php/.test(file))).toEqual([]);
    expect(added.length, added.join("\n")).toBeLessThan(20);
  });

});

test.describe("security headers", () => {
  test("every kind of response carries them: page, API, messages, asset, favicon, image, 404, robots", async () => {
    const home = await rawRequest("GET", "/");
    const chunk = /<script src="(\/_next\/static\/[^"]+\.js)"/.exec(home.body)?.[1];
    expect(chunk).toBeTruthy();
    const image = /src="(\/_next\/image\/\?url=[^"]+)"/.exec((await rawRequest("GET", "/blog/")).body)?.[1]?.replace(/&amp;/g, "&");
    expect(image).toBeTruthy();
    const cases: [string, string, number][] = [
      ["GET", "/", 200],
      ["GET", "/de/", 200],
      ["GET", "/_i18n/en/messages.json", 200],
      ["GET", "/builds/latest.json", 200],
      ["GET", chunk!, 200],
      ["GET", "/favicon.svg", 200],
      ["GET", image!, 200],
      ["GET", "/no-such-page-at-all/", 404],
      ["GET", "/robots.txt", 200],
      ["POST", "/api/analytics/", 400],
      ["HEAD", "/blog/", 200],
    ];
    for (const [method, path, status] of cases) {
      const answer = await rawRequest(method, path, method === "POST" ? { headers: { "content-type": "application/json" }, body: "{" } : {});
      expect(answer.status, `${method} ${path}`).toBe(status);
      expectSecurityHeaders(answer.headers, `${method} ${path}`);
      expect(answer.headers["strict-transport-security"], "no HSTS over plain HTTP").toBeUndefined();
    }
    // The test stands in for the trusted proxy (TRUSTED_PROXY_HOPS=1), which appends to X-Forwarded-For...
    const https = await rawRequest("GET", "/", { headers: { "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" } });
    expect(https.headers["strict-transport-security"]).toMatch(/max-age=\d{8,}; includeSubDomains/);
    // ...a client sending X-Forwarded-Proto straight to the server, past it, is not believed.
    const claimed = await rawRequest("GET", "/", { headers: { "x-forwarded-proto": "https" } });
    expect(claimed.headers["strict-transport-security"]).toBeUndefined();
    expect(https.headers["content-security-policy"]).toContain("upgrade-insecure-requests");
  });

  test("a page's CSP lists the hash of every inline script it carries, and nothing unhashed runs inline", async () => {
    for (const path of ["/", "/blog/", "/de/", "/no-such-page-at-all/"]) {
      const { body, headers } = await rawRequest("GET", path);
      const csp = String(headers["content-security-policy"]);
      const inline = [...body.matchAll(/<script(?![^>]*\ssrc=)([^>]*)>([\s\S]*?)<\/script>/g)].filter(([, attributes]) => !/application\/ld\+json/.test(attributes));
      expect(inline.length, path).toBeGreaterThan(0);
      for (const [, , script] of inline) {
        expect(csp, `${path}: ${script.slice(0, 60)}`).toContain(`'sha256-${createHash("sha256").update(script).digest("base64")}'`);
      }
    }
  });

  test("Chromium reports no CSP violation on any page type, the consent banner, a form or the preview", async ({ page, request }) => {
    test.setTimeout(240_000);
    const violations = recordViolations(page);
    const sample = await pageTypeSample(request, ["en"]);
    const paths = [...new Set([...sample.values(), "/de/", "/fr/", "/no-such-page-at-all/"])];
    for (const path of paths) {
      await page.goto(path);
      await expect(page.locator("html[data-hydrated]"), `${path} hydrates`).toBeAttached({ timeout: 20_000 });
      expect(violations, path).toEqual([]);
    }
    // The consent choice runs the consent scripts; the analytics endpoint is same-origin.
    await gotoHydrated(page, "/");
    const accept = page.getByRole("button", { name: /accept/i }).first();
    if (await accept.isVisible()) await accept.click();
    await page.goto(`/preview?token=${encodeURIComponent(E2E_PREVIEW_TOKEN)}`);
    await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
    expect(violations).toEqual([]);
  });
});

test.describe("methods and malformed URLs", () => {
  test("unknown methods get 405 with Allow, files refuse writes, malformed asset and image URLs get 4xx", async () => {
    for (const method of ["TRACE", "PROPFIND", "MKCOL", "LOCK", "PURGE"]) {
      for (const path of ["/", "/favicon.svg", "/api/forms/submit/", "/_next/static/x.js"]) {
        const answer = await rawRequest(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow, `${method} ${path}`).toContain("GET");
      }
    }
    // A method Node's HTTP parser does not know never reaches the server: the parser answers 400.
    expect((await rawRequest("FOO", "/")).status).toBe(400);
    for (const method of ["POST", "PUT", "DELETE", "PATCH"]) {
      for (const path of ["/favicon.svg", "/_next/static/chunks/x.js", "/robots.txt"]) {
        const answer = await rawRequest(method, path);
        expect(answer.status, `${method} ${path}`).toBe(405);
        expect(answer.headers.allow).toBe("GET, HEAD");
      }
    }
    for (const path of ["/favicon.svg%zz", "/_next/static/%zz", "/_next/image%zz", "/_next/image?url=/etc/passwd&w=640&q=75", "/_next/image?url=http://169.254.169.254/&w=640&q=75", "/_next/image/?url=%2Fcontent-assets%2Fnope.webp&w=640&q=75", "/%zz/", "/anything-123.txt"]) {
      const answer = await rawRequest("GET", path);
      expect([400, 404], path).toContain(answer.status);
      expect(answer.body, path).not.toMatch(/\n\s+at |node_modules|\/work\//);
    }
  });
});

test.describe("bounded resources", () => {
  test("an oversized body is refused by its declared length and by the streaming cap", async () => {
    const declared = await rawSocket(
      `POST /api/forms/submit/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: ${10 * 1024 * 1024}\r\n\r\n{"a":`,
      10_000,
    );
    expect(declared.text).toMatch(/^HTTP\/1\.1 413/);
    const chunked = await rawRequest("POST", "/api/analytics/", {
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: JSON.stringify({ events: [{ padding: "x".repeat(200 * 1024) }] }),
    });
    expect(chunked.status).toBe(413);
    const revalidate = await rawRequest("POST", "/api/revalidate/", {
      headers: { "content-type": "application/json", "transfer-encoding": "chunked" },
      body: JSON.stringify({ secret: "x".repeat(100 * 1024) }),
    });
    expect(revalidate.status).toBe(413);
  });

  test("a request whose body never completes is cut by the server's request timeout", async () => {
    test.setTimeout(60_000);
    const slow = await rawSocket("POST /api/forms/submit/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{\"a\":", 45_000);
    expect(slow.closedAfterMs, "the connection is closed by the server").not.toBeNull();
    const headersOnly = await rawSocket("GET / HTTP/1.1\r\nHost: localhost\r\n", 45_000);
    expect(headersOnly.closedAfterMs, "unfinished headers are cut too").not.toBeNull();
  });
});

test.describe("draft mode", () => {
  test("a forged preview token gets no draft cookie; a preview session of the embedded repository does", async () => {
    for (const token of ["x", "https://evil.example/previews/abc", "https://embedded.prismic.invalid/previews/not-a-known-session-id", ""]) {
      const answer = await rawRequest("GET", `/preview?token=${encodeURIComponent(token)}`);
      expect(answer.status, token).toBe(307);
      expect(answer.headers.location, token).toBe("/");
      expect(String(answer.headers["set-cookie"] ?? ""), token).not.toContain(DRAFT_COOKIE);
      expect(String(answer.headers["set-cookie"] ?? ""), token).not.toContain("io.prismic.preview");
    }
    const valid = await rawRequest("GET", `/preview?token=${encodeURIComponent(E2E_PREVIEW_TOKEN)}`);
    expect(valid.status).toBe(307);
    expect(String(valid.headers["set-cookie"])).toContain(DRAFT_COOKIE);
  });
});

test.describe("cookies and files", () => {
  test("cacheable pages carry no Set-Cookie; the locale cookie of a redirect is Secure over HTTPS only", async () => {
    for (const path of ["/", "/de/", "/fr/", "/blog/", "/no-such-page-at-all/"]) {
      expect((await rawRequest("GET", path)).headers["set-cookie"], path).toBeUndefined();
    }
    const plain = await rawRequest("GET", "/", { headers: { "accept-language": "de-DE,de;q=0.9" } });
    expect(plain.status).toBe(307);
    expect(String(plain.headers["set-cookie"])).toMatch(/i18n_redirected=de/);
    expect(String(plain.headers["set-cookie"])).not.toMatch(/secure/i);
    const https = await rawRequest("GET", "/", { headers: { "accept-language": "de-DE,de;q=0.9", "x-forwarded-proto": "https", "x-forwarded-for": "203.0.113.7" } });
    expect(String(https.headers["set-cookie"])).toMatch(/i18n_redirected=de;.*Secure/i);
  });

  test("the browser remembers the language it reads, without the server setting a cookie", async ({ page, context }) => {
    await gotoHydrated(page, "/de/");
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("de");
  });

  test("the data folder is 0700 and the SQLite database 0600", async () => {
    await rawRequest("POST", "/api/analytics/", { headers: { "content-type": "application/json" }, body: "{}" });
    expect(statSync(dataDir).mode & 0o777).toBe(0o700);
    expect(statSync(join(dataDir, "site.sqlite")).mode & 0o777).toBe(0o600);
  });
});
