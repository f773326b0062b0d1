import { createChallenge, randomInt, verifySolution, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { z } from "zod";
import { challengePurposes, type ChallengeCode, type ChallengePurpose } from "@/lib/proof-of-work/protocol";
import { generatedSecrets, signingSecret } from "@/server/security/signed-tokens";
import { spendProof } from "./spent";

/**
 * PBKDF2 runs natively in the browser (Web Crypto), so a visitor's tab works about as fast as an
 * attacker's native code: each attempt costs `ALTCHA_COST` iterations on both sides.
 */
export const ALTCHA_ALGORITHM = "PBKDF2/SHA-256";
export const ALTCHA_COST = 1_000;
/** How long a challenge may be solved and used; a used one is remembered that long. */
export const CHALLENGE_TTL_MS = 10 * 60_000;

export const proofOfWorkEnv = z.object({
  /**
   * The secret counter of a challenge is drawn from [max/2, max]: the browser derives up to `max` keys
   * of ALTCHA_COST iterations (at 1,000, 750,000 iterations on average: about 0.3 s in one thread of a
   * laptop-class core). Tests lower it.
   */
  ALTCHA_MAX_NUMBER: z.coerce.number().int().min(1).max(1_000_000).default(1_000),
});

/** The HMAC key that signs challenges: ALTCHA_HMAC_KEY (32+ characters, the same on every instance), else generated once into DATA_DIR. */
const hmacKey = () => signingSecret(generatedSecrets.proofOfWork);

/**
 * A signed challenge for `purpose`, solvable until `now` + CHALLENGE_TTL_MS, `level` times as much work as the base
 * (the level is signed into it: a proof is accepted only where at least that much work is asked for).
 */
export async function createProofChallenge(purpose: ChallengePurpose, now = Date.now(), level = 1): Promise<Challenge> {
  const max = proofOfWorkEnv.parse(process.env).ALTCHA_MAX_NUMBER * level;
  return createChallenge({
    algorithm: ALTCHA_ALGORITHM,
    cost: ALTCHA_COST,
    // Deterministic mode: the server derives the key of a secret counter; the browser searches for it from 0.
    counter: randomInt(max, Math.max(1, Math.floor(max / 2))),
    deriveKey,
    data: { purpose, level },
    expiresAt: new Date(now + CHALLENGE_TTL_MS),
    hmacSignatureSecret: hmacKey(),
  });
}

const payloadSchema = z.object({
  challenge: z.object({
    parameters: z
      .object({
        algorithm: z.literal(ALTCHA_ALGORITHM),
        nonce: z.string().max(128),
        salt: z.string().max(128),
        cost: z.number(),
        keyLength: z.number(),
        keyPrefix: z.string().max(128),
        expiresAt: z.number().optional(),
        data: z.object({ purpose: z.enum(challengePurposes), level: z.number().int().min(1).optional() }).loose(),
      })
      .loose(),
    signature: z.string().max(256),
  }),
  solution: z.object({ counter: z.number(), derivedKey: z.string().max(256), time: z.number().optional() }),
});

export type ProofCheck = { ok: true } | { ok: false; code: ChallengeCode };

/**
 * Whether `header` (the `x-altcha` value) proves work on an unexpired challenge this site signed for
 * `purpose`, of at least `minLevel` times the base work, used for the first time. The first use spends it: a
 * replay gets `challenge_used`; an easier one than asked for (`challenge_too_easy`) is not spent.
 */
export async function checkProof(header: string | null, purpose: ChallengePurpose, { minLevel = 1 }: { minLevel?: number } = {}): Promise<ProofCheck> {
  if (!header) return { ok: false, code: "challenge_required" };
  let payload: { challenge: Challenge; solution: Solution };
  let checked: z.infer<typeof payloadSchema>;
  try {
    if (header.length > 4096) throw new Error("too long");
    const raw: unknown = JSON.parse(Buffer.from(header, "base64").toString("utf8"));
    checked = payloadSchema.parse(raw);
    // Checked, then verified as sent: the signature covers the parameters exactly as this site made them.
    payload = raw as typeof payload;
  } catch {
    return { ok: false, code: "challenge_invalid" };
  }
  if (checked.challenge.parameters.data.purpose !== purpose) return { ok: false, code: "challenge_invalid" };
  const result = await verifySolution({ challenge: payload.challenge, solution: payload.solution, deriveKey, hmacSignatureSecret: hmacKey() }).catch(() => null);
  if (result?.expired) return { ok: false, code: "challenge_expired" };
  if (!result?.verified) return { ok: false, code: "challenge_invalid" };
  if ((checked.challenge.parameters.data.level ?? 1) < minLevel) return { ok: false, code: "challenge_too_easy" };
  // The signature covers every parameter, so it names the challenge; it is spent in the database every host shares.
  const expiresAt = (checked.challenge.parameters.expiresAt ?? 0) * 1000 || Date.now() + CHALLENGE_TTL_MS;
  return (await spendProof(checked.challenge.signature, expiresAt)) ? { ok: true } : { ok: false, code: "challenge_used" };
}

/** What a visitor's browser is told with each 403 (it solves a new challenge and sends the request again). */
export const challengeMessages: Record<ChallengeCode, string> = {
  challenge_required: "Solve a proof-of-work challenge (GET /api/challenge) and send its solution in the x-altcha header.",
  challenge_invalid: "The proof of work is not valid for this request.",
  challenge_expired: "The proof-of-work challenge has expired: solve a new one.",
  challenge_used: "This proof of work was already used: solve a new challenge.",
  challenge_too_easy: "This client now needs a harder proof of work: solve a new challenge.",
};
