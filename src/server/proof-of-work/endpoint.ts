import { z } from "zod";
import { endpoint, json } from "@/server/api/endpoint";
import { challengePurposes } from "@/lib/proof-of-work/protocol";
import { CAMPAIGN_PATTERN } from "@/server/redemption/codes";
import { proofLevel } from "@/server/redemption/budgets";
import { createProofChallenge } from "./challenge";

const challengeQuery = z.object({
  purpose: z.enum(challengePurposes, { error: "invalid_value" }),
  /** The campaign a redemption proof is for: a client that took many of its codes near its budget gets a harder one. */
  campaign: z.string().max(100, "too_long").regex(CAMPAIGN_PATTERN, "invalid_value").optional(),
});

/** GET /api/challenge?purpose=redemption|form[&campaign=]: a fresh signed ALTCHA challenge, never cached. */
export const challengeEndpoint = endpoint({
  method: "GET",
  query: challengeQuery,
  async handle({ query, clientIp }) {
    const level = query.purpose === "redemption" && query.campaign ? await proofLevel(query.campaign, clientIp) : 1;
    return json(await createProofChallenge(query.purpose, Date.now(), level));
  },
});
