import commonFreeProviders from "email-providers/common.json" with { type: "json" };
import { competitorDomains } from "./competitors";

/**
 * The one normalisation and validation of an email address, shared by the browser's forms and every
 * server endpoint (through `emailSchema` in fields.ts) and the mail transport.
 */

/** RFC 5321: an address (forward path) fits in 254 characters. */
export const MAX_EMAIL_LENGTH = 254;

// One "@", no spaces, a dotted domain, like browsers ask.
const EMAIL_PATTERN = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/**
 * Characters no address holds, though the pattern's "no spaces" lets them through: controls (C0 such as
 * NUL and BEL, DEL, C1), format characters (bidi overrides such as U+202E, zero-width characters, the soft
 * hyphen), lone surrogates and private-use characters. PostgreSQL refuses a NUL in text outright.
 */
const INVISIBLE_OR_CONTROL = /[\p{Cc}\p{Cf}\p{Cs}\p{Co}]/u;

/** An address as the site keeps it: trimmed, in Unicode's composed form, lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().normalize("NFC").toLowerCase();
}

/** Whether a normalized address is one the site accepts: the pattern, the length, no control or invisible character. */
export function isWellFormedEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && !INVISIBLE_OR_CONTROL.test(email) && EMAIL_PATTERN.test(email);
}

/** Whether `raw`, once normalized, is an address the site accepts. */
export function isValidEmail(raw: string): boolean {
  return isWellFormedEmail(normalizeEmail(raw));
}

/** Providers that deliver `first.last@` and `firstlast@` to one mailbox; googlemail.com is gmail.com. */
const DOTLESS_PROVIDERS: Record<string, string> = { "gmail.com": "gmail.com", "googlemail.com": "gmail.com" };

/**
 * The mailbox an address reaches, for limits that must count one inbox once: lower-cased, without the
 * `+tag` of sub-addressing (a+1@x and a+2@x are a@x) and, where the provider ignores dots in the local
 * part, without dots. Never stored or mailed: the visitor's address is kept as given.
 */
export function mailboxKey(email: string): string {
  const normalized = normalizeEmail(email);
  const at = normalized.lastIndexOf("@");
  if (at < 0) return normalized;
  const domain = normalized.slice(at + 1);
  let local = normalized.slice(0, at);
  const plus = local.indexOf("+");
  if (plus > 0) local = local.slice(0, plus);
  const dotless = DOTLESS_PROVIDERS[domain];
  if (dotless) return `${local.replace(/\./g, "")}@${dotless}`;
  return `${local}@${domain}`;
}

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
