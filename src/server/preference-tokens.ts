import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import { optionalEnv } from "@/server/integrations/env";
import { ensurePrivateDir } from "@/server/security/data-files";
import path from "node:path";
import { z } from "zod";
import { dataDir } from "./db";

export const preferenceTokenEnv = z.object({
  PREFERENCES_SECRET: optionalEnv(z.string().min(32, "use at least 32 characters")),
  PREFERENCES_TOKEN_TTL_HOURS: z.coerce.number().positive().default(168),
});

let generated: string | undefined;

/**
 * `PREFERENCES_SECRET`, or a secret generated once and kept in `DATA_DIR/preferences-secret`.
 * Several servers must share one: set the variable in production.
 */
function secret(): string {
  const env = preferenceTokenEnv.parse(process.env);
  if (env.PREFERENCES_SECRET) return env.PREFERENCES_SECRET;
  if (generated) return generated;
  const file = path.join(dataDir(), "preferences-secret");
  ensurePrivateDir(path.dirname(file));
  try {
    // "wx": the first process to start writes it; the others read what it wrote.
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  generated = readFileSync(file, "utf8").trim();
  return generated;
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
