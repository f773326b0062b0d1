// The audit log's account of every sign-in attempt: a link asked for (or refused), a link or OIDC sign-in that
// worked, and each way one fails. Called from the auth library's hooks (auth.ts), so every way into it is covered.
import { createHash } from "node:crypto";
import { clientAddressOf } from "@/server/security/client-identity";
import type { Db } from "../db";
import { auditedAddress, recordAudit } from "./audit";
import { isAdminEmail } from "./env";

/** How someone tried to sign in. */
export type SignInMethod = "link" | "oidc";

/**
 * Why a sign-in failed, as the log says it: a link never issued (`forged_link`), spent already (`used_link`), too old
 * (`expired_link`); an address ADMIN_EMAILS does not allow (`address_not_allowed`), one the provider did not verify
 * (`address_not_verified`); an OIDC answer that does not belong to a sign-in this browser started (`state_mismatch`),
 * an error the provider sent (`provider_error`), or any other failure of the OIDC exchange (`oidc_failed`: an id token
 * that does not verify, a provider that cannot be reached); a link issued, unused and in time that the library still
 * could not spend (`link_failed`, with its error).
 */
export type SignInRefusal =
  | "forged_link"
  | "used_link"
  | "expired_link"
  | "address_not_allowed"
  | "address_not_verified"
  | "state_mismatch"
  | "provider_error"
  | "oidc_failed"
  | "link_failed";

/** The error codes the console's OIDC check gives the library (validateUserInfo in auth.ts), audited where they arise. */
export const OIDC_REFUSALS = { email_not_allowed: "address_not_allowed", email_not_verified: "address_not_verified" } as const satisfies Record<string, SignInRefusal>;

/** The library's codes for an OIDC answer that is not the one this browser's sign-in waits for. */
const STATE_ERRORS = new Set(["state_mismatch", "state_not_found", "state_invalid", "invalid_state", "please_restart_the_process"]);

/** What the log keeps of a sign-in link: the SHA-256 (hex) of its token, which signs nobody in. */
export const signInLinkHash = (token: string) => createHash("sha256").update(token).digest("hex");

/** The request a hook runs for, as far as the log cares: its headers (client address) and query. */
export interface SignInRequest {
  headers?: Headers;
  query?: Record<string, unknown>;
}

const clientOf = (request: SignInRequest) => (request.headers ? clientAddressOf({ headers: request.headers }) : null);

/** A link was made for an allowed address (mailed, or handed to `npm run admin:link`). */
export async function auditLinkRequested(db: Db, email: string, token: string, via: "mail" | "command", clientAddress: string | null): Promise<void> {
  await recordAudit({ email, sessionId: null, clientAddress }, "sign_in_link_requested", { via }, { db, signInLink: signInLinkHash(token) });
}

/** A link was asked for an address ADMIN_EMAILS does not allow: nothing was made or mailed. */
export async function auditLinkRefused(db: Db, email: string, clientAddress: string | null): Promise<void> {
  const { email: who, addressKey } = auditedAddress(email);
  await recordAudit({ email: who, sessionId: null, clientAddress }, "sign_in_refused", { method: "link", reason: "address_not_allowed", addressKey }, { db });
}

/** A sign-in that worked: its new session, and how. */
export async function auditSignedIn(db: Db, request: SignInRequest, method: SignInMethod, signedIn: { sessionId: string; email: string }): Promise<void> {
  const token = method === "link" ? request.query?.token : undefined;
  await recordAudit({ email: signedIn.email, sessionId: signedIn.sessionId, clientAddress: clientOf(request) }, "sign_in", { method }, {
    db,
    signInLink: typeof token === "string" ? signInLinkHash(token) : undefined,
  });
}

/** One refused sign-in attempt; `email` as given (an address not allowed is redacted), "" when nobody is known. */
export async function auditRefused(db: Db, request: SignInRequest, method: SignInMethod, reason: SignInRefusal, email: string, detail: Record<string, unknown> = {}, signInLink?: string): Promise<void> {
  const who = email ? auditedAddress(email) : { email: "" };
  await recordAudit({ email: who.email, sessionId: null, clientAddress: clientOf(request) }, "sign_in_refused", { method, reason, ...detail, ...("addressKey" in who ? { addressKey: who.addressKey } : {}) }, { db, signInLink });
}

/**
 * A mailed link that did not sign in (the library only says INVALID_TOKEN): told apart by the link's own story in the
 * log. Never issued: forged. Used by a sign-in already: used. Older than its life: expired. Else the address was taken
 * off ADMIN_EMAILS since, or the library failed (`error` says how).
 */
export async function auditLinkFailure(db: Db, request: SignInRequest, error: string, linkTtlSeconds: number): Promise<void> {
  const token = typeof request.query?.token === "string" ? request.query.token : "";
  if (!token) return auditRefused(db, request, "link", "forged_link", "", { error: error.slice(0, 100) });
  const link = signInLinkHash(token);
  const story = await db.selectFrom("admin_audit").select(["action", "at", "email"]).where("sign_in_link", "=", link).orderBy("at").execute();
  const issued = story.find((line) => line.action === "sign_in_link_requested");
  if (!issued) return auditRefused(db, request, "link", "forged_link", "", {}, link);
  const email = issued.email;
  if (story.some((line) => line.action === "sign_in")) return auditRefused(db, request, "link", "used_link", email, { issuedAt: issued.at }, link);
  if (Date.parse(issued.at) + linkTtlSeconds * 1000 <= Date.now()) return auditRefused(db, request, "link", "expired_link", email, { issuedAt: issued.at }, link);
  if (!isAdminEmail(email)) return auditRefused(db, request, "link", "address_not_allowed", email, {}, link);
  return auditRefused(db, request, "link", "link_failed", email, { error: error.slice(0, 100) }, link);
}

/**
 * An OIDC callback that did not sign in. The console's own refusals (an address not allowed or not verified) are
 * audited where they are decided, with the address; here the rest, whose address nobody vouched for.
 */
export async function auditOidcFailure(db: Db, request: SignInRequest, error: string): Promise<void> {
  if (error in OIDC_REFUSALS) return;
  const providerError = request.query?.error;
  if (typeof providerError === "string" && providerError !== "") {
    return auditRefused(db, request, "oidc", "provider_error", "", { error: providerError.slice(0, 100) });
  }
  return auditRefused(db, request, "oidc", STATE_ERRORS.has(error) ? "state_mismatch" : "oidc_failed", "", { error: error.slice(0, 100) });
}
