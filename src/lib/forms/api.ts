import type { Locale } from "@/routing/locales";
import type { FormType } from "./definitions";
import type { HONEYPOT_FIELD } from "./honeypot";
import type { ValidationCode } from "./messages";
import type { NewsletterTopic } from "./newsletter";
import type { TrafficSource } from "./payloads";
import { CHALLENGE_UNSOLVED, isChallengeCode, PROOF_HEADER } from "../proof-of-work/protocol";

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

async function send<T>(url: string, method: "GET" | "POST", body: unknown, proof: string | null): Promise<ApiResult<T>> {
  try {
    const headers: Record<string, string> = body === undefined ? {} : { "content-type": "application/json" };
    if (proof) headers[PROOF_HEADER] = proof;
    const response = await fetch(url, { method, headers, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await response.json().catch(() => null)) as { error?: ApiErrorBody } | null;
    if (response.ok) return { ok: true, status: response.status, data: json as T };
    return { ok: false, status: response.status, error: json?.error ?? { code: "service_unavailable", message: response.statusText } };
  } catch {
    return { ok: false, status: 0, error: { code: "network_error", message: "The network is unavailable." } };
  }
}

/** Fresh proofs a POST may need: a first one, and one more if that one had expired or was used meanwhile. */
const MAX_PROOFS = 2;

/**
 * Calls a conversion endpoint and never throws: a network failure comes back as
 * `{ ok: false, status: 0, error: { code: "network_error" } }` so the form can say so. A POST the
 * server answers with a `challenge_*` 403 (an address past the forms' threshold) is sent again with a
 * solved proof of work, without the visitor doing anything (the solver loads only then); when no
 * proof can be made the answer is 403 `challenge_unsolved`.
 */
export async function callConversionApi<T>(path: string, init: { method?: "GET" | "POST"; body?: unknown; query?: Record<string, string> } = {}): Promise<ApiResult<T>> {
  const url = init.query ? `${path}?${new URLSearchParams(init.query)}` : path;
  const method = init.method ?? (init.body === undefined ? "GET" : "POST");
  let proof: string | null = null;
  for (let proofs = 0; ; proofs += 1) {
    const result = await send<T>(url, method, init.body, proof);
    if (result.ok || method !== "POST" || result.status !== 403 || !isChallengeCode(result.error.code) || proofs === MAX_PROOFS) return result;
    try {
      const { solveProofOfWork } = await import("../proof-of-work/solve");
      proof = (await solveProofOfWork("form")).header;
    } catch {
      return { ok: false, status: 403, error: { code: CHALLENGE_UNSOLVED, message: "The browser could not complete the check against automated submissions." } };
    }
  }
}
