import { formSubmissionPayloadSchema } from "@/lib/forms/payloads";
import { endpoint, isBot, json, validationError } from "../api/endpoint";
import { submitForm, validateFormFields } from "../forms";

/**
 * POST /api/forms/submit: a form of the embedded provider, validated against its definition.
 * 201 { ok, submissionId, booking } where booking is null, { provider: "confirmation" } or
 * { provider: "chilipiper", domain, router } for the demo form.
 */
export const formSubmitEndpoint = endpoint({
  method: "POST",
  body: formSubmissionPayloadSchema,
  formChallenge: true,
  failureCode: "MARKETO_SUBMIT_FAILED",
  async handle({ body }) {
    const fields = validateFormFields(body.formType, body.fields);
    if (!fields.success) return validationError(fields.error);
    const result = await submitForm(
      { formType: body.formType, formId: body.formId, locale: body.locale, values: fields.values, hidden: body.hidden, trafficSource: body.trafficSource },
      { isSpam: isBot(body) },
    );
    return json({ ok: true, ...result }, 201);
  },
});
