// The company's OpenID Connect sign-in, through the real route handler and better-auth against a local provider:
// the id token is verified, and its email must be verified and allowed by ADMIN_EMAILS.
import { afterAll, describe, expect, it, vi } from "vitest";
import { handleAuthRequest } from "./auth-routes";
import { getDb } from "../db";
import { FakeOidcProvider, type FakeIdentity } from "../testing/fake-oidc";
import { withTemporaryDataDir } from "../testing/data-dir";
import { SITE } from "../testing/admin";
import { adminSessionFrom } from "./session";

const provider = new FakeOidcProvider();
const issuer = await provider.start();
afterAll(() => provider.stop());

withTemporaryDataDir("admin-oidc-", {
  ADMIN_EMAILS: "@quillio.com",
  ADMIN_AUTH_SECRET: "o".repeat(40),
  ADMIN_OIDC_ISSUER: issuer,
  ADMIN_OIDC_CLIENT_ID: provider.clientId,
  ADMIN_OIDC_CLIENT_SECRET: provider.clientSecret,
});

const cookiePairs = (lines: string[]) => lines.map((line) => line.split(";")[0]).filter((pair) => !/=$/.test(pair));

/** The sign-in page's button: the provider's authorization address, and the state and PKCE cookies it set. */
async function startSignIn(): Promise<{ authorizeUrl: string; cookie: string }> {
  const start = await handleAuthRequest(new Request(`${SITE}/api/auth/oidc`, { headers: { "sec-fetch-site": "same-origin" } }));
  expect(start.status).toBe(303);
  const authorizeUrl = start.headers.get("location")!;
  expect(authorizeUrl.startsWith(`${issuer}/authorize?`)).toBe(true);
  expect(new URL(authorizeUrl).searchParams.get("code_challenge_method")).toBe("S256");
  return { authorizeUrl, cookie: cookiePairs(start.headers.getSetCookie()).join("; ") };
}

const callback = (query: Record<string, string>, cookie: string) =>
  handleAuthRequest(new Request(`${SITE}/api/auth/callback/company?${new URLSearchParams(query)}`, { headers: { cookie } }));

/** The newest line of the audit log. */
const lastAuditLine = async () => {
  const row = await (await getDb()).selectFrom("admin_audit").selectAll().orderBy("at", "desc").executeTakeFirstOrThrow();
  return { ...row, detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null };
};

/** The whole round trip: the sign-in page's button, the provider's login for `identity`, the callback. */
async function signInWithProvider(identity: FakeIdentity): Promise<{ location: string; cookie: string }> {
  const start = await startSignIn();
  const { code, state } = provider.authorize(start.authorizeUrl, identity);
  const answer = await callback({ code, state }, start.cookie);
  const session = answer.headers.getSetCookie().find((line) => line.includes(".session_token=") && !/max-age=0/i.test(line));
  return { location: answer.headers.get("location") ?? "", cookie: session?.split(";")[0] ?? "" };
}

