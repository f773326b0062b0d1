import commonFreeProviders from "email-providers/common.json" with { type: "json" };
import { competitorDomains } from "./competitors";

/** The part after the last "@", lower-cased; "" when there is none. */
export function emailDomain(email: string): string {
  const at = email.lastIndexOf("@");
  return at < 0 ? "" : email.slice(at + 1).trim().toLowerCase();
}

const competitorSet = new Set(competitorDomains);

/** A competitor's address, sub-domains included (mail.docebo.com counts as docebo.com). */
export function isCompetitorDomain(domain: string): boolean {
  const labels = domain.toLowerCase().split(".");
  for (let i = 0; i < labels.length - 1; i += 1) {
    if (competitorSet.has(labels.slice(i).join("."))) return true;
  }
  return false;
}

/** Decides whether a domain belongs to a free email provider. */
export type FreeEmailDomainCheck = (domain: string) => boolean;

const commonFreeSet = new Set<string>(commonFreeProviders);

/**
 * The browser's check: the `email-providers` package's short list of common free providers
 * (4 KB). The server uses the package's full list (see src/server/email-domains.ts).
 */
export const isCommonFreeEmailDomain: FreeEmailDomainCheck = (domain) => commonFreeSet.has(domain.toLowerCase());
