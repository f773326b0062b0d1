import { z } from "zod";
import { PROOF_HEADER } from "@/lib/proof-of-work/protocol";
import { rateLimits } from "@/server/limits";
import { checkProof, type ProofCheck } from "./challenge";
import { logger } from "@/lib/log";

const log = logger("proof-of-work");

export const formChallengeEnv = z.object({
  /** Form submissions per address and window sent without a proof of work (`0`: never ask, for benchmarks). */
  FORM_CHALLENGE_THRESHOLD: z.coerce.number().int().min(0).default(5),
  FORM_CHALLENGE_WINDOW_MS: z.coerce.number().int().positive().default(600_000),
});

/**
 * Conversion forms ask for a proof of work only past a threshold: the first FORM_CHALLENGE_THRESHOLD
 * submissions of an address per window pass as before; after that each one needs a solved challenge
 * (the browser solves it and sends the form again). Counted in the shared rate-limit store, every
 * submission of the address together. A store that cannot count lets the form through: a lead is
 * worth more than the check.
 */
export async function formChallengeGate(request: Request, clientIp: string): Promise<ProofCheck> {
  const env = formChallengeEnv.parse(process.env);
  if (env.FORM_CHALLENGE_THRESHOLD === 0) return { ok: true };
  const rule = { name: "form-challenge", max: env.FORM_CHALLENGE_THRESHOLD, windowMs: env.FORM_CHALLENGE_WINDOW_MS };
  try {
    if ((await rateLimits().store.hit(rule, clientIp)).allowed) return { ok: true };
    return await checkProof(request.headers.get(PROOF_HEADER), "form");
  } catch (error) {
    log.error("the form threshold could not be counted; submission allowed", { err: error });
    return { ok: true };
  }
}
