import Negotiator from "negotiator";
import { NextResponse, type NextRequest } from "next/server";
import { defaultLocale, isLocale, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE, localePrefixes, locales, type Locale } from "./locales";
import { isBot } from "./bots";
import { SITEMAP_FILE } from "./discovery-paths";
import { buildInternalPath, getRoute, matchPath, splitLocale, type RouteMatch } from "./routes";
import { errorMessages } from "@/lib/errors";

/**
 * Endpoints and assets Next serves itself: a folder, or one path exactly (anchored: `/previewer/` or
 * `/slice-simulator-x/` are page paths, which get the localized 404 page, never a render of their own).
 */
const APP_PATHS = /^\/(?:_next\/|api\/|builds\/|\.netlify\/|_i18n\/|embedded-prismic\/|content-assets\/|(?:preview|slice-simulator)(?:\/|$))/;
/** Files at the root that exist: public/ and the metadata routes. */
const ROOT_FILES = new Set([
  "/favicon.svg",
  "/favicon.ico",
  "/apple-touch-icon.png",
  "/icon-192.png",
  "/icon-512.png",
  "/manifest.webmanifest",
  "/robots.txt",
  "/sitemap.xml",
]);
const FILE = /\.[a-zA-Z0-9]+$/;

/** Paths the site's pages never use: endpoints, assets and files. The proxy leaves them to Next. */
export function isPagePath(pathname: string): boolean {
  return !APP_PATHS.test(pathname) && !FILE.test(pathname);
}

/** A file-like path nothing serves: it must get the static 404 page, not a render of `[locale]` that is cached per path. */
function isUnknownFile(pathname: string): boolean {
  return !isPagePath(pathname) && !APP_PATHS.test(pathname) && !ROOT_FILES.has(pathname) && !SITEMAP_FILE.test(pathname);
}

/**
 * Endpoint areas whose own unknown paths get the bare 404 (what exists there is listed). Next would answer
 * any other path in them by rendering the `[locale]` page for it, and cache that render under the path.
 */
