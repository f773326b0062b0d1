import "server-only";
import { headers as requestHeaders } from "next/headers";
import { cache } from "react";
import { notFound } from "next/navigation";
import { siteUrl } from "@/config/site";
import { ADMIN_RESPONSE_HEADERS } from "@/routing/console-routing";
import { errorResponse } from "@/server/api/endpoint";
import { clientAddressOf } from "@/server/security/client-identity";
import { siteIsHttps } from "@/server/security/policy.mjs";
import { getDb, type Db } from "../db";
import { recordAudit } from "./audit";
import { ADMIN_COOKIE_PREFIX, ADMIN_SESSION_ABSOLUTE_SECONDS, adminAuth } from "./auth";
import { isAdminEmail } from "./env";
import { logger } from "@/lib/log";

const log = logger("admin");

/**
 * A signed-in console user, as every console page and admin API sees them; `clientAddress`: the address the server
 * vouches for of the request that presented the session (for the audit log).
 */
export type AdminSession = { sessionId: string; email: string; expiresAt: Date; clientAddress?: string | null };

/** The session cookie's name (better-auth's, with the console's prefix): `__Secure-` when SITE_URL is https. */
export function adminCookieName(https = siteIsHttps()): string {
  return `${https ? "__Secure-" : ""}${ADMIN_COOKIE_PREFIX}.session_token`;
}

export { ADMIN_RESPONSE_HEADERS };

export interface AdminCheck {
  session: AdminSession;
  /** Set-Cookie lines that push the cookie's end back with the session's (a refresh); relay them to the browser. */
  setCookies: string[];
}

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

/**
 * The console session a request carries, or null: no cookie, a forged or unknown one, a session past its idle end
 * (better-auth's expiry) or its absolute end (ADMIN_SESSION_ABSOLUTE_SECONDS after sign-in), or an address no longer
 * in ADMIN_EMAILS. An ended session and the sessions of a removed address are deleted on the way.
 */
export async function adminSessionFrom(headers: Headers, options: { db?: Db; now?: Date } = {}): Promise<AdminCheck | null> {
  if (!headers.get("cookie")?.includes(`${ADMIN_COOKIE_PREFIX}.session_token=`)) return null;
  const db = options.db ?? (await getDb());
  let answer;
  try {
    answer = await adminAuth(db).api.getSession({ headers, returnHeaders: true });
  } catch (error) {
    log.error("session check failed", { err: error });
    return null;
  }
  const found = answer.response;
  if (!found) return null;
  const now = options.now ?? new Date();
  const { session, user } = found;
  if (!isAdminEmail(user.email)) {
    await db.deleteFrom("admin_session").where("user_id", "=", user.id).execute();
    return null;
  }
  const absoluteEnd = new Date(asDate(session.createdAt).getTime() + ADMIN_SESSION_ABSOLUTE_SECONDS * 1000);
  if (absoluteEnd <= now) {
    await db.deleteFrom("admin_session").where("id", "=", session.id).execute();
    return null;
  }
  const idleEnd = asDate(session.expiresAt);
  return {
    session: { sessionId: session.id, email: user.email, expiresAt: idleEnd < absoluteEnd ? idleEnd : absoluteEnd, clientAddress: clientAddressOf({ headers }) },
    setCookies: answer.headers.getSetCookie(),
  };
}

/** The proxy's question on a Node server (registered by instrumentation-node.ts): does this cookie header sign in? */
export async function checkConsoleCookie(cookie: string, options: { db?: Db } = {}): Promise<{ ok: boolean; setCookies: string[] }> {
  const check = await adminSessionFrom(new Headers({ cookie }), options);
  return check ? { ok: true, setCookies: check.setCookies } : { ok: false, setCookies: [] };
}

/**
 * For console pages and layouts: the signed-in admin, or the site's 404 for anyone else. Checked once per request
 * (the layout and its page share the answer).
 */
export const requireAdmin: () => Promise<AdminSession> = cache(async () => {
  const check = await adminSessionFrom(new Headers(await requestHeaders()));
  if (!check) notFound();
  return check.session;
});

const SAFE_METHODS = new Set(["GET", "HEAD", "OPTIONS"]);

/**
 * Whether a state-changing request comes from the console's own pages: `Sec-Fetch-Site: same-origin` when the browser
 * sends it, and an `Origin` of the site (SITE_URL or the address the request was made to). A request with neither
 * header is refused: every browser sends `Origin` with a POST. A page with `Referrer-Policy: no-referrer` (the sign-in
 * page, whose URL holds a token) makes the browser send `Origin: null` with its form: the browser's own
 * `Sec-Fetch-Site: same-origin`, which no page can set, then vouches for it.
 */
export function isSameOriginRequest(request: Request): boolean {
  if (SAFE_METHODS.has(request.method)) return true;
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin") return false;
  const origin = request.headers.get("origin");
  if (origin === null || origin === "null") return fetchSite === "same-origin";
  return origin === new URL(siteUrl).origin || origin === new URL(request.url).origin;
}

