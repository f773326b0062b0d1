import type { APIRequestContext } from "@playwright/test";
import { solveChallenge, type Challenge } from "altcha-lib";
import { deriveKey } from "altcha-lib/algorithms/pbkdf2";
import { signToken } from "../../src/server/security/signed-tokens";

/** The dashboard-link key of the e2e server (REDEMPTION_DASHBOARD_SECRET in playwright.config.ts). */
export const E2E_DASHBOARD_SECRET = "e2e-dashboard-secret-0b6c1f2a9d7e4c3b8a5f";

/** A dashboard `key` as `npm run codes:dashboard-link` makes it, valid until `expiresAt`. */
export function dashboardKeyFor(uid: string, expiresAt = Date.now() + 3_600_000, purpose = "redemption-dashboard"): string {
  return signToken(E2E_DASHBOARD_SECRET, purpose, uid, expiresAt);
}

/**
 * The `x-altcha` header a new code needs: a challenge fetched from the server and solved as the page's
 * solver does (the same library, Node's PBKDF2 instead of the browser's).
 */
export async function solvedChallengeHeader(context: APIRequestContext): Promise<string> {
  const response = await context.get("/api/challenge?purpose=redemption");
  if (response.status() !== 200) throw new Error(`GET /api/challenge answered ${response.status()}`);
  const challenge = (await response.json()) as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey, timeout: 30_000 });
  if (!solution) throw new Error("The challenge was not solved");
  return Buffer.from(JSON.stringify({ challenge, solution })).toString("base64");
}
