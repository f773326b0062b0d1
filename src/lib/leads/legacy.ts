import { LEAD_FIELD_NAMES, type LeadFieldName, type LeadFields } from "./lead";

/**
 * The one place the spec's backend-function payloads (section 3) keep their own names for three lead fields:
 * create-free-trial sends `mail`, `pw` and `companyName`; register-to-course sends `mail` and `password`. The browser
 * maps a lead to them as it calls a function, the server maps them back as it reads one, and an error naming one is
 * shown on the form's field: nowhere else does the site use these names.
 */
export const legacyFieldNames = {
  "create-free-trial": { email: "mail", password: "pw", company: "companyName" },
  "register-to-course": { email: "mail" },
} as const satisfies Record<string, Partial<Record<LeadFieldName, string>>>;

export type LegacyFunction = keyof typeof legacyFieldNames;
type Renames<F extends LegacyFunction> = (typeof legacyFieldNames)[F];
/** A lead's fields (or anything keyed by them: their schemas) under a function's names. */
export type LegacyFields<F extends LegacyFunction, T extends Partial<Record<LeadFieldName, unknown>>> = {
  [K in keyof T as K extends keyof Renames<F> ? Renames<F>[K] & string : K]: T[K];
};

/** A lead's fields as a function's payload names them. */
export function toLegacyFields<F extends LegacyFunction, T extends Partial<Record<LeadFieldName, unknown>>>(endpoint: F, fields: T): LegacyFields<F, T> {
  const renames = legacyFieldNames[endpoint] as Partial<Record<string, string>>;
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [renames[name] ?? name, value])) as LegacyFields<F, T>;
}

/** A function payload's fields under the lead's names (anything else passes as it is). */
export function fromLegacyFields<F extends LegacyFunction>(endpoint: F, payload: Record<string, unknown>): Record<string, unknown> {
  const back: Record<string, string> = Object.fromEntries(Object.entries(legacyFieldNames[endpoint]).map(([name, legacy]) => [legacy, name]));
  return Object.fromEntries(Object.entries(payload).map(([name, value]) => [back[name] ?? name, value]));
}

/** The lead fields of a function's validated payload (its other members, such as the course or the language, left out). */
export function leadFieldsOf<F extends LegacyFunction>(endpoint: F, payload: Record<string, unknown>): LeadFields {
  const fields = fromLegacyFields(endpoint, payload);
  const lead: Record<string, unknown> = {};
  for (const name of LEAD_FIELD_NAMES) if (fields[name] !== undefined && fields[name] !== "") lead[name] = fields[name];
  return lead as LeadFields;
}

/** The lead field an error about a request field names (`mail`, `fields.email`, `pw`...): what the form marks. */
export function leadFieldOf(requestField: string): string {
  const name = requestField.startsWith("fields.") ? requestField.slice("fields.".length).split(".")[0]! : requestField.split(".")[0]!;
  for (const renames of Object.values(legacyFieldNames)) {
    const found = Object.entries(renames).find(([, legacy]) => legacy === name);
    if (found) return found[0];
  }
  return name;
}
