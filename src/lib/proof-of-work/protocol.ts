/**
 * The proof-of-work exchange (ALTCHA v2) as both sides name it: the browser fetches a challenge from
 * `GET /api/challenge?purpose=`, solves it, and sends `base64(JSON { challenge, solution })` in the
 * `x-altcha` header of the request it protects. No third party takes part.
 */
export const CHALLENGE_PATH = "/api/challenge";
export const PROOF_HEADER = "x-altcha";

/** What a challenge is for; signed into it, so a form's solution never opens a code hand-out. */
export const challengePurposes = ["redemption", "form"] as const;
export type ChallengePurpose = (typeof challengePurposes)[number];

/**
 * The 403 answers asking for (another) proof: none sent, not valid, expired, already used once, or easier than
 * this client must now solve (a client that took many codes near a campaign's budget). A browser that gets one
 * solves a fresh challenge and sends the request again.
 */
export const challengeCodes = ["challenge_required", "challenge_invalid", "challenge_expired", "challenge_used", "challenge_too_easy"] as const;
export type ChallengeCode = (typeof challengeCodes)[number];

export const isChallengeCode = (code: unknown): code is ChallengeCode => challengeCodes.includes(code as ChallengeCode);

/** The browser's own code when it could not solve a challenge (no Web Crypto, a timeout): nothing was sent. */
export const CHALLENGE_UNSOLVED = "challenge_unsolved";
