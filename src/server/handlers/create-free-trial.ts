import { freeTrialPayloadSchema } from "@/lib/forms/payloads";
import { newLead } from "@/lib/leads/lead";
import { leadFieldsOf } from "@/lib/leads/legacy";
import { endpoint, isBot, json } from "../api/endpoint";
import { isFreeEmailDomain } from "../email-domains";
import { receiveLead } from "../leads/intake";

/** POST create-free-trial: the lead (the spec's payload names mapped back), the learning-app account queued; 201 { ok, submissionId }. */
export const createFreeTrialEndpoint = endpoint({
  method: "POST",
  body: freeTrialPayloadSchema(isFreeEmailDomain),
  formChallenge: true,
  async handle({ body, idempotencyKey }) {
    const { website, lang, trafficSource, ...payload } = body;
    const lead = newLead({ kind: "free_trial", formType: "free_trial", locale: lang, fields: leadFieldsOf("create-free-trial", payload), source: trafficSource });
    const { submissionId } = await receiveLead(lead, { isSpam: isBot({ website }), idempotencyKey });
    return json({ ok: true, submissionId }, 201);
  },
});
