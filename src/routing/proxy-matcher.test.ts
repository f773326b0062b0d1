// The paths an attacker chooses to fill the caches (issue 25, finding 2): each must reach the proxy and get a 404
// that is one entry for all of them (the bare 404, or the localized 404 page), never a render of its own.
import { createRequire } from "node:module";
import { NextRequest } from "next/server";
import { describe, expect, it } from "vitest";
import { config } from "../proxy";
import { isBareNotFound, isPagePath, routeRequest } from "./proxy-routing";

const require = createRequire(import.meta.url);
/** Next's own compilation of a proxy matcher, and the test it runs on each request's path. */
const { getMiddlewareMatchers } = require("next/dist/build/analysis/get-page-static-info.js") as {
  getMiddlewareMatchers(matchers: string[], nextConfig: Record<string, unknown>): { regexp: string }[];
};
const { getMiddlewareRouteMatcher } = require("next/dist/shared/lib/router/utils/middleware-route-matcher.js") as {
  getMiddlewareRouteMatcher(matchers: { regexp: string }[]): (pathname: string, req: unknown, query: unknown) => boolean;
};

const proxySees = getMiddlewareRouteMatcher(getMiddlewareMatchers(config.matcher, {}));

/** One probing path of each family the issue names, with random tails as an attacker sends them. */
function probes(count: number): string[] {
  const tails = Array.from({ length: count }, (_, i) => `${i.toString(36)}${Math.random().toString(36).slice(2, 8)}`);
  return tails.flatMap((tail) => [`/favicon.svg${tail}`, `/favicon.svg.${tail}`, `/favicon?svg${tail}`, `/favicon-svg${tail}`, `/exit-preview${tail}`, `/exit-preview/${tail}`]);
}

describe("the proxy's matcher", () => {
  it("leaves exactly /favicon.svg, Next's build assets and the endpoints to Next", () => {
    for (const path of ["/favicon.svg", "/_next/static/chunks/a.js", "/_next/image", "/api/forms/submit", "/.netlify/functions/create-free-trial"]) {
      expect(proxySees(path, {}, {}), path).toBe(false);
    }
  });

  it("routes every path that merely starts like the favicon, and the pages", () => {
    for (const path of ["/favicon.svgx", "/favicon.svg/", "/favicon.svg.rsc", "/favicon?svgx", "/faviconXsvg", "/favicon-svg/a", "/exit-preview", "/blog/", "/de/"]) {
      expect(proxySees(path, {}, {}), path).toBe(true);
    }
  });
});

describe("probing paths", () => {
  const request = (path: string) => new NextRequest(new URL(path.replace("?", "%3F"), "http://localhost:3000"));

  it("each get the bare 404 or the 404 route: never a path of their own", async () => {
    for (const path of probes(200)) {
      const pathname = new URL(path.replace("?", "%3F"), "http://x.invalid").pathname;
      expect(proxySees(decodeURIComponent(pathname), {}, {}), path).toBe(true);
      if (!isPagePath(pathname)) {
        expect(isBareNotFound(pathname), path).toBe(true);
        continue;
      }
      // No document has such a name (the content says so through the proxy's lookup).
      const answer = await routeRequest(request(`${pathname}/`), async () => false);
      // The 404 route of the path's language: one internal path for every unknown page.
      expect(answer.status, path).toBe(404);
      expect(answer.headers.get("x-middleware-rewrite"), path).toBe("http://localhost:3000/en/not_found/");
    }
  });

  it("under the endpoint areas Next would render as a page: a bare 404 except for what exists", () => {
    for (const path of ["/_i18n/x", "/_i18n/de/other.json", "/embedded-prismic/x", "/preview/x", "/slice-simulator/x", "/builds/x"]) {
      expect(isBareNotFound(path), path).toBe(true);
    }
    for (const path of ["/_i18n/de/messages.json", "/_i18n/fr/not-found.json", "/embedded-prismic/api/v2", "/embedded-prismic/api/v2/documents/search", "/preview", "/preview/", "/slice-simulator", "/slice-simulator/"]) {
      expect(isBareNotFound(path), path).toBe(false);
    }
    // Anchored: a longer name is a page path (the localized 404 page), not an endpoint.
    for (const path of ["/previewer/", "/slice-simulatorx/", "/exit-preview/", "/exit-previewx/"]) expect(isPagePath(path), path).toBe(true);
  });
});
