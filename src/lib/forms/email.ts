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

/**
 * RFC 5322's specials: quotes, comments, display names, lists, groups and domain literals. A mail transport reads an
 * address holding them as another one, or several: Nodemailer delivers `"victim"@x`, `victim(c)@x`, `Eve <victim@x>`
 * and `a,victim@x` to victim@x, `vic"tim"@x` to tim@x, `victim@[127.0.0.1]` to that host. No form needs them
 * (a browser's own email field refuses them too).
 */
const SPECIALS = /["(),:;<>[\]\\]/;

/**
 * Compatibility spellings (fullwidth letters, ligatures) and the dots IDNA reads as ".": the transport and DNS map
 * them to plain letters and dots, so `victim@ｇmail.com` would be mailed to gmail.com while the free-provider
 * check saw another domain.
 */
const compatibilityForm = (email: string) => email !== email.normalize("NFKC") || /[\u3002\uff0e\uff61]/.test(email);

/** An address as the site keeps it: trimmed, in Unicode's composed form, lower-cased. */
export function normalizeEmail(raw: string): string {
  return raw.trim().normalize("NFC").toLowerCase();
}

/**
 * Whether a normalized address is one the site accepts: the pattern, the length, no control or invisible character,
 * none of RFC 5322's specials and no compatibility spelling (so the address is the one mailbox the transport
 * delivers it to, and the domain the one it reaches).
 */
export function isWellFormedEmail(email: string): boolean {
  return email.length <= MAX_EMAIL_LENGTH && !INVISIBLE_OR_CONTROL.test(email) && !SPECIALS.test(email) && !compatibilityForm(email) && EMAIL_PATTERN.test(email);
}

/** Whether `raw`, once normalized, is an address the site accepts. */
export function isValidEmail(raw: string): boolean {
  return isWellFormedEmail(normalizeEmail(raw));
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