const BARE_AREAS: { area: RegExp; known: RegExp }[] = [
  { area: /^\/builds\//, known: /^\/builds\/(?:latest\.json|meta\/[^/]+\.json)$/ },
  { area: /^\/\.netlify\//, known: /^\/\.netlify\/(?:functions\/|images\/?$)/ },
  // Rewritten to /api/i18n/ (next.config.ts).
  { area: /^\/_i18n\//, known: /^\/_i18n\/[^/]+\/(?:messages|not-found)\.json$/ },
  { area: /^\/embedded-prismic\//, known: /^\/embedded-prismic\/api\/v2(?:\/|$)/ },
  { area: /^\/(?:preview|slice-simulator)\//, known: /^\/(?:preview|slice-simulator)\/$/ },
];

/**
 * A path that gets the bare English 404 rather than the localized page: a file nothing serves, or an
 * unknown path under an endpoint area (`/builds/`, `/.netlify/`, `/_i18n/`, ...) (spec 8: "Page not found: {fullPath}", non-fatal).
 * Unknown `/api/` paths get the same from their catch-all route (src/app/api/[...unknown]).
 */
export function isBareNotFound(pathname: string): boolean {
  if (isUnknownFile(pathname)) return true;
  const area = BARE_AREAS.find(({ area }) => area.test(pathname));
  return area !== undefined && !area.known.test(pathname);
}

/**
 * The bare 404: one line of English text naming the path, no page, no render, nothing written to the
 * cache. Text, never HTML (with nosniff), so the echoed path cannot run as markup.
 */
export function bareNotFound(pathname: string): Response {
  return new Response(`${errorMessages.pageNotFound(pathname)}\n`, {
    status: 404,
    headers: { "content-type": "text/plain; charset=utf-8", "cache-control": "public, max-age=300", "x-content-type-options": "nosniff" },
  });
}

/** Whether a path's percent-encoding is valid; Next answers a malformed one with a 500 on dynamic routes. */
export function hasValidEncoding(pathname: string): boolean {
  try {
    decodeURIComponent(pathname);
    return true;
  } catch {
    return false;
  }
}

/**
 * The preferred supported locale of an Accept-Language header, if any: negotiator ranks by quality, a regional tag
 * stands for its language (`fr-CA` is French) unless the language has its own (`de-CH, de;q=0.1, fr;q=0.5` is French).
 */
export function localeFromAcceptLanguage(header: string | null): Locale | null {
  const preferred = new Negotiator({ headers: { "accept-language": header ?? "" } }).language(locales);
  return isLocale(preferred) ? preferred : null;
}

/** Same origin and query, another path (plain URL: NextURL would drop the trailing slash outside Next). */
function withPath(request: NextRequest, pathname: string): URL {
  return new URL(`${pathname}${request.nextUrl.search}`, request.url);
}

function redirect(request: NextRequest, pathname: string, status: 307 | 308): NextResponse {
  return NextResponse.redirect(withPath(request, pathname), status);
}

function rememberLocale(response: NextResponse, locale: Locale, https: boolean): NextResponse {
  response.cookies.set(LOCALE_COOKIE, locale, { path: "/", maxAge: LOCALE_COOKIE_MAX_AGE, sameSite: "lax", secure: https });
  return response;
}

/**
 * The request inputs routeRequest reads besides the URL: the home page's language redirect. A shared cache
 * keys the answer on them (src/proxy.ts names them to the front's response cache).
 */
export function routingInputs(pathname: string): string[] {
  return pathname === "/" ? [`cookie:${LOCALE_COOKIE}`, "accept-language", "user-agent"] : [];
}

/**
 * Public path → internal app path. English paths carry no prefix; `/en/...` redirects to it.
 * Paths end with `/`: a page request without it is redirected permanently.
 * The home page sends a first-time visitor to their language, then remembers it in `i18n_redirected` (a `Secure`
 * cookie when `https`: whether the visitor reached the site over HTTPS, as the server vouches, which the caller asks).
 */
export async function routeRequest(
  request: NextRequest,
  documentExists: (match: RouteMatch) => Promise<boolean> = async () => true,
  findRedirect: (pathname: string) => Promise<{ to: string; status: number } | null> = async () => null,
  https = false,
): Promise<NextResponse> {
  const { pathname } = request.nextUrl;

  if (pathname === "/en" || pathname.startsWith("/en/")) {
    return redirect(request, pathname.slice(3) || "/", 308);
  }
  // Redirects the marketing team keeps in the content (a renamed page, a retired campaign), with or without the slash.
  const moved = await findRedirect(pathname.endsWith("/") ? pathname : `${pathname}/`);
  if (moved) {
    // A page keeps the query (campaign parameters); another site gets the address as the editor wrote it.
    return NextResponse.redirect(/^https?:\/\//.test(moved.to) ? new URL(moved.to) : withPath(request, moved.to), moved.status);
  }
  if (!pathname.endsWith("/")) {
    return redirect(request, `${pathname}/`, 308);
  }

  const cookieLocale = request.cookies.get(LOCALE_COOKIE)?.value;
  const rememberedLocale = isLocale(cookieLocale) ? cookieLocale : null;

  if (pathname === "/" && !isBot(request.headers.get("user-agent"))) {
    const preferred = rememberedLocale ?? localeFromAcceptLanguage(request.headers.get("accept-language"));
    if (preferred && preferred !== defaultLocale) {
      return rememberLocale(redirect(request, `${localePrefixes[preferred]}/`, 307), preferred, https);
    }
  }

  const match = matchPath(pathname);
  const locale = match?.locale ?? splitLocale(pathname).locale;
  const found = match && match.route.id !== "not_found" && (await documentExists(match));
  const internal = found
    ? buildInternalPath(match.route, match.locale, match.params)
    : buildInternalPath(getRoute("not_found"), locale, {});

  // Unknown paths and missing documents are answered by the 404 route with the status set here, so
  // the localized 404 page is rendered on the server (a page's own notFound() renders only in the browser).
  // No Set-Cookie here: pages are cached and shared; the locale is remembered where the proxy redirects.
  return NextResponse.rewrite(withPath(request, internal), found ? undefined : { status: 404 });
}


