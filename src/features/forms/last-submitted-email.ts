import { useConsentStore } from "@/features/consent/store";
import { deleteCookie, readCookie, writeCookie } from "@/lib/browser-cookies";

/** Set after a submission; analytics (after consent) uses the address as the visitor's user id. */
export const LAST_SUBMITTED_EMAIL_COOKIE = "last_submitted_email";

/** A year, like the analytics user id it feeds. */
const MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

/** Kept only with analytics consent: the address exists for analytics alone. */
export function rememberSubmittedEmail(email: string, analyticsAllowed = useConsentStore.getState().analytics): void {
  if (analyticsAllowed) writeCookie(LAST_SUBMITTED_EMAIL_COOKIE, email, { maxAge: MAX_AGE_SECONDS, sameSite: "Lax" });
  else forgetSubmittedEmail();
}

/** Drops the address, e.g. when the visitor withdraws analytics consent. */
export function forgetSubmittedEmail(): void {
  if (readCookie(LAST_SUBMITTED_EMAIL_COOKIE) !== null) deleteCookie(LAST_SUBMITTED_EMAIL_COOKIE);
}
