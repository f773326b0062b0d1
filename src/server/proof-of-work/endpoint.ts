import { z } from "zod";
import { endpoint, json } from "@/server/api/endpoint";
import { challengePurposes } from "@/lib/proof-of-work/protocol";
import { createProofChallenge } from "./challenge";

/** GET /api/challenge?purpose=redemption|form: a fresh signed ALTCHA challenge, never cached. */
export const challengeEndpoint = endpoint({
  method: "GET",
  query: z.object({ purpose: z.enum(challengePurposes, { error: "invalid_value" }) }),
  async handle({ query }) {
    return json(await createProofChallenge(query.purpose));
  },
});
