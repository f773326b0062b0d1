import { NextResponse, type NextRequest } from "next/server";
import { logger } from "@/lib/log";
import { processSingleton } from "@/lib/process-singleton";

const log = logger("proxy");

// The console (/admin/, src/server/admin) and its sign-in page, as the proxy routes them. Lean like the proxy: no
// database here (on Netlify this runs at the edge). A Node server registers its own session check in process
// (instrumentation-node.ts); anywhere else the proxy asks the site's /api/admin/session/.

/** The sign-in page: not localized, outside /admin (which is a 404 for anyone not signed in). */
export const CONSOLE_SIGN_IN_PATH = "/console-sign-in/";
/** The session cookie's name after an optional `__Secure-` (better-auth's, src/server/admin/auth.ts). */
export const ADMIN_COOKIE_PREFIX = "quillio-console";
const SESSION_COOKIE_MARK = `${ADMIN_COOKIE_PREFIX}.session_token=`;
/** Every console answer: never stored by a cache, never indexed. */
export const ADMIN_RESPONSE_HEADERS = { "cache-control": "private, no-store", "x-robots-tag": "noindex, nofollow" } as const;

const CONSOLE_AREA = /^\/admin(?:\/|$)/;
const CHECK_TIMEOUT_MS = 5_000;

export interface ConsoleCheck {
  ok: boolean;
  /** The refreshed session cookie to pass on (pages cannot set cookies themselves). */
  setCookies: string[];
}

export type CheckConsoleSession = (cookieHeader: string) => Promise<ConsoleCheck>;

const registeredCheck = processSingleton<CheckConsoleSession>("console-check");
const REFUSED: ConsoleCheck = { ok: false, setCookies: [] };

/** Called by the Node server's start-up: the proxy then checks sessions in this process. */
export function registerConsoleCheck(check: CheckConsoleSession): void {
  registeredCheck.set(check);
}

/** The check over HTTP: GET /api/admin/session/ with the request's cookies (204: signed in). Never kept. */
export function remoteConsoleCheck(origin: string, fetcher: typeof fetch = fetch): CheckConsoleSession {
  return async (cookieHeader) => {
    try {
      const response = await fetcher(new URL("/api/admin/session/", origin), {
        headers: { cookie: cookieHeader, accept: "application/json" },
        cache: "no-store",
        signal: AbortSignal.timeout(CHECK_TIMEOUT_MS),
      });
      return response.status === 204 ? { ok: true, setCookies: response.headers.getSetCookie() } : REFUSED;
    } catch (error) {
      log.error("the console session could not be checked", { err: error });
      return REFUSED;
    }
  };
}

function consoleCheck(origin: string): CheckConsoleSession {
  const registered = registeredCheck.get();
  return typeof registered === "function" ? registered : remoteConsoleCheck(origin);
}

function withConsoleHeaders(response: NextResponse, setCookies: string[] = []): NextResponse {
  for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) response.headers.set(name, value);
  for (const line of setCookies) response.headers.append("set-cookie", line);
  return response;
}

/**
 * The proxy's answer for a console path, or null to route it like any other path. The sign-in page passes (not
 * localized); /admin passes only with a session cookie that checks out: anyone else (no cookie, a forged, expired or
 * ended one, an address no longer allowed) gets exactly what an unknown path gets, the site's 404 page.
 */
export async function routeConsole(request: NextRequest, check: CheckConsoleSession = consoleCheck(request.nextUrl.origin)): Promise<NextResponse | null> {
  const { pathname } = request.nextUrl;
  if (pathname === CONSOLE_SIGN_IN_PATH) return withConsoleHeaders(NextResponse.next());
  if (pathname === CONSOLE_SIGN_IN_PATH.slice(0, -1)) return withConsoleHeaders(NextResponse.redirect(new URL(CONSOLE_SIGN_IN_PATH + request.nextUrl.search, request.url), 308));
  if (!CONSOLE_AREA.test(pathname)) return null;
  const cookie = request.headers.get("cookie");
  if (!cookie?.includes(SESSION_COOKIE_MARK)) return null;
  const session = await check(cookie);
  if (!session.ok) return null;
  if (!pathname.endsWith("/")) {
    const url = new URL(request.url);
    url.pathname = `${pathname}/`;
    return withConsoleHeaders(NextResponse.redirect(url, 308), session.setCookies);
  }
  return withConsoleHeaders(NextResponse.next(), session.setCookies);
}