/** What anyone not signed in gets from /api/admin/*: the same bare 404 as any unknown /api/ path. */
export function adminNotFound(request: Request): Response {
  const response = errorResponse(404, { code: "not_found", message: `Page not found: ${new URL(request.url).pathname}` });
  for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) response.headers.set(name, value);
  return response;
}

export type AdminRouteContext = { params: Promise<Record<string, string | string[]>> };
export type AdminHandler = (request: Request, session: AdminSession, context: AdminRouteContext) => Promise<Response>;

/**
 * Wraps a route handler under src/app/api/admin/: 404 unless signed in (whatever the method), 403 `cross_site_request`
 * for a signed-in but cross-site state-changing request, 503 when the handler fails. Its answers are never cached
 * or indexed, and carry the session's refreshed cookie.
 */
export function adminRoute(handler: AdminHandler, options: { db?: () => Promise<Db> } = {}) {
  return async (request: Request, context: AdminRouteContext = { params: Promise.resolve({}) }): Promise<Response> => {
    const db = options.db ? await options.db() : undefined;
    const check = await adminSessionFrom(request.headers, { db });
    if (!check) return adminNotFound(request);
    let response: Response;
    if (!isSameOriginRequest(request)) {
      await recordAudit(check.session, "cross_site_request_refused", { method: request.method, path: new URL(request.url).pathname }, { db });
      response = errorResponse(403, { code: "cross_site_request", message: "This request must come from the console's own pages." });
    } else {
      try {
        response = await handler(request, check.session, context);
      } catch (error) {
        log.error(`${new URL(request.url).pathname} failed`, { err: error });
        response = errorResponse(503, { code: "service_unavailable", message: "The service is unavailable. Try again in a moment." }, { "retry-after": "5" });
      }
    }
    // A redirect made with Response.redirect has immutable headers.
    const headers = new Headers(response.headers);
    for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) headers.set(name, value);
    // The session's refresh, unless the handler itself set the cookie (sign-out removes it: a refresh sent after the
    // removal would put the ended session's cookie back in the browser).
    const handlerSetsCookie = response.headers.getSetCookie().some((line) => line.startsWith(`${adminCookieName()}=`));
    if (!handlerSetsCookie) for (const line of check.setCookies) headers.append("set-cookie", line);
    return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
  };
}

/** The methods a route file may export (Next answers any other with 405, and OPTIONS by itself with 204). */
const ROUTE_METHODS = ["GET", "HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"] as const;
type RouteMethod = (typeof ROUTE_METHODS)[number];
type RouteHandler = ReturnType<typeof adminRoute>;

/**
 * A route file's exports under src/app/api/admin/: its handlers behind adminRoute, and every other method as well,
 * so that a stranger gets the same 404 whatever the method (Next's own 405 or 204 for a method the file does not
 * export would tell anyone the console is there); a signed-in admin gets 405 with the methods that exist.
 */
export function adminRoutes(handlers: Partial<Record<RouteMethod, AdminHandler>>, options: { db?: () => Promise<Db> } = {}): Record<RouteMethod, RouteHandler> {
  // HEAD is GET without its body, as Next does for a file that exports GET alone.
  const given: Partial<Record<RouteMethod, AdminHandler>> = { ...handlers, HEAD: handlers.HEAD ?? handlers.GET };
  const allowed = ROUTE_METHODS.filter((method) => given[method]).join(", ");
  const notAllowed: AdminHandler = async (request) =>
    errorResponse(405, { code: "method_not_allowed", message: `${request.method} is not allowed here.` }, { allow: allowed });
  return Object.fromEntries(ROUTE_METHODS.map((method) => [method, adminRoute(given[method] ?? notAllowed, options)])) as Record<RouteMethod, RouteHandler>;
}

/** Ends this session, or every session of its address ("sign out everywhere"), and says so in the audit log. */
export async function signOut(session: AdminSession, options: { everywhere?: boolean; db?: Db } = {}): Promise<number> {
  const db = options.db ?? (await getDb());
  let ended: number;
  if (options.everywhere) {
    const user = await db.selectFrom("admin_session").select("user_id").where("id", "=", session.sessionId).executeTakeFirst();
    const result = user ? await db.deleteFrom("admin_session").where("user_id", "=", user.user_id).executeTakeFirst() : null;
    ended = Number(result?.numDeletedRows ?? 0);
  } else {
    const result = await db.deleteFrom("admin_session").where("id", "=", session.sessionId).executeTakeFirst();
    ended = Number(result.numDeletedRows ?? 0);
  }
  await recordAudit(session, options.everywhere ? "sign_out_everywhere" : "sign_out", { sessionsEnded: ended }, { db });
  return ended;
}

/** The Set-Cookie line that removes the session cookie from the browser. */
export function clearedSessionCookie(https = siteIsHttps()): string {
  return `${adminCookieName(https)}=; Path=/; Max-Age=0; HttpOnly; SameSite=Lax${https ? "; Secure" : ""}`;
}
