import type { Db } from "../db";
import { adminAuth } from "../admin/auth";
import { requestSignInLink } from "../admin/sign-in";

/** The SITE_URL the console's tests run under. */
export const SITE = "http://console.quillio.test";

/** The token of the newest sign-in link mailed to `email` (kept in `outgoing_email`: no SMTP_URL in tests). */
export async function lastMailedToken(db: Db, email: string): Promise<string> {
  const mail = await db.selectFrom("outgoing_email").select("body").where("recipient", "=", email).orderBy("created_at", "desc").executeTakeFirst();
  const token = mail ? /[?&]token=([^&\s]+)/.exec(mail.body)?.[1] : undefined;
  if (!token) throw new Error(`no sign-in link mailed to ${email}`);
  return decodeURIComponent(token);
}

/**
 * Opens a sign-in link through the auth library's real handler, as the sign-in page's button does: asks for a new
 * link unless `token` is given. Returns the session cookie (`name=value`, "" when none was set) and the redirect.
 */
export async function signInWithMailedLink(db: Db, email: string, options: { token?: string } = {}): Promise<{ cookie: string; location: string; token: string }> {
  let token = options.token;
  if (!token) {
    await requestSignInLink(email, { db });
    token = await lastMailedToken(db, email);
  }
  const query = new URLSearchParams({ token, callbackURL: "/admin/", errorCallbackURL: "/console-sign-in/" });
  const response = await adminAuth(db).handler(new Request(`${SITE}/api/auth/magic-link/verify?${query}`));
  const sessionCookie = response.headers.getSetCookie().find((line) => line.includes(".session_token=") && !/max-age=0/i.test(line));
  return { cookie: sessionCookie?.split(";")[0] ?? "", location: response.headers.get("location") ?? "", token };
}
