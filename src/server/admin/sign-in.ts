import { normalizeEmail } from "@/lib/forms/email";
import { getDb, type Db } from "../db";
import { ADMIN_SIGN_IN_PATH, adminAuth, signInLinkReceiver, type LinkRequestMetadata } from "./auth";
import { isAdminEmail } from "./env";
import { auditLinkRefused } from "./sign-in-audit";

/** Where a mailed link leads once it signed in. */
export const ADMIN_HOME_PATH = "/admin/";

/** What the sign-in form always answers, whoever asked: it tells nobody which addresses may sign in. */
export const SIGN_IN_REQUESTED_MESSAGE = "If this address may sign in, a link is on its way. It works once, within 15 minutes.";

/**
 * Mails a one-time sign-in link to `email` when ADMIN_EMAILS allows it; for anyone else stores no token and mails
 * nothing, only the refusal in the audit log (the address redacted). The caller answers the same either way, before
 * this runs. `clientAddress`: the requester's, for the log.
 */
export async function requestSignInLink(email: string, options: { db?: Db; clientAddress?: string | null } = {}): Promise<void> {
  const address = normalizeEmail(email);
  const db = options.db ?? (await getDb());
  const clientAddress = options.clientAddress ?? null;
  if (!isAdminEmail(address)) return auditLinkRefused(db, address, clientAddress);
  const metadata: LinkRequestMetadata = { clientAddress };
  await adminAuth(db).api.signInMagicLink({
    body: { email: address, callbackURL: ADMIN_HOME_PATH, errorCallbackURL: ADMIN_SIGN_IN_PATH, metadata },
    headers: new Headers(),
  });
}

/**
 * A sign-in link for `email`, returned instead of mailed (`npm run admin:link`, for a server without a mail service);
 * null when ADMIN_EMAILS does not allow the address. One use, ADMIN_LINK_TTL_SECONDS, like a mailed one.
 */
export async function createSignInLink(email: string, options: { db?: Db } = {}): Promise<string | null> {
  let link: string | null = null;
  await signInLinkReceiver.run((url) => (link = url), () => requestSignInLink(email, options));
  return link;
}
