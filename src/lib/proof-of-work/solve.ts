import { solveChallenge, solveChallengeWorkers, type Challenge, type Solution } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/web/pbkdf2";
import { CHALLENGE_PATH, type ChallengePurpose } from "./protocol";

/** Longer than any honest device needs at the production difficulty (about 1 s on a phone). */
const SOLVE_TIMEOUT_MS = 60_000;

export interface SolvedProof {
  /** The `x-altcha` header value: base64 of `{ challenge, solution }`. */
  header: string;
  /** When the server stops accepting it (ms). */
  expiresAt: number;
}

/** Web Workers keep the page responsive; a few run side by side on different counters. */
function solveInWorkers(challenge: Challenge): Promise<Solution | null> {
  return solveChallengeWorkers({
    challenge,
    concurrency: Math.min(4, Math.max(1, navigator.hardwareConcurrency || 1)),
    createWorker: () => new Worker(new URL("./worker.ts", import.meta.url)),
    timeout: SOLVE_TIMEOUT_MS,
  });
}

/**
 * Fetches a challenge for `purpose` (and the code campaign it is for, which sets its difficulty) from this site and
 * solves it (in Web Workers when the browser has them and lets them start, else on the page). Throws when no proof
 * could be made (offline, no Web Crypto, timeout).
 */
export async function solveProofOfWork(purpose: ChallengePurpose, campaign?: string): Promise<SolvedProof> {
  const response = await fetch(`${CHALLENGE_PATH}?${new URLSearchParams({ purpose, ...(campaign ? { campaign } : {}) })}`, { cache: "no-store" });
  if (!response.ok) throw new Error(`The challenge could not be fetched (${response.status})`);
  const challenge = (await response.json()) as Challenge;
  const inPage = () => solveChallenge({ challenge, deriveKey, timeout: SOLVE_TIMEOUT_MS });
  const solution = typeof Worker === "function" ? await solveInWorkers(challenge).catch(inPage) : await inPage();
  if (!solution) throw new Error("The challenge was not solved in time");
  // Hex strings and numbers only: btoa takes the JSON as it is.
  return { header: btoa(JSON.stringify({ challenge, solution })), expiresAt: (challenge.parameters.expiresAt ?? 0) * 1000 };
}
