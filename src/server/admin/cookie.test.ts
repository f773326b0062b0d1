// The session cookie's attributes, as the mailed link's answer sets them, when SITE_URL is https.
import { describe, expect, it } from "vitest";
import { getDb } from "../db";
import { requestSignInLink } from "./sign-in";
import { lastMailedToken, SITE } from "../testing/admin";
import { withTemporaryDataDir } from "../testing/data-dir";
import { adminAuth } from "./auth";
import { adminSessionFrom, clearedSessionCookie } from "./session";

withTemporaryDataDir("admin-cookie-", { SITE_URL: "https://www.quillio.test", ADMIN_EMAILS: "ana@quillio.com", ADMIN_AUTH_SECRET: "c".repeat(40) });

describe("the console's session cookie", () => {
  it("is __Secure-, Secure, HttpOnly, SameSite=Lax, for the whole site, and lives as long as the idle time", async () => {
    const db = await getDb();
    await requestSignInLink("ana@quillio.com", { db });
    const token = await lastMailedToken(db, "ana@quillio.com");
    const query = new URLSearchParams({ token, callbackURL: "/admin/" });
    const response = await adminAuth(db).handler(new Request(`${SITE}/api/auth/magic-link/verify?${query}`));
    const line = response.headers.getSetCookie().find((candidate) => candidate.startsWith("__Secure-quillio-console.session_token="));
    expect(line).toBeDefined();
    const attributes = line!.split(";").map((part) => part.trim().toLowerCase());
    expect(attributes).toEqual(expect.arrayContaining(["secure", "httponly", "samesite=lax", "path=/", "max-age=3600"]));
    const check = await adminSessionFrom(new Headers({ cookie: line!.split(";")[0] }), { db });
    expect(check?.session.email).toBe("ana@quillio.com");
    expect(clearedSessionCookie()).toMatch(/^__Secure-quillio-console\.session_token=; Path=\/; Max-Age=0; HttpOnly; SameSite=Lax; Secure$/);
  });
});
