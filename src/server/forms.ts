import { findGatedDelivery } from "@/content/queries/gated";
import { formDefinitions, type FormType } from "@/lib/forms/definitions";
import { chosenTopics } from "@/lib/forms/newsletter";
import type { FormSubmissionPayload, TrafficSource } from "@/lib/forms/payloads";
import { buildFormSchema, pickHiddenFields, type FormValues } from "@/lib/forms/schema";
import { newLead, pagePath, splitFormValues } from "@/lib/leads/lead";
import { isCampaignField, trafficSourceOfCampaignFields } from "@/lib/leads/source";
import type { Locale } from "@/routing/locales";
import { ZodError } from "zod";
import type { Db } from "./db";
import { isFreeEmailDomain } from "./email-domains";
import { bookingStep, type BookingStep } from "./integrations/chilipiper";
import { receiveLead } from "./leads/intake";
import { subscribeToNewsletter } from "./newsletter";

/** What a gated-content form hands out for the document it names (a page's own file first), when it hands out one (its link goes by mail). */
async function gatedDelivery(contentUid: unknown) {
  if (typeof contentUid !== "string" || !/^[\w-]{1,64}$/.test(contentUid)) return null;
  return findGatedDelivery(contentUid);
}

const schemas = new Map<FormType, ReturnType<typeof buildFormSchema>>();

/** The server's schema of a form: the shared one, with the full list of free email providers. */
export function formSchema(formType: FormType) {
  let schema = schemas.get(formType);
  if (!schema) {
    schema = buildFormSchema(formDefinitions[formType], { isFreeEmailDomain });
    schemas.set(formType, schema);
  }
  return schema;
}

export type FormFieldsResult = { success: true; values: FormValues } | { success: false; error: ZodError };

/** Validates a form's visible fields against its definition; errors name `fields.<name>`. */
export function validateFormFields(formType: FormType, fields: Record<string, unknown>): FormFieldsResult {
  const parsed = formSchema(formType).safeParse(fields);
  if (parsed.success) return { success: true, values: parsed.data };
  const issues = parsed.error.issues.map((issue) => ({ ...issue, path: ["fields", ...issue.path] }));
  return { success: false, error: new ZodError(issues) };
}

export interface FormSubmission {
  formType: FormType;
  formId?: string;
  locale: Locale;
  /** Already validated with `validateFormFields`. */
  values: FormValues;
  hidden?: FormSubmissionPayload["hidden"];
  trafficSource?: TrafficSource | null;
}

export interface FormSubmissionResult {
  submissionId: string;
  /** Demo requests continue with the booking step; other forms show their completion state. */
  booking: BookingStep | null;
}

/**
 * A form of the embedded provider as a lead: its visitor fields by their one name, its other answers (and hidden
 * fields other than the campaign's, such as the e-book or the assessment it names), its traffic source. A free-trial
 * form is a free trial, the newsletter form a sign-up (double opt-in), every other form a `form` lead; each goes
 * through the intake, whose table says where it is delivered.
 */
export async function submitForm(
  submission: FormSubmission,
  options: { db?: Db; isSpam?: boolean; idempotencyKey?: string | null } = {},
): Promise<FormSubmissionResult> {
  const definition = formDefinitions[submission.formType];
  const hidden = pickHiddenFields(definition, submission.hidden);
  const { fields, answers } = splitFormValues(submission.values);
  // The browser sends its traffic record; a page of an earlier version sent only the hidden campaign fields.
  const source = submission.trafficSource ?? trafficSourceOfCampaignFields(hidden);
  const page = pagePath(source?.conversionPage ?? hidden.conversion_page);

  if (submission.formType === "newsletter" && fields.email) {
    const { id } = await subscribeToNewsletter({ email: fields.email, language: submission.locale, topics: chosenTopics(submission.values), trafficSource: source }, options);
    return { submissionId: id, booking: null };
  }

  const formAnswers = { ...answers, ...Object.fromEntries(Object.entries(hidden).filter(([name]) => !isCampaignField(name))) };
  const kind = submission.formType === "free_trial" ? "free_trial" : "form";
  const lead = newLead({ kind, formType: submission.formType, formId: submission.formId ?? null, locale: submission.locale, fields, answers: formAnswers, source, page });
  const ebook = submission.formType === "gated_content" && !options.isSpam ? await gatedDelivery(formAnswers.content_uid) : null;
  const { submissionId } = await receiveLead(lead, { ...options, ebook });
  return { submissionId, booking: definition.booksDemo ? bookingStep() : null };
}
