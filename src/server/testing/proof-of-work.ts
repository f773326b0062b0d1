import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { ChallengePurpose } from "@/lib/proof-of-work/protocol";
import { challengeEndpoint } from "../proof-of-work/endpoint";
import { call, getRequest } from "./requests";
import { clientHeaders } from "./seal";

/** Solves `challenge` as a browser would and returns the `x-altcha` header value. */
export async function solvedHeader(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("The challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A challenge fetched from the real endpoint (for a campaign, by a client address), unsolved. */
export async function fetchedChallenge(purpose: ChallengePurpose, { campaign, address }: { campaign?: string; address?: string } = {}): Promise<Challenge> {
  const { status, body } = await call(challengeEndpoint, getRequest({ purpose, ...(campaign ? { campaign } : {}) }, address ? clientHeaders(address) : {}));
  if (status !== 200) throw new Error(`GET /api/challenge answered ${status}`);
  return body as Challenge;
}

/** A challenge fetched from the real endpoint, solved: the `x-altcha` header value. */
export async function solvedProof(purpose: ChallengePurpose, scope: { campaign?: string; address?: string } = {}): Promise<string> {
  return solvedHeader(await fetchedChallenge(purpose, scope));
}
