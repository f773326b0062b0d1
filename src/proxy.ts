import { NextResponse, type NextRequest } from "next/server";
import { inNetlifyFunction } from "@/config/hosting.mjs";
import { processSingleton } from "@/lib/process-singleton";
import { routeConsole } from "@/routing/console-routing";
import { discoveryInternalPath } from "@/routing/discovery-paths";
import { pathLookup, type PathLookup } from "@/routing/proxy-lookups";
import { resolveRouteMiddleware } from "@/routing/route-middleware";
import { bareNotFound, hasValidEncoding, isBareNotFound, isPagePath, routeRequest, routingInputs } from "@/routing/proxy-routing";
import { matchPath } from "@/routing/routes";
import { contentSecurityPolicy, securityHeaders, siteIsHttps } from "@/server/security/policy.mjs";
import { FRONT_RUNNING_KEY, FRONT_VARY_HEADER, FRONT_VARY_NOTHING } from "@/server/security/request-headers.mjs";
import { requestIsHttps } from "@/server/security/request-scheme";

/**
 * An answer the proxy gives itself (a redirect, a malformed path, a file nothing serves) never reaches a server or
 * Netlify's site edge function, which set these everywhere else: it carries them itself.
 */
function answeredHere(request: NextRequest, response: Response): Response {
  // As on every host: an https SITE_URL means the site is public over HTTPS whatever the hop says (HSTS).
  const https = request.nextUrl.protocol === "https:" || siteIsHttps(process.env);
  for (const [name, value] of Object.entries(securityHeaders({ https }))) response.headers.set(name, value);
  response.headers.set("content-security-policy", contentSecurityPolicy({ https, env: process.env }));
  return response;
}

/** A rewrite or pass-through goes on to the page or endpoint; anything else is the proxy's own answer. */
const isOwnAnswer = (response: Response) => !response.headers.has("x-middleware-rewrite") && !response.headers.has("x-middleware-next");

// Lean on purpose: on Netlify this runs as an edge function, so nothing here may reach the content client, the
// database or a Node-only module. The content's answers come through pathLookup (src/routing/proxy-lookups.ts).
export async function proxy(request: NextRequest) {
  // On Netlify the proxy runs at the edge (Deno); Next's server function would run it a second time on the path the
  // edge already rewrote (Next 16.4 reads the matcher from the proxy's own bundle, whatever the plugin's manifest says).
  if (inNetlifyFunction()) return NextResponse.next();
  const response = await route(request);
  return isOwnAnswer(response) ? answeredHere(request, response) : response;
}

async function route(request: NextRequest): Promise<Response> {
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
  // The console's sign-in page, and /admin for a signed-in admin only (anyone else: the 404 below, as any unknown path).
  const consoleAnswer = await routeConsole(request);
  if (consoleAnswer) return consoleAnswer;
  const matched = matchPath(pathname.endsWith("/") ? pathname : `${pathname}/`)?.route;
  // Only a campaign dashboard reads a key: on any other page it is never looked up.
  const dashboard = matched?.id === "redemption_dashboard";
  const key = dashboard ? request.nextUrl.searchParams.get("key") : null;
  const lookup = pathLookup(request.nextUrl.origin);
  let answer: Promise<PathLookup> | undefined;
  const lookedUp = () => (answer ??= lookup(pathname.endsWith("/") ? pathname : `${pathname}/`, key));
  const response = await routeRequest(
    request,
    async () => (await lookedUp()).exists,
    async () => (await lookedUp()).redirect,
    requestIsHttps(request),
  );
  for (const middleware of resolveRouteMiddleware(matched?.middleware ?? [])) {
    middleware({ searchParams: request.nextUrl.searchParams, headers: response.headers });
  }
  // What else the answer depends on, for the self-hosted front's response cache (which never sends it).
  if (processSingleton<boolean>(FRONT_RUNNING_KEY).get()) {
    response.headers.set(FRONT_VARY_HEADER, routingInputs(pathname).join(",") || FRONT_VARY_NOTHING);
  }
  // No cookie on a page: it is cached and shared (the visitor's country comes from /api/geo).
  return response;
}

export const config = {
  // Every request but Next's build assets and the endpoints (Next would hand the proxy a copy of their bodies,
  // truncated at proxyClientMaxBodySize): pages are routed, other paths only checked for a valid encoding.
  // `favicon\.svg$` is that one file: any longer path (`/favicon.svg-x`, `/faviconXsvg`) is routed, so it gets a
  // 404 and no render of its own (proxy-matcher.test.ts checks the matcher as Next compiles it).
  matcher: ["/((?!_next/static/|_next/image|favicon\\.svg$|api/|\\.netlify/functions/).*)"],
};
