import "./zod-setup";
import { z } from "zod";
import type { CountryCode } from "libphonenumber-js";
import { isCountryCode } from "./countries";
import {
  emailDomain,
  isCommonFreeEmailDomain,
  isCompetitorDomain,
  isWellFormedEmail,
  MAX_EMAIL_LENGTH,
  normalizeEmail,
  type FreeEmailDomainCheck,
} from "./email";

/** Missing → "required", wrong type → "invalid_value": zod's own messages never reach a visitor. */
const typed = { error: (issue: { input?: unknown }) => (issue.input === undefined ? "required" : "invalid_value") };

/** A trimmed, non-empty string of at most `max` characters. */
export const requiredText = (max = 200) =>
  z.string(typed).trim().min(1, "required").max(max, "too_long");

/** An optional string: "" and whitespace count as absent. */
export const optionalText = (max = 200) =>
  z.preprocess(
    (value) => (typeof value === "string" && value.trim() === "" ? undefined : value),
    z.string(typed).trim().max(max, "too_long").optional(),
  );


export interface EmailPolicy {
  professional?: boolean;
  refuseCompetitors?: boolean;
  isFreeEmailDomain?: FreeEmailDomainCheck;
}

/**
 * An email address, normalized (`normalizeEmail`: trimmed, lower-cased) and checked by the one rule of
 * email.ts (no control or invisible character), optionally refusing free providers and competitors.
 */
export function emailSchema({ professional, refuseCompetitors, isFreeEmailDomain = isCommonFreeEmailDomain }: EmailPolicy = {}) {
  return z
    .string(typed)
    .overwrite(normalizeEmail)
    .min(1, "required")
    .max(MAX_EMAIL_LENGTH, "too_long")
    .refine(isWellFormedEmail, "invalid_email")
    .refine((email) => !refuseCompetitors || !isCompetitorDomain(emailDomain(email)), "competitor_email")
    .refine((email) => !professional || !isFreeEmailDomain(emailDomain(email)), "professional_email_required");
}

export const countrySchema = z
  .string(typed)
  .trim()
  .toUpperCase()
  .refine(isCountryCode, "invalid_country")
  .transform((value) => value as CountryCode);
