import { AsyncLocalStorage } from "node:async_hooks";
import { randomUUID } from "node:crypto";
import { betterAuth } from "better-auth";
import { createAuthMiddleware, isAPIError } from "better-auth/api";
import { PostgresAdapter } from "kysely";
import { genericOAuth } from "better-auth/plugins/generic-oauth";
import { magicLink } from "better-auth/plugins/magic-link";
import { siteUrl } from "@/config/site";
import { ADMIN_COOKIE_PREFIX, CONSOLE_SIGN_IN_PATH } from "@/routing/console-routing";
import { siteIsHttps } from "@/server/security/policy.mjs";
import { generatedSecrets, signingSecret } from "@/server/security/signed-tokens";
import type { Db } from "../db";
import { adminOidc, isAdminEmail } from "./env";
import { hashedSessionTokens } from "./session-tokens";
import { auditLinkFailure, auditLinkRequested, auditOidcFailure, auditRefused, auditSignedIn, OIDC_REFUSALS } from "./sign-in-audit";
import { sendSignInLink, signInLinkUrl } from "./sign-in-mail";

/** What a link request passes on to the mailing hook (better-auth's `metadata`): the client address, for the log. */
export type LinkRequestMetadata = { clientAddress: string | null };

/** Set around a link request that hands the link to its caller (`npm run admin:link`) instead of mailing it. */
export const signInLinkReceiver = new AsyncLocalStorage<(url: string) => void>();

/** A sign-in link is good for 15 minutes, once. */
export const ADMIN_LINK_TTL_SECONDS = 15 * 60;
/** A session unused this long ends (each use pushes its end back, at most once a minute: ADMIN_SESSION_REFRESH_SECONDS). */
export const ADMIN_SESSION_IDLE_SECONDS = 60 * 60;
/** How often a session in use has its idle end pushed back (one write to the database). */
export const ADMIN_SESSION_REFRESH_SECONDS = 60;
/** A session ends this long after its sign-in, however busy (checked by the guard, session.ts). */
export const ADMIN_SESSION_ABSOLUTE_SECONDS = 12 * 60 * 60;
/** The auth library's routes (src/app/api/auth/[...all]). */
export const ADMIN_AUTH_BASE_PATH = "/api/auth";
/** The OIDC provider's id in better-auth (its callback, to register at the provider: /api/auth/callback/company). */
export const ADMIN_OIDC_PROVIDER_ID = "company";
/** Where the sign-in form lives, outside /admin (which is a 404 for anyone not signed in). */
export const ADMIN_SIGN_IN_PATH = CONSOLE_SIGN_IN_PATH;
export { ADMIN_COOKIE_PREFIX };

const timestamps = { createdAt: "created_at", updatedAt: "updated_at" };

