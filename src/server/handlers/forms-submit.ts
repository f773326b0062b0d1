import { formSubmissionPayloadSchema } from "@/lib/forms/payloads";
import { emailLimited, endpoint, isBot, json, validationError } from "../api/endpoint";
import { submitForm, validateFormFields } from "../forms";
import { CONFIRMATION_MAIL_LIMIT_NAME, MAILING_LIMIT } from "./newsletter";

/**
 * The body with its fields checked against the form's definition: a bad field is named (its own code, such as
 * `invalid_email`) before the endpoint's other checks (a NUL anywhere, the proof-of-work gate) look at the request.
 */
const formSubmissionBody = formSubmissionPayloadSchema.superRefine((body, context) => {
  const fields = validateFormFields(body.formType, body.fields);
  if (!fields.success) for (const issue of fields.error.issues) context.addIssue({ code: "custom", message: issue.message, path: issue.path });
});

/**
 * POST /api/forms/submit: a form of the embedded provider, validated against its definition.
 * 201 { ok, submissionId, booking } where booking is null, { provider: "confirmation" } or
 * { provider: "chilipiper", domain, router } for the demo form.
 */
export const formSubmitEndpoint = endpoint({
  method: "POST",
  body: formSubmissionBody,
  formChallenge: true,
  failureCode: "MARKETO_SUBMIT_FAILED",
  async handle({ body, idempotencyKey }) {
    const fields = validateFormFields(body.formType, body.fields);
    if (!fields.success) return validationError(fields.error);
    const email = fields.values.email;
    // The newsletter form mails the sign-up's confirmation: it shares that mail's budget per mailbox.
    if (body.formType === "newsletter" && typeof email === "string" && !isBot(body)) {
      const refusal = await emailLimited(CONFIRMATION_MAIL_LIMIT_NAME, email, MAILING_LIMIT);
      if (refusal) return refusal;
    }
    const result = await submitForm(
      { formType: body.formType, formId: body.formId, locale: body.locale, values: fields.values, hidden: body.hidden, trafficSource: body.trafficSource },
      { isSpam: isBot(body), idempotencyKey },
    );
    return json({ ok: true, ...result }, 201);
  },
});
