import type { z } from "zod";
import type { Locale } from "@/routing/locales";
import type { FormType } from "./definitions";
import type { ValidationCode } from "./messages";
import type { NewsletterTopic } from "./newsletter";
import type { assessmentPayloadSchema, courseRegistrationPayloadSchema, formSubmissionPayloadSchema, freeTrialPayloadSchema, newsletterSubscribePayloadSchema } from "./payloads";
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

/**
 * Request bodies as the browser sends them: derived from the schemas the server validates them with (payloads.ts), so
 * a field one side names and the other does not fails to compile.
 */
export type FreeTrialRequest = z.input<ReturnType<typeof freeTrialPayloadSchema>>;
export type CourseRegistrationRequest = z.input<typeof courseRegistrationPayloadSchema>;
export type FormSubmissionRequest = z.input<typeof formSubmissionPayloadSchema> & { formType: FormType; locale: Locale };
export type NewsletterSubscribeRequest = z.input<typeof newsletterSubscribePayloadSchema> & { language: Locale; topics?: NewsletterTopic[] };
export type AssessmentRequest = z.input<typeof assessmentPayloadSchema>;

/** An answer that says nothing about the request: sent again after a pause (a restart, a deploy, a proxy's hiccup). */
interface Unanswered {
  retryAfterMs: number | null;
}

async function send<T>(url: string, method: "GET" | "POST", body: unknown, headers: Record<string, string>): Promise<ApiResult<T> & { unanswered?: Unanswered }> {
  try {
    const response = await fetch(url, { method, headers: body === undefined ? headers : { "content-type": "application/json", ...headers }, body: body === undefined ? undefined : JSON.stringify(body) });
    const json = (await response.json().catch(() => null)) as { error?: ApiErrorBody } | null;
    if (response.ok) return { ok: true, status: response.status, data: json as T };
    const result = { ok: false as const, status: response.status, error: json?.error ?? { code: "service_unavailable", message: response.statusText } };
    // A proxy's 502/504 while the site restarts, or a 503 (the server busy or draining): nothing was stored.
    if (TRANSIENT_STATUSES.has(response.status)) return { ...result, unanswered: { retryAfterMs: retryAfterMs(response.headers.get("retry-after")) } };
    return result;
  } catch {
    // Reset or refused: the request may or may not have arrived; its idempotency key makes sending it again safe.
    return { ok: false, status: 0, error: { code: "network_error", message: "The network is unavailable." }, unanswered: { retryAfterMs: null } };
  }
}

const TRANSIENT_STATUSES = new Set([502, 503, 504]);

/**
 * Pauses before each new attempt of a POST that got no answer (a server's Retry-After instead, when it says), at
 * most 45 s in all: longer than a server takes to restart or a deployment to switch, short enough for a visitor to
 * wait with the form showing it is sending.
 */
export const RETRY_DELAYS_MS = [500, 1_000, 2_000, 3_000, 5_000, 8_000, 10_000, 15_000] as const;
const RETRY_BUDGET_MS = 45_000;

/** A Retry-After of a few seconds, in ms (longer ones are capped: the visitor is waiting). */
function retryAfterMs(value: string | null): number | null {
  const seconds = value === null ? NaN : Number(value);
  return Number.isFinite(seconds) && seconds >= 0 ? Math.min(seconds, 15) * 1000 : null;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** A fresh idempotency key for one submission (all its attempts). */
function newIdempotencyKey(): string {
  if (typeof crypto !== "undefined" && typeof crypto.randomUUID === "function") return crypto.randomUUID();
  return `${Date.now().toString(36)}-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
}

/**
 * One submission, its attempts included: a POST carries one Idempotency-Key however often it is sent, so the server
 * stores it once; one that got no answer (a reset connection, a restart, a proxy's 502/503/504) is sent again after
 * a pause, while the visitor waits, unless the browser says it is offline.
 */
async function sendOnce<T>(url: string, method: "GET" | "POST", body: unknown, proof: string | null, idempotencyKey: string | null): Promise<ApiResult<T>> {
  const headers: Record<string, string> = {};
  if (proof) headers[PROOF_HEADER] = proof;
  if (idempotencyKey) headers[IDEMPOTENCY_HEADER] = idempotencyKey;
  let waited = 0;
  for (let attempt = 0; ; attempt += 1) {
    const { unanswered, ...result } = await send<T>(url, method, body, headers);
    // A browser that knows it is offline gets no answer by waiting: the visitor is told at once (answers kept).
    const offline = typeof navigator !== "undefined" && navigator.onLine === false;
    const wait = unanswered && !offline && method === "POST" && attempt < RETRY_DELAYS_MS.length ? (unanswered.retryAfterMs ?? RETRY_DELAYS_MS[attempt]!) : null;
    if (wait === null || waited + wait > RETRY_BUDGET_MS) return result;
    waited += wait;
    await pause(wait);
  }
}

/** The header that makes repeated attempts of one POST one submission (src/server/api/endpoint.ts). */
export const IDEMPOTENCY_HEADER = "Idempotency-Key";

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
  const idempotencyKey = method === "POST" ? newIdempotencyKey() : null;
  let proof: string | null = null;
  for (let proofs = 0; ; proofs += 1) {
    const result = await sendOnce<T>(url, method, init.body, proof, idempotencyKey);
    if (result.ok || method !== "POST" || result.status !== 403 || !isChallengeCode(result.error.code) || proofs === MAX_PROOFS) return result;
    try {
      const { solveProofOfWork } = await import("../proof-of-work/solve");
      proof = (await solveProofOfWork("form")).header;
    } catch {
      return { ok: false, status: 403, error: { code: CHALLENGE_UNSOLVED, message: "The browser could not complete the check against automated submissions." } };
    }
  }
}
