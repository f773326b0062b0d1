import { createHmac, timingSafeEqual } from "node:crypto";
import { optionalEnv } from "@/server/integrations/env";
import { generatedSecrets, signingSecret } from "@/server/security/signed-tokens";
import { z } from "zod";

export const preferenceTokenEnv = z.object({
  PREFERENCES_SECRET: optionalEnv(z.string().min(32, "use at least 32 characters")),
  PREFERENCES_TOKEN_TTL_HOURS: z.coerce.number().positive().default(168),
});

/** `PREFERENCES_SECRET`, or the key generated once into `DATA_DIR` (set the variable when several servers run). */
function secret(): string {
  return preferenceTokenEnv.parse(process.env).PREFERENCES_SECRET ?? signingSecret(generatedSecrets.preferences);
}

const sign = (body: string) => createHmac("sha256", secret()).update(body).digest("base64url");

/** A link token naming one subscription, valid `PREFERENCES_TOKEN_TTL_HOURS` (default 7 days). */
export function createPreferencesToken(subscriptionId: string, now = Date.now()): { token: string; expiresAt: string } {
  const expires = now + preferenceTokenEnv.parse(process.env).PREFERENCES_TOKEN_TTL_HOURS * 3_600_000;
  const body = Buffer.from(JSON.stringify({ s: subscriptionId, x: expires })).toString("base64url");
  return { token: `${body}.${sign(body)}`, expiresAt: new Date(expires).toISOString() };
}

// Strict: a token signed for another purpose with the same key (a newsletter confirmation) carries `p` and is refused.
const claimsSchema = z.strictObject({ s: z.string().min(1), x: z.number() });

/** The subscription id a token names, or null when it is forged, altered or expired. */
export function readPreferencesToken(token: string, now = Date.now()): { subscriptionId: string; expiresAt: string } | null {
  const [body, signature, extra] = token.split(".");
  if (!body || !signature || extra !== undefined) return null;
  const expected = Buffer.from(sign(body));
  const given = Buffer.from(signature);
  if (expected.length !== given.length || !timingSafeEqual(expected, given)) return null;
  try {
    const claims = claimsSchema.parse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
    return claims.x > now ? { subscriptionId: claims.s, expiresAt: new Date(claims.x).toISOString() } : null;
  } catch {
    return null;
  }
}
