import { after } from "next/server";
import { z } from "zod";
import { isValidEmail } from "@/lib/forms/email";
import { emailLimited, errorResponse } from "@/server/api/endpoint";
import { readBodyText } from "@/server/security/body";
import { clientAddressOf } from "@/server/security/client-identity";
import { getDb } from "../db";
import { ADMIN_AUTH_BASE_PATH, ADMIN_OIDC_PROVIDER_ID, ADMIN_SIGN_IN_PATH, adminAuth } from "./auth";
import { adminOidc } from "./env";
import { ADMIN_RESPONSE_HEADERS, isSameOriginRequest } from "./session";
import { ADMIN_HOME_PATH, requestSignInLink } from "./sign-in";
import { logger } from "@/lib/log";

const log = logger("admin");

/** The sign-in form's requests: an address, as a form post or JSON. */
const MAX_SIGN_IN_BODY_BYTES = 2048;
/** Links one mailbox may ask for per window (the shared per-email limit, RATE_LIMIT_EMAIL_WINDOW_MS). */
export const ADMIN_LINK_REQUESTS_PER_WINDOW = 5;

/** The library's routes the console uses; every other path of better-auth's API is a 404 here. */
const LIBRARY_ROUTES: Record<string, "GET" | "POST"> = {
  "/magic-link/verify": "GET",
  [`/callback/${ADMIN_OIDC_PROVIDER_ID}`]: "GET",
};

const withConsoleHeaders = (response: Response) => {
  const headers = new Headers(response.headers);
  for (const [name, value] of Object.entries(ADMIN_RESPONSE_HEADERS)) headers.set(name, value);
  return new Response(response.body, { status: response.status, statusText: response.statusText, headers });
};

const notFound = (request: Request) => errorResponse(404, { code: "not_found", message: `Page not found: ${new URL(request.url).pathname}` });

const seeOther = (request: Request, location: string, cookies: string[] = []) => {
  const headers = new Headers({ location: new URL(location, request.url).toString() });
  for (const line of cookies) headers.append("set-cookie", line);
  return withConsoleHeaders(new Response(null, { status: 303, headers }));
};

/** The address a sign-in request names: `email=` of a form post, or `{ "email": ... }`. */
async function requestedEmail(request: Request): Promise<string | null> {
  const text = await readBodyText(request, MAX_SIGN_IN_BODY_BYTES);
  const type = request.headers.get("content-type")?.split(";")[0]?.trim().toLowerCase();
  const email = type === "application/json" ? z.object({ email: z.string() }).safeParse(JSON.parse(text)).data?.email : new URLSearchParams(text).get("email");
  return email && isValidEmail(email) ? email : null;
}

/**
 * POST /api/auth/request-link: always the same answer (a redirect to the sign-in page saying a link is on its way,
 * or 202 for JSON), sent before anything is looked up; the link is made and mailed after the answer, and only for an
 * address ADMIN_EMAILS allows.
 */
async function requestLink(request: Request): Promise<Response> {
  const wantsJson = request.headers.get("content-type")?.toLowerCase().startsWith("application/json") ?? false;
  let email: string | null;
  try {
    email = await requestedEmail(request);
  } catch {
    email = null;
  }
  if (!email) {
    return wantsJson
      ? errorResponse(400, { code: "invalid_email", field: "email", message: "Enter an email address." })
      : seeOther(request, `${ADMIN_SIGN_IN_PATH}?error=invalid_email`);
  }
  const limited = await emailLimited("admin-sign-in-link", email, { max: ADMIN_LINK_REQUESTS_PER_WINDOW });
  if (limited) return wantsJson ? withConsoleHeaders(limited) : seeOther(request, `${ADMIN_SIGN_IN_PATH}?error=rate_limited`);
  const address = email;
  const clientAddress = clientAddressOf(request);
  after(() => requestSignInLink(address, { clientAddress }).catch((error: unknown) => log.error("the sign-in link could not be sent", { err: error })));
  return wantsJson ? withConsoleHeaders(Response.json({ ok: true }, { status: 202 })) : seeOther(request, `${ADMIN_SIGN_IN_PATH}?sent=1`);
}

/**
 * GET /api/auth/oidc: starts the company's OpenID Connect sign-in (state and PKCE cookies, then the provider). A link,
 * not a form: the site's CSP (`form-action 'self'`) stops a form whose answer redirects to another origin. Started
 * from another site it only returns to the sign-in page.
 */
async function startOidc(request: Request): Promise<Response> {
  if (!adminOidc()) return notFound(request);
  const fetchSite = request.headers.get("sec-fetch-site");
  if (fetchSite !== null && fetchSite !== "same-origin" && fetchSite !== "none") return seeOther(request, ADMIN_SIGN_IN_PATH);
  const db = await getDb();
  try {
    const { headers, response } = await adminAuth(db).api.signInSocial({
      body: { provider: ADMIN_OIDC_PROVIDER_ID, callbackURL: ADMIN_HOME_PATH, errorCallbackURL: ADMIN_SIGN_IN_PATH, disableRedirect: true },
      headers: request.headers,
      returnHeaders: true,
    });
    if (!response.url) throw new Error("no authorization URL");
    return seeOther(request, response.url, headers.getSetCookie());
  } catch (error) {
    log.error("the OIDC sign-in could not start", { err: error });
    return seeOther(request, `${ADMIN_SIGN_IN_PATH}?error=oidc_unavailable`);
  }
}

/** Every request to /api/auth/*: the console's own two endpoints, the library's link and OIDC callbacks, else 404. */
export async function handleAuthRequest(request: Request): Promise<Response> {
  const url = new URL(request.url);
  const path = url.pathname.slice(ADMIN_AUTH_BASE_PATH.length).replace(/\/$/, "");
  if (request.method === "POST" && path === "/request-link") {
    if (!isSameOriginRequest(request)) return errorResponse(403, { code: "cross_site_request", message: "Sign in from the site's own sign-in page." });
    return requestLink(request);
  }
  if (request.method === "GET" && path === "/oidc") return startOidc(request);
  if (LIBRARY_ROUTES[path] !== request.method) return notFound(request);
  if (path.startsWith("/callback/") && !adminOidc()) return notFound(request);
  url.pathname = `${ADMIN_AUTH_BASE_PATH}${path}`;
  const db = await getDb();
  try {
    return withConsoleHeaders(await adminAuth(db).handler(new Request(url, request)));
  } catch (error) {
    log.error("sign-in failed", { err: error });
    return seeOther(request, `${ADMIN_SIGN_IN_PATH}?error=unavailable`);
  }
}