describe("OIDC sign-in", () => {
  it("signs in an allowed address the provider verified, and audits it", async () => {
    const { location, cookie } = await signInWithProvider({ email: "ana@quillio.com", emailVerified: true });
    expect(new URL(location, SITE).pathname).toBe("/admin/");
    const check = await adminSessionFrom(new Headers({ cookie }), { db: await getDb() });
    expect(check?.session.email).toBe("ana@quillio.com");
    expect(await lastAuditLine()).toMatchObject({ action: "sign_in", email: "ana@quillio.com", session_id: check!.session.sessionId, detail: { method: "oidc" } });
  });

  it("refuses an address ADMIN_EMAILS does not allow, and one the provider did not verify", async () => {
    for (const identity of [
      { email: "eve@elsewhere.example", emailVerified: true },
      { email: "bo@quillio.com", emailVerified: false },
    ]) {
      const { location, cookie } = await signInWithProvider(identity);
      expect(cookie, identity.email).toBe("");
      expect(new URL(location, SITE).pathname, identity.email).toBe("/console-sign-in/");
    }
    const refusals = await (await getDb()).selectFrom("admin_audit").select(["email", "detail"]).where("action", "=", "sign_in_refused").orderBy("at").execute();
    expect(refusals.slice(-2).map((row) => [row.email, JSON.parse(row.detail!).reason])).toEqual([
      ["e…@elsewhere.example", "address_not_allowed"],
      ["bo@quillio.com", "address_not_verified"],
    ]);
    const users = await (await getDb()).selectFrom("admin_user").select("email").execute();
    expect(users.map((user) => user.email)).toEqual(["ana@quillio.com"]);
  });

  it("refuses a linked account at a later sign-in once its address is taken off ADMIN_EMAILS or no longer verified", async () => {
    expect((await signInWithProvider({ email: "ana@quillio.com", emailVerified: true })).cookie).not.toBe("");
    const accounts = await (await getDb()).selectFrom("admin_account" as never).select("id" as never).execute();
    expect(accounts.length).toBeGreaterThan(0);

    const unverified = await signInWithProvider({ email: "ana@quillio.com", emailVerified: false });
    expect(unverified.cookie).toBe("");
    expect(new URL(unverified.location, SITE).pathname).toBe("/console-sign-in/");
    expect(await lastAuditLine()).toMatchObject({ action: "sign_in_refused", email: "ana@quillio.com", detail: { method: "oidc", reason: "address_not_verified", stage: "sign-in" } });

    vi.stubEnv("ADMIN_EMAILS", "bo@quillio.com");
    try {
      const removed = await signInWithProvider({ email: "ana@quillio.com", emailVerified: true });
      expect(removed.cookie).toBe("");
      expect(new URL(removed.location, SITE).pathname).toBe("/console-sign-in/");
      expect(await lastAuditLine()).toMatchObject({ action: "sign_in_refused", email: "a…@quillio.com", detail: { method: "oidc", reason: "address_not_allowed", stage: "sign-in" } });
    } finally {
      vi.stubEnv("ADMIN_EMAILS", "@quillio.com");
    }
    expect((await signInWithProvider({ email: "ana@quillio.com", emailVerified: true })).cookie).not.toBe("");
  });

  it("audits an answer that belongs to no sign-in this browser started, and an error from the provider", async () => {
    const first = await startSignIn();
    const other = await startSignIn();
    const { code } = provider.authorize(first.authorizeUrl, { email: "ana@quillio.com", emailVerified: true });
    const { state: otherState } = provider.authorize(other.authorizeUrl, { email: "ana@quillio.com", emailVerified: true });
    const mismatch = await callback({ code, state: otherState }, first.cookie);
    expect(mismatch.headers.getSetCookie().some((line) => line.includes(".session_token=") && !/max-age=0/i.test(line))).toBe(false);
    expect(await lastAuditLine()).toMatchObject({ action: "sign_in_refused", email: "", detail: { method: "oidc", reason: "state_mismatch" } });

    const start = await startSignIn();
    const { state } = provider.authorize(start.authorizeUrl, { email: "ana@quillio.com", emailVerified: true });
    const denied = await callback({ error: "access_denied", state }, start.cookie);
    expect(new URL(denied.headers.get("location")!, SITE).pathname).toBe("/console-sign-in/");
    expect(await lastAuditLine()).toMatchObject({ action: "sign_in_refused", detail: { method: "oidc", reason: "provider_error", error: "access_denied" } });
  });

  it("started from another site, only returns to the sign-in page", async () => {
    const start = await handleAuthRequest(new Request(`${SITE}/api/auth/oidc`, { headers: { "sec-fetch-site": "cross-site" } }));
    expect(start.status).toBe(303);
    expect(start.headers.get("location")).toBe(`${SITE}/console-sign-in/`);
  });

  it("refuses an id token signed by another key than the provider publishes", async () => {
    provider.forgeTokens = true;
    try {
      const { location, cookie } = await signInWithProvider({ email: "ana@quillio.com", emailVerified: true });
      expect(cookie).toBe("");
      expect(new URL(location, SITE).pathname).toBe("/console-sign-in/");
      expect(await lastAuditLine()).toMatchObject({ action: "sign_in_refused", email: "", detail: { method: "oidc", reason: "oidc_failed" } });
    } finally {
      provider.forgeTokens = false;
    }
  });
});