function createAdminAuth(db: Db, databaseType: "sqlite" | "postgres") {
  const oidc = adminOidc();
  return betterAuth({
    appName: "Quillio console",
    baseURL: siteUrl,
    basePath: ADMIN_AUTH_BASE_PATH,
    secret: signingSecret(generatedSecrets.consoleSessions),
    trustedOrigins: [new URL(siteUrl).origin],
    database: { db, type: databaseType },
    telemetry: { enabled: false },
    // The library's limiter counts per process in memory; the link requests are limited per mailbox by the site's
    // shared limiter (auth-routes.ts), and a link's 32-character token is not guessed by retrying.
    rateLimit: { enabled: false },
    user: {
      modelName: "admin_user",
      fields: { emailVerified: "email_verified", ...timestamps },
      // Every OIDC sign-in, the first and each one after, is checked against what the provider says now: its address
      // must be verified and allowed by ADMIN_EMAILS (an account linked once does not keep its way in).
      validateUserInfo: async ({ user, source }, ctx) => {
        if (source.method !== "oauth") return;
        const email = typeof user.email === "string" ? user.email : "";
        const refusal = !user.emailVerified ? "email_not_verified" : !isAdminEmail(email) ? "email_not_allowed" : null;
        if (!refusal) return;
        await auditRefused(db, ctx, "oidc", OIDC_REFUSALS[refusal], email, { stage: source.action });
        return { error: refusal, errorDescription: "This account may not sign in to the console." };
      },
    },
    session: {
      modelName: "admin_session",
      fields: { expiresAt: "expires_at", ipAddress: "ip_address", userAgent: "user_agent", userId: "user_id", ...timestamps },
      expiresIn: ADMIN_SESSION_IDLE_SECONDS,
      updateAge: ADMIN_SESSION_REFRESH_SECONDS,
    },
    account: {
      modelName: "admin_account",
      fields: {
        accountId: "account_id",
        providerId: "provider_id",
        userId: "user_id",
        accessToken: "access_token",
        refreshToken: "refresh_token",
        idToken: "id_token",
        accessTokenExpiresAt: "access_token_expires_at",
        refreshTokenExpiresAt: "refresh_token_expires_at",
        ...timestamps,
      },
      // An OIDC sign-in may join the user a mail link created, for an address the provider verified.
      accountLinking: { enabled: true, trustedProviders: [] },
    },
    verification: { modelName: "admin_verification", fields: { expiresAt: "expires_at", ...timestamps } },
    advanced: {
      cookiePrefix: ADMIN_COOKIE_PREFIX,
      useSecureCookies: siteIsHttps(),
      // Lax, not Strict: the mail link is a navigation from the mail client, and its redirect to /admin/ must carry the
      // cookie. Cross-site POSTs never carry a Lax cookie, and every admin POST checks its origin (session.ts).
      defaultCookieAttributes: { sameSite: "lax", httpOnly: true, path: "/" },
      database: { generateId: () => randomUUID() },
    },
    databaseHooks: {
      user: {
        create: {
          // Only an allowed address, verified by its mail link or by the OIDC provider, becomes a console user.
          before: async (user) => (user.emailVerified && isAdminEmail(user.email) ? { data: user } : false),
        },
      },
      session: {
        create: {
          before: async (session) => {
            const user = await db.selectFrom("admin_user").select("email").where("id", "=", session.userId).executeTakeFirst();
            return user && isAdminEmail(user.email) ? { data: session } : false;
          },
        },
      },
    },
    hooks: {
      // Every attempt at the two sign-in endpoints, however it ended, is a line of the audit log.
      after: createAuthMiddleware(async (ctx) => {
        const method = ctx.path === "/magic-link/verify" ? "link" : ctx.path === "/callback/:id" ? "oidc" : null;
        if (!method) return;
        const signedIn = ctx.context.newSession;
        if (signedIn) return auditSignedIn(db, ctx, method, { sessionId: signedIn.session.id, email: signedIn.user.email });
        const returned = ctx.context.returned;
        if (!isAPIError(returned)) return;
        // A failure redirects with `error=` (or answers its code); a redirect without one is a step on the way.
        const location = new Headers(returned.headers).get("location");
        const error = location ? new URL(location, siteUrl).searchParams.get("error") : String(returned.body?.code ?? returned.status);
        if (!error) return;
        if (method === "link") await auditLinkFailure(db, ctx, error, ADMIN_LINK_TTL_SECONDS);
        else await auditOidcFailure(db, ctx, error);
      }),
    },
    plugins: [
      // admin_session.token holds a hash of the cookie's token, never the token itself.
      hashedSessionTokens(),
      magicLink({
        expiresIn: ADMIN_LINK_TTL_SECONDS,
        storeToken: "hashed",
        sendMagicLink: async ({ email, token, metadata }) => {
          if (!isAdminEmail(email)) return;
          const receiver = signInLinkReceiver.getStore();
          await auditLinkRequested(db, email, token, receiver ? "command" : "mail", (metadata as LinkRequestMetadata | undefined)?.clientAddress ?? null);
          if (receiver) receiver(signInLinkUrl(token));
          else await sendSignInLink(db, email, token);
        },
      }),
      // Always present (so its API is typed); without the ADMIN_OIDC_* variables it knows no provider.
      genericOAuth({
        config: oidc
          ? [
              {
                providerId: ADMIN_OIDC_PROVIDER_ID,
                discoveryUrl: `${oidc.issuer.replace(/\/$/, "")}/.well-known/openid-configuration`,
                clientId: oidc.clientId,
                clientSecret: oidc.clientSecret,
                scopes: ["openid", "email", "profile"],
                pkce: true,
                // The id token's signature and issuer are checked against the provider's published keys.
                requireIdTokenVerification: true,
              },
            ]
          : [],
      }),
    ],
  });
}

export type AdminAuth = ReturnType<typeof createAdminAuth>;

const instances = new WeakMap<Db, AdminAuth>();

/** The console's better-auth instance on `db` (one per database handle). */
export function adminAuth(db: Db): AdminAuth {
  let auth = instances.get(db);
  if (!auth) {
    const databaseType = db.getExecutor().adapter instanceof PostgresAdapter ? "postgres" : "sqlite";
    auth = createAdminAuth(db, databaseType);
    instances.set(db, auth);
  }
  return auth;
}
