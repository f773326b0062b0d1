import { freeTrialPayloadSchema } from "@/lib/forms/payloads";
import { endpoint, isBot, json } from "../api/endpoint";
import { isFreeEmailDomain } from "../email-domains";
import { createFreeTrial } from "../free-trial";

/** POST create-free-trial: stores the request, queues the learning-app account; 201 { ok, submissionId }. */
export const createFreeTrialEndpoint = endpoint({
  method: "POST",
  body: freeTrialPayloadSchema(isFreeEmailDomain),
  formChallenge: true,
  async handle({ body, idempotencyKey }) {
    const { website, ...input } = body;
    const { id } = await createFreeTrial(input, { isSpam: isBot({ website }), idempotencyKey });
    return json({ ok: true, submissionId: id }, 201);
  },
});
