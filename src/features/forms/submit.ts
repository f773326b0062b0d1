import type { TrafficSourceRecord } from "@/features/tracking/traffic-source";
import { callConversionApi, type CourseRegistrationRequest, type FormSubmissionRequest, type FreeTrialRequest, type NewsletterSubscribeRequest } from "@/lib/forms/api";
import { splitFormValues } from "@/lib/leads/lead";
import { leadFieldOf, toLegacyFields } from "@/lib/leads/legacy";
import type { FormDefinition } from "@/lib/forms/definitions";
import { HONEYPOT_FIELD } from "@/lib/forms/honeypot";
import { chosenTopics, defaultNewsletterTopics, topicFieldName } from "@/lib/forms/newsletter";
import type { FormValues } from "@/lib/forms/schema";
import { CHALLENGE_UNSOLVED, isChallengeCode } from "@/lib/proof-of-work/protocol";
import type { BookingStep } from "@/server/integrations/chilipiper";
import { endpointFor, endpointPaths } from "./endpoints";
import { gatedDocumentId } from "./gated";
import type { FieldErrors } from "./errors";
import type { FormContext } from "./types";
import type { ClientFormConfig } from "@/lib/forms/bundle";

export type { BookingStep };

/** A conversion request: its body is the endpoint's own request type, derived from the schema its server validates. */
export interface SubmissionRequest {
  url: string;
  body: FreeTrialRequest | CourseRegistrationRequest | NewsletterSubscribeRequest | FormSubmissionRequest;
}

export interface SubmissionInput {
  config: ClientFormConfig;
  definition: FormDefinition;
  /** Values that passed `validateForm` (or the visitor's, for a retry after a network failure). */
  values: FormValues;
  context?: FormContext;
  trafficSource?: TrafficSourceRecord | null;
  /** The honeypot input's value: empty for people. */
  honeypot?: string;
}

/** The hidden campaign fields of the shared definitions, from the stored traffic source. */
function campaignFields(source: TrafficSourceRecord | null | undefined): Record<string, string | undefined> {
  if (!source) return {};
  return {
    utm_source: source.utm_source,
    utm_medium: source.utm_medium,
    utm_campaign: source.utm_campaign,
    utm_content: source.utm_content,
    utm_term: source.utm_term,
    utm_campaign_id: source.utm_campaign_id,
    utm_ad_id: source.utm_ad_id,
    gclid: source.gclid,
    msclkid: source.msclkid,
    landing_page: source.landingPage,
    referrer: source.referrer,
    conversion_page: source.conversionPage,
  };
}

/**
 * The request of a form type: its endpoint and its payload (src/server/README.md). The form's values are the lead's
 * fields by their one name (src/lib/leads/lead.ts); a backend function gets them under the spec's names (`legacy.ts`).
 */
export function buildSubmission({ config, definition, values, context = {}, trafficSource, honeypot = "" }: SubmissionInput): SubmissionRequest {
  const endpoint = endpointFor(config.formType);
  const url = endpointPaths[endpoint];
  const common = { trafficSource: trafficSource ?? undefined, [HONEYPOT_FIELD]: honeypot };
  const { fields } = splitFormValues(values);
  switch (endpoint) {
    case "create-free-trial": {
      const body: FreeTrialRequest = { lang: config.locale, ...toLegacyFields("create-free-trial", fields), ...common };
      return { url, body };
    }
    case "register-to-course": {
      // A page names its course with `groupId`; otherwise the form_config itself stands for the course.
      const body: CourseRegistrationRequest = { groupId: context.groupId ?? config.id, lang: config.locale, ...toLegacyFields("register-to-course", fields), ...common };
      return { url, body };
    }
    case "newsletter": {
      const body: NewsletterSubscribeRequest = { email: fields.email ?? "", language: config.locale, topics: chosenTopics(values), ...common };
      return { url, body };
    }
    case "form-submit": {
      const hidden: Record<string, string | undefined> = { ...campaignFields(trafficSource), ...context };
      const gated = gatedDocumentId(config, context);
      if (gated) hidden.content_uid = gated;
      const declared = Object.fromEntries(definition.hiddenFields.filter((name) => hidden[name]).map((name) => [name, hidden[name]!]));
      const body: FormSubmissionRequest = {
        formType: definition.formType,
        formId: config.marketoFormId ?? undefined,
        locale: config.locale,
        fields: values,
        hidden: declared,
        ...common,
      };
      return { url, body };
    }
  }
}

/** A request field an error names (`fields.email`, `mail`, `pw`, `topics`), as the form's field it is. */
const requestFieldAliases: Record<string, string> = { topics: topicFieldName(defaultNewsletterTopics[0]) };

export type SubmitOutcome =
  | { status: "success"; submissionId: string | null; booking: BookingStep | null }
  | { status: "invalid"; errors: FieldErrors }
  /** Nothing was stored: the visitor keeps the values and may retry. */
  | { status: "failed"; reason: "network" | "rate_limited" | "challenge" | "server"; code?: string };

/** The form field an API error names (`fields.email`, `mail`, `phone`), or "" for the form. */
export function errorField(field: unknown): string {
  if (typeof field !== "string" || field === "") return "";
  const name = leadFieldOf(field);
  return requestFieldAliases[name] ?? name;
}

/** Posts a submission; every answer (or the lack of one) becomes an outcome, never a throw. */
export async function sendSubmission(request: SubmissionRequest): Promise<SubmitOutcome> {
  const result = await callConversionApi<{ submissionId?: unknown; booking?: BookingStep | null }>(request.url, { method: "POST", body: request.body });
  if (result.ok) {
    return { status: "success", submissionId: typeof result.data?.submissionId === "string" ? result.data.submissionId : null, booking: result.data?.booking ?? null };
  }
  const { status, error } = result;
  if (status === 0) return { status: "failed", reason: "network" };
  if (status === 400 && error.field !== undefined) {
    const errors: FieldErrors = {};
    for (const failure of error.fields ?? [{ field: error.field, code: error.code }]) errors[errorField(failure.field)] ??= failure.code;
    return { status: "invalid", errors };
  }
  if (status === 429) return { status: "failed", reason: "rate_limited", code: error.code };
  // The browser could not make (or the server kept refusing) the proof of work an address past the threshold needs.
  if (status === 403 && (isChallengeCode(error.code) || error.code === CHALLENGE_UNSOLVED)) return { status: "failed", reason: "challenge", code: error.code };
  return { status: "failed", reason: "server", code: error.code };
}
