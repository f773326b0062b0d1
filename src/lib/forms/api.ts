import type { Locale } from "@/routing/locales";
import type { FormType } from "./definitions";
import type { ValidationCode } from "./messages";
import type { NewsletterTopic } from "./newsletter";
import type { HONEYPOT_FIELD } from "./definitions";
import type { TrafficSource } from "./payloads";

/** Paths of the conversion API as the browser calls them. */
export const conversionApi = {
  createFreeTrial: "/.netlify/functions/create-free-trial",
  registerToCourse: "/.netlify/functions/register-to-course",
  isCompetitorEmail: "/.netlify/functions/is-competitor-email",
  isProfessionalEmail: "/.netlify/functions/is-professional-email",
  fetchCompany: "/.netlify/functions/fetch-company",
  fetchCompanyDomain: "/.netlify/functions/fetch-company-domain",
  maturityModelAssessments: "/.netlify/functions/maturity-model-assessments",
  uploadMaturityModelPdf: "/.netlify/functions/upload-maturity-model-pdf",
  submitForm: "/api/forms/submit",
  subscribeNewsletter: "/api/newsletter/subscribe",
  confirmNewsletter: "/api/newsletter/confirm",
  preferences: "/api/preferences",
  unsubscribeAll: "/api/preferences/unsubscribe",
  requestPreferencesLink: "/api/preferences/request-link",
} as const;

/** The error every endpoint answers: a validation code with the field, or a catalogued code. */
export interface ApiErrorBody {
  code: ValidationCode | string;
  field?: string;
  message: string;
  /** Validation failures: every failing field with its code. */
  fields?: { field: string; code: ValidationCode | string; message: string }[];
}

export type ApiResult<T> = { ok: true; status: number; data: T } | { ok: false; status: number; error: ApiErrorBody };

type Lang = Locale;
type WithTraffic = { trafficSource?: TrafficSource | null; [HONEYPOT_FIELD]?: string };

/** Request bodies as the browser sends them (the zod schemas in payloads.ts are the contract). */
export type FreeTrialRequest = WithTraffic & {
  lang: Lang;
  companyName?: string;
  mail?: string;
  firstName?: string;
  lastName?: string;
  pw?: string;
  phone?: string;
  /** ISO2 country of the visitor, also the country of a national phone number. */
  country?: string;
};
export type CourseRegistrationRequest = WithTraffic & Omit<FreeTrialRequest, "companyName" | "pw" | "trafficSource" | typeof HONEYPOT_FIELD> & {
  groupId: string;
  password?: string;
};
export type FormSubmissionRequest = WithTraffic & {
  formType: FormType;
  formId?: string;
  locale: Lang;
  fields: Record<string, string | boolean>;
  hidden?: Record<string, string>;
};
export type NewsletterSubscribeRequest = WithTraffic & { email: string; language: Lang; topics?: NewsletterTopic[] };
export type AssessmentRequest = WithTraffic & {
  locale: Lang;
  themes: { index: number; selectedLevelIndex: number }[];
  overallLevel: number;
  email?: string;
};
export type AssessmentPdfRequest = { assessmentId: string; fileName?: string; pdfBase64: string };

/**
 * Calls a conversion endpoint and never throws: a network failure comes back as
 * `{ ok: false, status: 0, error: { code: "network_error" } }` so the form can say so.
 */
export async function callConversionApi<T>(path: string, init: { method?: "GET" | "POST"; body?: unknown; query?: Record<string, string> } = {}): Promise<ApiResult<T>> {
  const url = init.query ? `${path}?${new URLSearchParams(init.query)}` : path;
  try {
    const response = await fetch(url, {
      method: init.method ?? (init.body === undefined ? "GET" : "POST"),
      headers: init.body === undefined ? undefined : { "content-type": "application/json" },
      body: init.body === undefined ? undefined : JSON.stringify(init.body),
    });
    const json = (await response.json().catch(() => null)) as { error?: ApiErrorBody } | null;
    if (response.ok) return { ok: true, status: response.status, data: json as T };
    return { ok: false, status: response.status, error: json?.error ?? { code: "service_unavailable", message: response.statusText } };
  } catch {
    return { ok: false, status: 0, error: { code: "network_error", message: "The network is unavailable." } };
  }
}
