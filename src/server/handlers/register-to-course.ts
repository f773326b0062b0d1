import { courseRegistrationPayloadSchema } from "@/lib/forms/payloads";
import { newLead } from "@/lib/leads/lead";
import { leadFieldsOf } from "@/lib/leads/legacy";
import { endpoint, isBot, json } from "../api/endpoint";
import { receiveLead } from "../leads/intake";

/**
 * POST register-to-course: the lead and its course, queued for the learning app and the confirmation mail (with the
 * event's `.ics` when the group is a dated event); 201 { ok, submissionId }.
 */
export const registerToCourseEndpoint = endpoint({
  method: "POST",
  body: courseRegistrationPayloadSchema,
  formChallenge: true,
  failureCode: "COURSE_REGISTRATION_ERROR",
  async handle({ body, idempotencyKey }) {
    const { website, groupId, lang, trafficSource, ...payload } = body;
    const lead = newLead({
      kind: "course_registration",
      formType: "course_registration",
      locale: lang,
      fields: leadFieldsOf("register-to-course", payload),
      answers: { groupId },
      source: trafficSource,
    });
    const { submissionId } = await receiveLead(lead, { isSpam: isBot({ website }), idempotencyKey });
    return json({ ok: true, submissionId }, 201);
  },
});
