import { writeCookie } from "@/lib/browser-cookies";

/** Set after a submission; analytics (after consent) uses the address as the visitor's user id. */
export const LAST_SUBMITTED_EMAIL_COOKIE = "last_submitted_email";

/** A year, like the analytics user id it feeds. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export function rememberSubmittedEmail(email: string): void {
  writeCookie(LAST_SUBMITTED_EMAIL_COOKIE, email, { maxAge: MAX_AGE_SECONDS });
}
