import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { localeFromAcceptLanguage, routeRequest } from "./proxy-routing";

function request(path: string, headers: Record<string, string> = {}) {
  return new NextRequest(new URL(path, "http://localhost:3000"), { headers });
}

const rewriteOf = (response: Response) => response.headers.get("x-middleware-rewrite");

describe("proxy routing", () => {
  it("redirects page paths without a trailing slash permanently, keeping the query", () => {
    const response = routeRequest(request("/blog?utm_source=x"));
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("http://localhost:3000/blog/?utm_source=x");
  });

  it("redirects the /en prefix to the unprefixed English path", () => {
    const response = routeRequest(request("/en/pricing/"));
    expect(response.status).toBe(308);
    expect(response.headers.get("location")).toBe("http://localhost:3000/pricing/");
  });

  it("rewrites public paths to the internal route, by locale", () => {
    expect(rewriteOf(routeRequest(request("/fr/clients/acme/")))).toBe("http://localhost:3000/fr/case_study/acme/");
    expect(rewriteOf(routeRequest(request("/de/")))).toBe("http://localhost:3000/de/");
    expect(rewriteOf(routeRequest(request("/blog/hello/")))).toBe("http://localhost:3000/en/blog_article/hello/");
  });

  it("sends unknown paths to the 404 route of their locale", () => {
    expect(rewriteOf(routeRequest(request("/de/gibt/es/nicht/")))).toBe("http://localhost:3000/de/not_found/");
    expect(rewriteOf(routeRequest(request("/blog/Not%20Valid/")))).toBe("http://localhost:3000/en/not_found/");
  });

  it("remembers the locale of the visited path for a year when no cookie is set", () => {
    const cookie = routeRequest(request("/fr/tarifs/")).headers.get("set-cookie");
    expect(cookie).toContain("i18n_redirected=fr");
    expect(cookie).toContain("Max-Age=31536000");
    const withCookie = routeRequest(request("/fr/tarifs/", { cookie: "i18n_redirected=de" }));
    expect(withCookie.headers.get("set-cookie")).toBeNull();
  });

  it("sends the home page to the remembered or preferred language", () => {
    const remembered = routeRequest(request("/", { cookie: "i18n_redirected=de" }));
    expect(remembered.status).toBe(307);
    expect(remembered.headers.get("location")).toBe("http://localhost:3000/de/");
    const preferred = routeRequest(request("/", { "accept-language": "fr-FR,fr;q=0.9,en;q=0.5" }));
    expect(preferred.headers.get("location")).toBe("http://localhost:3000/fr/");
    expect(preferred.headers.get("set-cookie")).toContain("i18n_redirected=fr");
    expect(rewriteOf(routeRequest(request("/", { cookie: "i18n_redirected=en", "accept-language": "de" })))).toBe(
      "http://localhost:3000/en/",
    );
    expect(rewriteOf(routeRequest(request("/", { "accept-language": "de", "user-agent": "Googlebot/2.1" })))).toBe(
      "http://localhost:3000/en/",
    );
    expect(rewriteOf(routeRequest(request("/", { cookie: "i18n_redirected=%%%garbage" })))).toBe("http://localhost:3000/en/");
  });

  it("parses Accept-Language by quality", () => {
    expect(localeFromAcceptLanguage("es-ES,de;q=0.8,fr;q=0.9")).toBe("fr");
    expect(localeFromAcceptLanguage("es, it;q=0.5")).toBeNull();
    expect(localeFromAcceptLanguage("de;q=abc,en;q=0.1")).toBe("en");
    expect(localeFromAcceptLanguage(null)).toBeNull();
  });
});
