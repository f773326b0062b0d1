import { findGatedDelivery } from "@/content/queries/gated";
import { isCountryCode } from "@/lib/forms/countries";
import { formDefinitions, type FormType } from "@/lib/forms/definitions";
import { chosenTopics } from "@/lib/forms/newsletter";
import type { FormSubmissionPayload, TrafficSource } from "@/lib/forms/payloads";
import { buildFormSchema, pickHiddenFields, type FormValues } from "@/lib/forms/schema";
import type { Locale } from "@/routing/locales";
import { ZodError } from "zod";
import type { Db } from "./db";
import { isFreeEmailDomain } from "./email-domains";
import { createFreeTrial } from "./free-trial";
import { bookingStep, type BookingStep } from "./integrations/chilipiper";
import { mailDelivery } from "./mail/queue";
import { subscribeToNewsletter } from "./newsletter";
import type { OutboxMessage } from "./outbox/destinations";
import { recordSubmission } from "./submissions";

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
 * Stores an embedded-form submission and queues it for Marketo (and Chili Piper for a demo).
 * A free-trial form also queues the learning-app account, as `create-free-trial` does; the
 * newsletter form subscribes the address, as `/api/newsletter/subscribe` does.
 */
export async function submitForm(
  submission: FormSubmission,
  options: { db?: Db; isSpam?: boolean; idempotencyKey?: string | null } = {},
): Promise<FormSubmissionResult> {
  const definition = formDefinitions[submission.formType];
  const hidden = pickHiddenFields(definition, submission.hidden);
  const { values } = submission;
  const text = (name: string) => (typeof values[name] === "string" ? (values[name] as string) : undefined);

  if (submission.formType === "free_trial") {
    // Checked by the form's schema already; the guard gives the type.
    const country = text("country");
    const { id } = await createFreeTrial(
      {
        lang: submission.locale,
        companyName: text("company"),
        mail: text("email"),
        firstName: text("firstName"),
        lastName: text("lastName"),
        phone: text("phone"),
        country: isCountryCode(country) ? country : undefined,
        pw: text("password"),
        trafficSource: submission.trafficSource,
        leadFields: hidden,
        formId: submission.formId,
      },
      options,
    );
    return { submissionId: id, booking: null };
  }

  if (submission.formType === "newsletter" && text("email")) {
    const { id } = await subscribeToNewsletter({ email: text("email")!, language: submission.locale, topics: chosenTopics(values), trafficSource: submission.trafficSource }, options);
    return { submissionId: id, booking: null };
  }

  const fields = { ...hidden, ...values };
  // A report or a signature reaches marketing only with the visitor's tick (the definition says which forms).
  const toMarketing = !definition.marketingOnlyWithOptIn || values.marketingOptIn === true;
  const destinations: OutboxMessage[] = toMarketing
    ? [{ destination: "marketo.lead", message: { formType: submission.formType, formId: submission.formId, locale: submission.locale, fields } }]
    : [];
  const ebook = submission.formType === "gated_content" && text("email") ? await gatedDelivery(hidden.content_uid) : null;
  if (ebook) destinations.push(mailDelivery({ template: "ebook_link", to: text("email")!, locale: submission.locale, documentId: ebook.documentId, title: ebook.title }));
  if (definition.booksDemo) {
    destinations.push({ destination: "chilipiper.booking", message: { locale: submission.locale, fields: values } });
  }
  const { id } = await recordSubmission(
    {
      kind: "form",
      formType: submission.formType,
      formId: submission.formId ?? null,
      locale: submission.locale,
      email: text("email"),
      payload: { fields: values, hidden },
      trafficSource: submission.trafficSource,
      destinations,
      isSpam: options.isSpam,
    },
    { db: options.db, idempotencyKey: options.idempotencyKey },
  );
  return { submissionId: id, booking: definition.booksDemo ? bookingStep() : null };
}
