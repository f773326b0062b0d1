import "../forms/zod-setup";
import { z } from "zod";
import type { FreeEmailDomainCheck } from "../forms/email";
import { emailSchema, optionalText } from "../forms/fields";
import type { LeadFieldName } from "./lead";

/** The limits every stored field keeps, whatever endpoint it came through (a form's definition may be stricter). */
export const leadFieldLimits = {
  email: 254,
  firstName: 100,
  lastName: 100,
  phone: 32,
  jobTitle: 150,
  company: 200,
  companySize: 50,
  country: 2,
  message: 5000,
} as const satisfies Partial<Record<LeadFieldName, number>>;

const password = z.string({ error: "invalid_value" }).min(8, "too_short").max(128, "too_long");
export const optionalPassword = z.preprocess((value) => (value === "" ? undefined : value), password.optional());

const optionalEmail = (isFreeEmailDomain?: FreeEmailDomainCheck) =>
  z.preprocess((value) => (value === "" || value === null ? undefined : value), emailSchema({ refuseCompetitors: true, isFreeEmailDomain }).optional());

/**
 * The one schema of a lead's fields as an endpoint without a form definition takes them (the backend functions): every
 * field optional and within the lead's limits, under the lead's one name (phone and country are checked together by
 * the payload, a national number against its country). A form's definition is checked by `buildFormSchema`, stricter
 * where the form says so. The browser's request types are derived from the payloads built on this shape.
 */
export function leadFieldSchemas(isFreeEmailDomain?: FreeEmailDomainCheck) {
  return {
    email: optionalEmail(isFreeEmailDomain),
    firstName: optionalText(leadFieldLimits.firstName),
    lastName: optionalText(leadFieldLimits.lastName),
    jobTitle: optionalText(leadFieldLimits.jobTitle),
    company: optionalText(leadFieldLimits.company),
    companySize: optionalText(leadFieldLimits.companySize),
    message: optionalText(leadFieldLimits.message),
    marketingOptIn: z.boolean({ error: "invalid_value" }).optional(),
    password: optionalPassword,
  } satisfies Record<Exclude<LeadFieldName, "phone" | "country">, z.ZodType>;
}
