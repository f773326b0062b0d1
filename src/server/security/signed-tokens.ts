import { createHmac, randomBytes, timingSafeEqual } from "node:crypto";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { z } from "zod";
import { ensurePrivateDir } from "./data-files";

/** A signing key: its environment variable, else a file generated into DATA_DIR. */
export interface GeneratedSecret {
  variable: string;
  file: string;
}

/**
 * Every signing key generated into DATA_DIR when its variable is unset: what a backup must keep beside the database
 * (`npm run db:backup`), or the links and sessions it signed stop working.
 */
export const generatedSecrets = {
  preferences: { variable: "PREFERENCES_SECRET", file: "preferences-secret" },
  consoleSessions: { variable: "ADMIN_AUTH_SECRET", file: "admin-auth-secret" },
  downloadLinks: { variable: "DOWNLOAD_LINK_SECRET", file: "download-link-secret" },
  redemptionDashboard: { variable: "REDEMPTION_DASHBOARD_SECRET", file: "redemption-dashboard-secret" },
  proofOfWork: { variable: "ALTCHA_HMAC_KEY", file: "altcha-hmac-key" },
  auditAddresses: { variable: "AUDIT_HMAC_SECRET", file: "audit-hmac-secret" },
} as const satisfies Record<string, GeneratedSecret>;

const generated = new Map<string, string>();

/**
 * A signing key: the environment variable when set (at least 32 characters), else one generated once into
 * `DATA_DIR/{file}` (0600). Several servers must share one: set the variable.
 */
export function signingSecret({ variable, file: fileName }: GeneratedSecret): string {
  const fromEnv = process.env[variable]?.trim();
  if (fromEnv) {
    if (fromEnv.length < 32) throw new Error(`${variable} must have at least 32 characters`);
    return fromEnv;
  }
  const file = path.resolve(/*turbopackIgnore: true*/ process.env.DATA_DIR || ".data", fileName);
  const known = generated.get(file);
  if (known) return known;
  ensurePrivateDir(path.dirname(file));
  try {
    // "wx": the first process to start writes it; the others read what it wrote.
    writeFileSync(file, randomBytes(32).toString("base64url"), { flag: "wx", mode: 0o600 });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
  }
  const secret = readFileSync(file, "utf8").trim();
  generated.set(file, secret);
  return secret;
}

const claimsSchema = z.object({ p: z.string(), s: z.string().min(1).max(200), x: z.number() });

const signature = (secret: string, body: string) => createHmac("sha256", secret).update(body).digest("base64url");

/**
 * A token that names `subject` for one `purpose` until `expiresAt` (ms): base64url JSON, a dot, its
 * HMAC-SHA256. The purpose is signed too, so a token made for one use never opens another.
 */
export function signToken(secret: string, purpose: string, subject: string, expiresAt: number): string {
  const body = Buffer.from(JSON.stringify({ p: purpose, s: subject, x: Math.floor(expiresAt) })).toString("base64url");
  return `${body}.${signature(secret, body)}`;
}

/** The subject and expiry of a token signed with `secret` for `purpose` and not expired at `now`; else null. */
export function verifyToken(secret: string, purpose: string, token: unknown, now = Date.now()): { subject: string; expiresAt: number } | null {
  if (typeof token !== "string" || token.length > 1024) return null;
  const [body, given, extra] = token.split(".");
  if (!body || !given || extra !== undefined) return null;
  const expected = Buffer.from(signature(secret, body));
  const actual = Buffer.from(given);
  if (expected.length !== actual.length || !timingSafeEqual(expected, actual)) return null;
  try {
    const claims = claimsSchema.parse(JSON.parse(Buffer.from(body, "base64url").toString("utf8")));
    if (claims.p !== purpose || claims.x <= now) return null;
    return { subject: claims.s, expiresAt: claims.x };
  } catch {
    return null;
  }
}
