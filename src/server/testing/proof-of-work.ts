import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import type { ChallengePurpose } from "@/lib/proof-of-work/protocol";
import { challengeEndpoint } from "../proof-of-work/endpoint";
import { call, getRequest } from "./requests";

/** Solves `challenge` as a browser would and returns the `x-altcha` header value. */
export async function solvedHeader(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("The challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}

/** A challenge fetched from the real endpoint, solved: the `x-altcha` header value. */
export async function solvedProof(purpose: ChallengePurpose): Promise<string> {
  const { status, body } = await call(challengeEndpoint, getRequest({ purpose }));
  if (status !== 200) throw new Error(`GET /api/challenge answered ${status}`);
  return solvedHeader(body as Challenge);
}
