import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, routeRequest } from "./proxy-routing";

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, "http://localhost:3000"), { headers });
}

const rewriteOf = (response: Response) => response.headers.get("x-middleware-rewrite");
const missing = async () => false;

describe("proxy routing", () => {
  it("redirects page paths without a trailing slash permanently, keeping the query", async () => {
    const response = await routeRequest(request("/blog?utm_source=x"));
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("http://localhost:3000/blog/?utm_source=x");
  });

  it("redirects the /en prefix to the unprefixed English path", async () => {
    const response = await routeRequest(request("/en/pricing/"));
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("http://localhost:3000/pricing/");
  });

  it("rewrites public paths to the internal route, by locale", async () => {
    expect(rewriteOf(await routeRequest(request("/fr/clients/acme/")))).toBe("http://localhost:3000/fr/case_study/acme/");
    expect(rewriteOf(await routeRequest(request("/de/")))).toBe("http://localhost:3000/de/");
    expect(rewriteOf(await routeRequest(request("/blog/hello/")))).toBe("http://localhost:3000/en/blog_article/hello/");
  });

  it("answers unknown paths, /404/ and missing documents with the 404 route of their locale and status 404", async () => {
    const unknown = await routeRequest(request("/de/gibt/es/nicht/"));
    expect(rewriteOf(unknown)).toBe("http://localhost:3000/de/not_found/");
    expect(unknown.status).toBe(404);
    expect(rewriteOf(await routeRequest(request("/blog/Not%20Valid/")))).toBe("http://localhost:3000/en/not_found/");
    expect((await routeRequest(request("/fr/404/"))).status).toBe(404);
    const absent = await routeRequest(request("/fr/clients/inconnu/"), missing);
    expect(rewriteOf(absent)).toBe("http://localhost:3000/fr/not_found/");
    expect(absent.status).toBe(404);
    const present = await routeRequest(request("/fr/clients/acme/"));
    expect(present.status).toBe(200);
  });

  it("never sets a cookie on a page it rewrites (pages are cached and shared)", async () => {
    expect((await routeRequest(request("/fr/tarifs/"))).headers.get("set-cookie")).toBeNull();
    expect((await routeRequest(request("/no-such-page/"))).headers.get("set-cookie")).toBeNull();
    expect((await routeRequest(request("/fr/tarifs/", { cookie: "i18n_redirected=de" }))).headers.get("set-cookie")).toBeNull();
  });

  it("marks the locale cookie of a redirect Secure over HTTPS only", async () => {
    const plain = (await routeRequest(request("/", { "accept-language": "de" }))).headers.get("set-cookie");
    expect(plain).toContain("i18n_redirected=de");
    expect(plain).toContain("Max-Age=31536000");
    expect(plain).not.toMatch(/secure/i);
    // Whether the visitor came over HTTPS is the server's word, which the proxy asks (requestIsHttps, its own test).
    const https = (await routeRequest(request("/", { "accept-language": "de" }), undefined, undefined, true)).headers.get("set-cookie");
    expect(https).toMatch(/; Secure/i);
  });

  it("sends the home page to the remembered or preferred language", async () => {
    const remembered = await routeRequest(request("/", { cookie: "i18n_redirected=de" }));
    expect(remembered.status).toBe(307);
    expect(remembered.headers.get("location")).toBe("http://localhost:3000/de/");
    const preferred = await routeRequest(request("/", { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" }));
    expect(preferred.headers.get("location")).toBe("http://localhost:3000/fr/");
    expect(preferred.headers.get("set-cookie")).toContain("i18n_redirected=fr");
    expect(rewriteOf(await routeRequest(request("/", { cookie: "i18n_redirected=en", "accept-language": "de" })))).toBe(
      "http://localhost:3000/en/",
    );
    expect(rewriteOf(await routeRequest(request("/", { "accept-language": "de", "user-agent": "Googlebot/2.1" })))).toBe(
      "http://localhost:3000/en/",
    );
    expect(rewriteOf(await routeRequest(request("/", { cookie: "i18n_redirected=%%%garbage" })))).toBe("http://localhost:3000/en/");
  });

  it("parses Accept-Language by quality", async () => {
    expect(localeFromAcceptLanguage("es-ES,de;q=0.8,fr;q=0.9")).toBe("fr");
    expect(localeFromAcceptLanguage("es, it;q=0.5")).toBeNull();
    expect(localeFromAcceptLanguage("de;q=abc,en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage(null)).toBeNull();
    // negotiator's reading (RFC 9110): quoted and upper-case weights, a language's own weight over its regional tag's,
    // and `*` (any language: English, the first).
    expect(localeFromAcceptLanguage("en-GB, de;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage('de;q="0.5", fr;q=0.4')).toBe("de");
    expect(localeFromAcceptLanguage("de;Q=0.1, fr;q=0.2")).toBe("fr");
    expect(localeFromAcceptLanguage("de-CH, de;q=0.1, fr;q=0.5")).toBe("fr");
    expect(localeFromAcceptLanguage(";;;q=abc,*")).toBe("en");
    expect(localeFromAcceptLanguage("es, *;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage("de;q=0, *")).toBe("en");
  });
});

describe("paths the proxy routes", () => {
  it("routes pages and leaves endpoints and files to Next", async () => {
    const { isPagePath } = await import("./proxy-routing");
    for (const page of ["/", "/de/", "/blog/x/", "/fr/tarifs", "/previews-of-2027/"]) expect(isPagePath(page), page).toBe(true);
    for (const other of ["/api/blog", "/.netlify/functions/x", "/_i18n/de/messages.json", "/embedded-prismic/api/v2", "/content-assets/a.svg", "/preview", "/sitemap.xml", "/builds/latest.json"]) {
      expect(isPagePath(other), other).toBe(false);
    }
  });

  it("recognises malformed percent-encoding", async () => {
    const { hasValidEncoding } = await import("./proxy-routing");
    expect(hasValidEncoding("/api/i18n/%ZZ")).toBe(false);
    expect(hasValidEncoding("/blog/%E0%A4%A/")).toBe(false);
    expect(hasValidEncoding("/blog/caf%C3%A9/")).toBe(true);
  });
});

describe("unknown files and endpoint paths", () => {
  it("answers a file path nothing serves, and unknown build and platform paths, with the bare English 404", async () => {
    const { isBareNotFound, bareNotFound } = await import("./proxy-routing");
    for (const unknown of ["/anything-123.txt", "/de/wp-login.php", "/builds/x", "/builds/meta/", "/.netlify/x", "/.netlify/images/extra"]) {
      expect(isBareNotFound(unknown), unknown).toBe(true);
    }
    for (const known of ["/robots.txt", "/sitemap.xml", "/favicon.svg", "/_next/static/chunks/a.js", "/content-assets/a.pdf", "/blog/", "/de/", "/builds/latest.json", "/builds/meta/abc.json", "/.netlify/images", "/.netlify/functions/x"]) {
      expect(isBareNotFound(known), known).toBe(false);
    }
    const response = bareNotFound("/de/wp-login.php");
    expect(response.status).toBe(404);
    expect(response.headers.get("content-type")).toBe("text/plain; charset=utf-8");
    expect(await response.text()).toBe("Page not found: /de/wp-login.php\n");
    expect(response.headers.get("set-cookie")).toBeNull();
  });
});
