import { NextResponse, type NextRequest } from "next/server";
import { routeDocumentExists } from "@/content/exists";
import { findRedirect } from "@/content/redirects";
import { GEO_INPUTS } from "@/features/consent/geo";
import { withGeoCountry } from "@/features/consent/geo-proxy";
import { discoveryInternalPath } from "@/routing/discovery-paths";
import { bareNotFound, hasValidEncoding, isBareNotFound, isPagePath, routeRequest, routingInputs } from "@/routing/proxy-routing";
import type { RouteMatch } from "@/routing/routes";
import { isDashboardKey } from "@/server/redemption/dashboard-link";
import { FRONT_VARY_HEADER } from "@/server/security/client-address.mjs";

export async function proxy(request: NextRequest) {
  const { pathname } = request.nextUrl;
  if (!isPagePath(pathname)) {
    // Endpoints and files are Next's own, but a malformed path must get a 400, not Next's 500.
    if (!hasValidEncoding(pathname)) {
      return NextResponse.json({ error: { code: "MALFORMED_URL", message: "The URL path is not valid percent-encoding." } }, { status: 400 });
    }
    // Feeds and calendar files live next to their page's public path.
    const discovery = discoveryInternalPath(pathname);
    if (discovery) return NextResponse.rewrite(new URL(discovery, request.url));
    // A file nothing serves, or an unknown build or platform path: the bare English 404, not a page.
    return isBareNotFound(pathname) ? bareNotFound(pathname) : NextResponse.next();
  }
  const key = request.nextUrl.searchParams.get("key");
  // A campaign dashboard exists only for its signed link: anyone else gets the 404 page.
  const exists = (match: RouteMatch) =>
    match.route.id === "redemption_dashboard" && !isDashboardKey(match.params.uid ?? "", key) ? Promise.resolve(false) : routeDocumentExists(match);
  const response = await routeRequest(request, exists, findRedirect);
  if (key !== null) {
    // The key is a password in the URL: kept out of caches and of the Referer of any link followed from the page.
    response.headers.set("cache-control", "private, no-store");
    response.headers.set("referrer-policy", "no-referrer");
  }
  // What else the answer depends on, for the front's response cache (never sent to the client).
  response.headers.set(FRONT_VARY_HEADER, [...routingInputs(pathname), ...GEO_INPUTS].join(","));
  return withGeoCountry(request, response);
}

export const config = {
  // Every request but Next's build assets and the endpoints (Next would hand the proxy a copy of their bodies,
  // truncated at proxyClientMaxBodySize): pages are routed, other paths only checked for a valid encoding.
  matcher: ["/((?!_next/static/|_next/image|favicon.svg|api/|\\.netlify/functions/).*)"],
};
