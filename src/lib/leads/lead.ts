import type { Locale } from "@/routing/locales";
import type { TrafficSource } from "../forms/traffic-source";

/**
 * One lead, whatever brought it: a form of the embedded provider, a free trial or a course registration through the
 * backend functions, a newsletter sign-up, a maturity assessment, a preference change. The browser builds its requests
 * from these names, the server validates and stores them, the console and the exports read them: each field has one
 * name everywhere (the spec's function payloads rename three of them, in `legacy.ts` only).
 */

/** What a lead is: the endpoint's kind of submission. */
export const leadKinds = ["form", "free_trial", "course_registration", "newsletter", "preferences", "assessment"] as const;
export type LeadKind = (typeof leadKinds)[number];

/**
 * The visitor's own fields, as every form and function names them. A form definition's field is one of these (or a
 * form's own answer, such as a newsletter topic): a name that is neither does not compile.
 */
export interface LeadFields {
  email?: string;
  firstName?: string;
  lastName?: string;
  phone?: string;
  jobTitle?: string;
  company?: string;
  companySize?: string;
  /** ISO 3166-1 alpha-2. */
  country?: string;
  message?: string;
  /** The marketing opt-in box, where the form asks (absent: not asked). */
  marketingOptIn?: boolean;
  /** A learner account's password: hashed before anything is written, never stored or forwarded as typed. */
  password?: string;
}
export type LeadFieldName = keyof LeadFields;

/** A form's answers beyond the visitor's fields: the newsletter's topics, the course, the e-book, the assessment. */
export type LeadAnswer = string | number | boolean | null | readonly LeadAnswer[] | { readonly [key: string]: LeadAnswer };
export type LeadAnswers = Record<string, LeadAnswer>;

export interface Lead {
  kind: LeadKind;
  /** The form's type (demo, contact, gated_content...), or the kind for conversions without a form (free_trial...). */
  formType: string;
  /** Marketo's form id, when the page named one. */
  formId: string | null;
  locale: Locale;
  /** The path of the page the visitor converted on, when the browser said. */
  page: string | null;
  fields: LeadFields;
  answers: LeadAnswers;
  /** Where the visitor came from, as the browser kept it (spec section 3); null when it kept nothing. */
  source: TrafficSource | null;
}

/** The canonical fields of a form's values: its visitor fields by name; everything else is one of its answers. */
export function splitFormValues(values: Record<string, unknown>): { fields: LeadFields; answers: LeadAnswers } {
  const fields: Record<string, unknown> = {};
  const answers: LeadAnswers = {};
  for (const [name, value] of Object.entries(values)) {
    if (value === undefined || value === "") continue;
    if (isLeadFieldName(name)) fields[name] = value;
    else answers[name] = value as LeadAnswer;
  }
  return { fields: fields as LeadFields, answers };
}

/** Every lead field's name (the compiler checks the list against `LeadFields`). */
export const LEAD_FIELD_NAMES = ["email", "firstName", "lastName", "phone", "jobTitle", "company", "companySize", "country", "message", "marketingOptIn", "password"] as const satisfies readonly LeadFieldName[];
type MissingName = Exclude<LeadFieldName, (typeof LEAD_FIELD_NAMES)[number]>;
const everyName: MissingName extends never ? true : never = true;

const fieldNames: ReadonlySet<string> = everyName && new Set<string>(LEAD_FIELD_NAMES);

export function isLeadFieldName(name: string): name is LeadFieldName {
  return fieldNames.has(name);
}

/** The path of a page address the browser reported (its own origin's, or a bare path), without query or fragment. */
export function pagePath(value: string | null | undefined): string | null {
  if (!value) return null;
  try {
    const path = new URL(value, "https://site.invalid").pathname;
    return path.length <= 500 ? path : path.slice(0, 500);
  } catch {
    return null;
  }
}

export type { TrafficSource };

/** A lead from what an endpoint received: no form id, answers or source unless given; the page from the source. */
export function newLead(input: Pick<Lead, "kind" | "formType" | "locale" | "fields"> & Partial<Pick<Lead, "formId" | "answers" | "source" | "page">>): Lead {
  const source = input.source ?? null;
  return { formId: null, answers: {}, ...input, source, page: input.page ?? pagePath(source?.conversionPage) };
}
