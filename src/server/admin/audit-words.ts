// The audit log in the team's words: what each action is called on the audit page, the kinds the page filters by,
// and the reasons a sign-in was refused.
import type { SignInRefusal } from "./sign-in-audit";

export const auditKinds = {
  "sign-in": "Sign-in and sessions",
  "personal-data": "Views and exports of personal data",
  changes: "Changes (replays, erasures, uploads)",
} as const;
export type AuditKind = keyof typeof auditKinds;

/** Every action the console writes, its words and its kind. */
export const auditActions: Record<string, { label: string; kind: AuditKind }> = {
  sign_in_link_requested: { label: "Sign-in link asked for", kind: "sign-in" },
  sign_in: { label: "Signed in", kind: "sign-in" },
  sign_in_refused: { label: "Sign-in refused", kind: "sign-in" },
  sign_out: { label: "Signed out", kind: "sign-in" },
  sign_out_everywhere: { label: "Signed out everywhere", kind: "sign-in" },
  cross_site_request_refused: { label: "Cross-site request refused", kind: "sign-in" },
  leads_listed: { label: "Leads listed", kind: "personal-data" },
  lead_viewed: { label: "Lead viewed", kind: "personal-data" },
  leads_exported: { label: "Leads exported", kind: "personal-data" },
  person_erasure_previewed: { label: "Erasure previewed", kind: "personal-data" },
  person_erased: { label: "Person erased", kind: "changes" },
  deliveries_replay: { label: "Deliveries replayed", kind: "changes" },
  codes_uploaded: { label: "Offer codes uploaded", kind: "changes" },
};

/** The actions of a kind (the audit page's filter). */
export const actionsOfKind = (kind: AuditKind): string[] => Object.keys(auditActions).filter((action) => auditActions[action]!.kind === kind);

export const isAuditKind = (value: unknown): value is AuditKind => typeof value === "string" && Object.hasOwn(auditKinds, value);

/** Why a sign-in was refused, in words. */
export const signInRefusalWords: Record<SignInRefusal, string> = {
  forged_link: "a link that was never issued",
  used_link: "a link used already",
  expired_link: "an expired link",
  link_failed: "a valid link that could not be used",
  address_not_allowed: "an address ADMIN_EMAILS does not allow",
  address_not_verified: "an address the provider did not verify",
  state_mismatch: "an answer to no sign-in this browser started",
  provider_error: "an error from the provider",
  oidc_failed: "the company sign-in failed",
};

const methodWords: Record<string, string> = { link: "mail link", oidc: "company account" };

/** An audit line's particulars as a reader wants them: refusals and methods in words, the rest as `name: value`. */
export function auditDetailWords(detail: Record<string, unknown> | null): string {
  if (!detail) return "";
  return Object.entries(detail)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([key, value]) => {
      if (key === "reason" && typeof value === "string" && Object.hasOwn(signInRefusalWords, value)) return `why: ${signInRefusalWords[value as SignInRefusal]}`;
      if (key === "method" && typeof value === "string") return `by: ${methodWords[value] ?? value}`;
      return `${key}: ${typeof value === "string" ? value : JSON.stringify(value)}`;
    })
    .join(", ");
}
