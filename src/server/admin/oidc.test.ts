// The company's OpenID Connect sign-in, through the real route handler and better-auth against a local provider:
// the id token is verified, and its email must be verified and allowed by ADMIN_EMAILS.
import { afterAll, describe, expect, it } from "vitest";
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

/** The whole round trip: the sign-in page's button, the provider's login for `identity`, the callback. */
async function signInWithProvider(identity: FakeIdentity): Promise<{ location: string; cookie: string }> {
  const start = await handleAuthRequest(new Request(`${SITE}/api/auth/oidc`, { headers: { "sec-fetch-site": "same-origin" } }));
  expect(start.status).toBe(303);
  const authorizeUrl = start.headers.get("location")!;
  expect(authorizeUrl.startsWith(`${issuer}/authorize?`)).toBe(true);
  expect(new URL(authorizeUrl).searchParams.get("code_challenge_method")).toBe("S256");
  const { code, state } = provider.authorize(authorizeUrl, identity);
  const callback = await handleAuthRequest(
    new Request(`${SITE}/api/auth/callback/company?${new URLSearchParams({ code, state })}`, { headers: { cookie: cookiePairs(start.headers.getSetCookie()).join("; ") } }),
  );
  const session = callback.headers.getSetCookie().find((line) => line.includes(".session_token=") && !/max-age=0/i.test(line));
  return { location: callback.headers.get("location") ?? "", cookie: session?.split(";")[0] ?? "" };
}

describe("OIDC sign-in", () => {
  it("signs in an allowed address the provider verified, and audits it", async () => {
    const { location, cookie } = await signInWithProvider({ email: "ana@quillio.com", emailVerified: true });
    expect(new URL(location, SITE).pathname).toBe("/admin/");
    const check = await adminSessionFrom(new Headers({ cookie }), { db: await getDb() });
    expect(check?.session.email).toBe("ana@quillio.com");
    const audit = await (await getDb()).selectFrom("admin_audit").select("action").where("email", "=", "ana@quillio.com").execute();
    expect(audit.map((row) => row.action)).toContain("sign_in");
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
    const users = await (await getDb()).selectFrom("admin_user").select("email").execute();
    expect(users.map((user) => user.email)).toEqual(["ana@quillio.com"]);
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
    } finally {
      provider.forgeTokens = false;
    }
  });
});
