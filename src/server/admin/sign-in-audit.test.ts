// Every sign-in attempt by mail link is a line of the audit log, with who, when, how it ended, the request's id and
// the client address the server vouched for: a link asked for, refused, used, forged, spent twice, expired.
import { afterEach, describe, expect, it, vi } from "vitest";
import { withRequestContext } from "@/server/observability/log.mjs";
import { CLIENT_ADDRESS_HEADER, REQUEST_SEAL_HEADER, REQUEST_SEAL_KEY } from "@/server/security/request-headers.mjs";
import { getDb } from "../db";
import { lastMailedToken, signInWithMailedLink, SITE } from "../testing/admin";
import { withTemporaryDataDir } from "../testing/data-dir";
import { handleAuthRequest } from "./auth-routes";
import { requestSignInLink } from "./sign-in";
import { signInLinkHash } from "./sign-in-audit";

withTemporaryDataDir("admin-sign-in-audit-", { ADMIN_EMAILS: "ana@quillio.com,bo@quillio.com", ADMIN_AUTH_SECRET: "a".repeat(40) });

afterEach(() => vi.useRealTimers());

/** The audit lines of the sign-in, newest last. */
async function signInLines() {
  const rows = await (await getDb()).selectFrom("admin_audit").selectAll().where("action", "like", "sign_in%").orderBy("at").execute();
  return rows.map((row) => ({ ...row, detail: row.detail ? (JSON.parse(row.detail) as Record<string, unknown>) : null }));
}
const lastLine = async () => (await signInLines()).at(-1)!;

describe("the audit log of the sign-in by mail", () => {
  it("records a link asked for an allowed address, by the link's hash, and the sign-in it made", async () => {
    const db = await getDb();
    const { token, cookie } = await signInWithMailedLink(db, "ana@quillio.com");
    expect(cookie).not.toBe("");
    const lines = (await signInLines()).filter((line) => line.sign_in_link === signInLinkHash(token));
    expect(lines.map((line) => [line.action, line.email, line.detail])).toEqual([
      ["sign_in_link_requested", "ana@quillio.com", { via: "mail" }],
      ["sign_in", "ana@quillio.com", { method: "link" }],
    ]);
    expect(lines[1].session_id).toBeTruthy();
    // The hash, never the token itself.
    expect(JSON.stringify(await signInLines())).not.toContain(token);
  });

  it("records an address ADMIN_EMAILS does not allow, redacted, with a key that tells its attempts apart", async () => {
    const db = await getDb();
    await requestSignInLink("Eve.Stranger@elsewhere.example", { db, clientAddress: "203.0.113.7" });
    const first = await lastLine();
    expect(first).toMatchObject({ action: "sign_in_refused", email: "e…@elsewhere.example", client_address: "203.0.113.7", sign_in_link: null });
    expect(first.detail).toMatchObject({ method: "link", reason: "address_not_allowed" });
    expect(JSON.stringify(first).toLowerCase()).not.toContain("stranger");
    await requestSignInLink("eve.stranger@elsewhere.example", { db });
    await requestSignInLink("eve.other@elsewhere.example", { db });
    const [, again, other] = (await signInLines()).slice(-3);
    expect(again.detail!.addressKey).toBe(first.detail!.addressKey);
    expect(other.detail!.addressKey).not.toBe(first.detail!.addressKey);
  });

  it("records a forged link as forged, with nobody's address", async () => {
    const db = await getDb();
    const forged = "A".repeat(32);
    const attempt = await signInWithMailedLink(db, "ana@quillio.com", { token: forged });
    expect(attempt.cookie).toBe("");
    expect(await lastLine()).toMatchObject({ action: "sign_in_refused", email: "", sign_in_link: signInLinkHash(forged), detail: { method: "link", reason: "forged_link" } });
  });

  it("records a link used a second time as used, and a late one as expired, with the address it was made for", async () => {
    const db = await getDb();
    const { token } = await signInWithMailedLink(db, "ana@quillio.com");
    expect((await signInWithMailedLink(db, "ana@quillio.com", { token })).cookie).toBe("");
    expect(await lastLine()).toMatchObject({ action: "sign_in_refused", email: "ana@quillio.com", detail: { method: "link", reason: "used_link" } });

    await requestSignInLink("bo@quillio.com", { db });
    const late = await lastMailedToken(db, "bo@quillio.com");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60_000 });
    expect((await signInWithMailedLink(db, "bo@quillio.com", { token: late })).cookie).toBe("");
    expect(await lastLine()).toMatchObject({ action: "sign_in_refused", email: "bo@quillio.com", detail: { method: "link", reason: "expired_link" } });
  });

  it("records a link whose address was taken off ADMIN_EMAILS before it was used as refused", async () => {
    const db = await getDb();
    await requestSignInLink("bo@quillio.com", { db });
    const token = await lastMailedToken(db, "bo@quillio.com");
    vi.stubEnv("ADMIN_EMAILS", "ana@quillio.com");
    try {
      expect((await signInWithMailedLink(db, "bo@quillio.com", { token })).cookie).toBe("");
    } finally {
      vi.stubEnv("ADMIN_EMAILS", "ana@quillio.com,bo@quillio.com");
    }
    const line = await lastLine();
    expect(line).toMatchObject({ action: "sign_in_refused", detail: { method: "link", reason: "address_not_allowed" } });
    expect(line.email).toBe("b…@quillio.com");
  });

  it("carries the request's id and the client address the server vouched for, never one the client chose", async () => {
    const db = await getDb();
    await requestSignInLink("ana@quillio.com", { db });
    const token = await lastMailedToken(db, "ana@quillio.com");
    const seal = "test-seal";
    (globalThis as Record<symbol, unknown>)[REQUEST_SEAL_KEY] = seal;
    try {
      const query = new URLSearchParams({ token, callbackURL: "/admin/", errorCallbackURL: "/console-sign-in/" });
      const verify = (headers: Record<string, string>) =>
        withRequestContext({ requestId: "req-audit-1", method: "GET", route: "/api/auth/magic-link/verify" }, () =>
          handleAuthRequest(new Request(`${SITE}/api/auth/magic-link/verify?${query}`, { headers })),
        );
      const signedIn = await verify({ [CLIENT_ADDRESS_HEADER]: "198.51.100.4", [REQUEST_SEAL_HEADER]: seal });
      expect(new URL(signedIn.headers.get("location")!).pathname).toBe("/admin/");
      expect(await lastLine()).toMatchObject({ action: "sign_in", request_id: "req-audit-1", client_address: "198.51.100.4" });
      // Without the server's seal the header is the client's own word: not recorded.
      await verify({ [CLIENT_ADDRESS_HEADER]: "192.0.2.66", [REQUEST_SEAL_HEADER]: "guessed" });
      expect(await lastLine()).toMatchObject({ action: "sign_in_refused", request_id: "req-audit-1", client_address: null, detail: { reason: "used_link" } });
    } finally {
      delete (globalThis as Record<symbol, unknown>)[REQUEST_SEAL_KEY];
    }
  });
});
