import { z } from "zod";
import { emailDomain, isWellFormedEmail, normalizeEmail } from "@/lib/forms/email";

/** "" in an env file means unset. */
const optional = <T extends z.ZodType>(schema: T) => z.preprocess((value) => (typeof value === "string" && value.trim() === "" ? undefined : value), schema.optional());

/** One entry of ADMIN_EMAILS: a whole address (`ana@quillio.com`) or a domain (`@quillio.com`). */
const allowEntry = (entry: string) => (entry.startsWith("@") ? /^@[^\s@.]+(\.[^\s@.]+)+$/.test(entry) : isWellFormedEmail(entry));

/** The console's variables: who may sign in, the OIDC provider, the session cookie's signing key. */
export const adminEnvFields = z.object({
    ADMIN_EMAILS: optional(
      z
        .string()
        .transform((value) => value.split(",").map((entry) => normalizeEmail(entry)).filter(Boolean))
        .refine((entries) => entries.every(allowEntry), "a comma list of addresses and @domains, e.g. ana@quillio.com,@quillio.com"),
    ),
    ADMIN_OIDC_ISSUER: optional(z.url().refine((value) => /^https?:\/\//.test(value), "must be an http(s) URL")),
    ADMIN_OIDC_CLIENT_ID: optional(z.string().min(1)),
    ADMIN_OIDC_CLIENT_SECRET: optional(z.string().min(1)),
    ADMIN_AUTH_SECRET: optional(z.string().trim().min(32, "must have at least 32 characters")),
});

const OIDC_VARIABLES = ["ADMIN_OIDC_ISSUER", "ADMIN_OIDC_CLIENT_ID", "ADMIN_OIDC_CLIENT_SECRET"] as const;

/** The OIDC provider's three variables go together: a problem naming the missing ones when only some are set. */
export function adminOidcProblem(env: Record<string, string | undefined> = process.env): string | null {
  const missing = OIDC_VARIABLES.filter((name) => !env[name]?.trim());
  return missing.length > 0 && missing.length < OIDC_VARIABLES.length ? `${missing.join(", ")}: set with the other ADMIN_OIDC_* variables (all three or none)` : null;
}

export type AdminEnv = z.infer<typeof adminEnvFields>;

/** The allow-list as parsed from `env` (empty: nobody may sign in). */
export function adminAllowList(env: Record<string, string | undefined> = process.env): string[] {
  const parsed = adminEnvFields.safeParse(env);
  return parsed.success ? (parsed.data.ADMIN_EMAILS ?? []) : [];
}

/**
 * Whether `email` may use the console: its normalized form (src/lib/forms/email.ts) is listed, or its domain is
 * (`@quillio.com` lets `ana@quillio.com` in, not `ana@mail.quillio.com` nor `ana@quillio.com.evil`).
 */
export function isAdminEmail(email: string, allowList: readonly string[] = adminAllowList()): boolean {
  const address = normalizeEmail(email);
  if (!isWellFormedEmail(address)) return false;
  const domain = `@${emailDomain(address)}`;
  return allowList.some((entry) => (entry.startsWith("@") ? entry === domain : entry === address));
}

/** The company's OpenID Connect provider, when all three variables are set. */
export function adminOidc(env: Record<string, string | undefined> = process.env): { issuer: string; clientId: string; clientSecret: string } | null {
  const parsed = adminEnvFields.safeParse(env);
  if (!parsed.success) return null;
  const { ADMIN_OIDC_ISSUER: issuer, ADMIN_OIDC_CLIENT_ID: clientId, ADMIN_OIDC_CLIENT_SECRET: clientSecret } = parsed.data;
  return issuer && clientId && clientSecret ? { issuer, clientId, clientSecret } : null;
}
