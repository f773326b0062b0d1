import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { siteUrl } from "@/config/site";
import { getDb } from "../db";
import { withTemporaryDataDir } from "../testing/data-dir";
import { listAudit } from "./audit";
import { ADMIN_SESSION_ABSOLUTE_SECONDS, ADMIN_SESSION_IDLE_SECONDS, ADMIN_SESSION_REFRESH_SECONDS } from "./auth";
import { adminRoute, adminSessionFrom, signOut } from "./session";
import { createSignInLink, requestSignInLink } from "./sign-in";
import { lastMailedToken, signInWithMailedLink, SITE } from "../testing/admin";

withTemporaryDataDir("admin-session-", { ADMIN_EMAILS: "ana@quillio.com,@team.quillio.com", ADMIN_AUTH_SECRET: "s".repeat(40) });

afterEach(() => vi.useRealTimers());

const cookieHeaders = (cookie: string) => new Headers({ cookie });

describe("who may sign in", () => {
  it("mails a link to a listed address and to an address of a listed domain, case and spaces aside", async () => {
    const db = await getDb();
    await requestSignInLink("  Ana@Quillio.com ", { db });
    expect(await lastMailedToken(db, "ana@quillio.com")).toBeTruthy();
    await requestSignInLink("bo@TEAM.quillio.com", { db });
    expect(await lastMailedToken(db, "bo@team.quillio.com")).toBeTruthy();
  });

  it("mails nothing and stores nothing for anyone else", async () => {
    const db = await getDb();
    for (const email of ["eve@quillio.com.evil.net", "eve@sub.team.quillio.com", "ana@quillio.co", "not an address"]) {
      await requestSignInLink(email, { db });
    }
    const mails = await db.selectFrom("outgoing_email").select("recipient").execute();
    expect(mails.map((mail) => mail.recipient).sort()).toEqual(["ana@quillio.com", "bo@team.quillio.com"]);
    const pending = await db.selectFrom("admin_verification" as never).select("identifier" as never).execute();
    expect(pending).toHaveLength(2);
  });
});

describe("a mailed link", () => {
  it("signs in once; the same link again does not", async () => {
    const db = await getDb();
    const { cookie, token } = await signInWithMailedLink(db, "ana@quillio.com");
    const check = await adminSessionFrom(cookieHeaders(cookie), { db });
    expect(check?.session.email).toBe("ana@quillio.com");
    const again = await signInWithMailedLink(db, "ana@quillio.com", { token });
    expect(again.cookie).toBe("");
    expect(again.location).toContain("error=INVALID_TOKEN");
    const audit = await listAudit({ db, email: "ana@quillio.com" });
    expect(audit.map((entry) => entry.action)).toContain("sign_in");
  });

  it("expires after 15 minutes", async () => {
    const db = await getDb();
    await requestSignInLink("ana@quillio.com", { db });
    const token = await lastMailedToken(db, "ana@quillio.com");
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + 16 * 60_000 });
    const late = await signInWithMailedLink(db, "ana@quillio.com", { token });
    expect(late.cookie).toBe("");
  });
});

describe("npm run admin:link", () => {
  it("hands back a one-time link instead of mailing it, for an allowed address only", async () => {
    const db = await getDb();
    const mailsBefore = (await db.selectFrom("outgoing_email").select("id").execute()).length;
    const link = await createSignInLink("ana@quillio.com", { db });
    expect(link).toMatch(new RegExp(`^${siteUrl}/console-sign-in/\\?token=[A-Za-z0-9]+$`));
    expect(await createSignInLink("eve@elsewhere.example", { db })).toBeNull();
    expect((await db.selectFrom("outgoing_email").select("id").execute()).length).toBe(mailsBefore);
    const token = new URL(link!).searchParams.get("token")!;
    const { cookie } = await signInWithMailedLink(db, "ana@quillio.com", { token });
    expect((await adminSessionFrom(cookieHeaders(cookie), { db }))?.session.email).toBe("ana@quillio.com");
    expect((await signInWithMailedLink(db, "ana@quillio.com", { token })).cookie).toBe("");
  });
});

describe("a session", () => {
  it("ends when unused for the idle time, and lives on while used", async () => {
    const db = await getDb();
    const start = Date.now();
    const { cookie } = await signInWithMailedLink(db, "ana@quillio.com");
    // Used every 50 minutes for 4 hours: each use pushes its end back.
    for (let minutes = 50; minutes <= 240; minutes += 50) {
      vi.useFakeTimers({ toFake: ["Date"], now: start + minutes * 60_000 });
      expect(await adminSessionFrom(cookieHeaders(cookie), { db }), `at ${minutes} min`).not.toBeNull();
    }
    vi.useFakeTimers({ toFake: ["Date"], now: start + (250 + ADMIN_SESSION_IDLE_SECONDS / 60 + 1) * 60_000 });
    expect(await adminSessionFrom(cookieHeaders(cookie), { db })).toBeNull();
    expect(ADMIN_SESSION_REFRESH_SECONDS).toBeLessThan(ADMIN_SESSION_IDLE_SECONDS);
  });

  it("ends at the absolute end however busy", async () => {
    const db = await getDb();
    const start = Date.now();
    const { cookie } = await signInWithMailedLink(db, "ana@quillio.com");
    const step = (ADMIN_SESSION_IDLE_SECONDS / 2) * 1000;
    let at = start;
    while (at + step < start + ADMIN_SESSION_ABSOLUTE_SECONDS * 1000) {
      at += step;
      vi.useFakeTimers({ toFake: ["Date"], now: at });
      expect(await adminSessionFrom(cookieHeaders(cookie), { db })).not.toBeNull();
    }
    vi.useFakeTimers({ toFake: ["Date"], now: start + ADMIN_SESSION_ABSOLUTE_SECONDS * 1000 + 1000 });
    expect(await adminSessionFrom(cookieHeaders(cookie), { db })).toBeNull();
  });

  it("is refused with a forged or tampered cookie", async () => {
    const db = await getDb();
    const { cookie } = await signInWithMailedLink(db, "ana@quillio.com");
    const [name, value] = cookie.split("=");
    const [token, signature] = decodeURIComponent(value).split(".");
    for (const forged of [
      `${name}=${encodeURIComponent(`${token}x.${signature}`)}`,
      `${name}=${encodeURIComponent(`${token}.AAAA${signature.slice(4)}`)}`,
      `${name}=${token}`,
      `${name}=anything`,
    ]) {
      expect(await adminSessionFrom(cookieHeaders(forged), { db }), forged).toBeNull();
    }
    expect(await adminSessionFrom(cookieHeaders(cookie), { db })).not.toBeNull();
  });

  it("ends for an address taken off ADMIN_EMAILS", async () => {
    const db = await getDb();
    const { cookie } = await signInWithMailedLink(db, "bo@team.quillio.com");
    expect(await adminSessionFrom(cookieHeaders(cookie), { db })).not.toBeNull();
    vi.stubEnv("ADMIN_EMAILS", "ana@quillio.com");
    try {
      expect(await adminSessionFrom(cookieHeaders(cookie), { db })).toBeNull();
    } finally {
      vi.stubEnv("ADMIN_EMAILS", "ana@quillio.com,@team.quillio.com");
    }
    expect(await adminSessionFrom(cookieHeaders(cookie), { db })).toBeNull();
  });

  it("signs out here, or everywhere", async () => {
    const db = await getDb();
    const first = await signInWithMailedLink(db, "ana@quillio.com");
    const second = await signInWithMailedLink(db, "ana@quillio.com");
    const third = await signInWithMailedLink(db, "ana@quillio.com");
    const firstCheck = await adminSessionFrom(cookieHeaders(first.cookie), { db });
    expect(await signOut(firstCheck!.session, { db })).toBe(1);
    expect(await adminSessionFrom(cookieHeaders(first.cookie), { db })).toBeNull();
    const secondCheck = await adminSessionFrom(cookieHeaders(second.cookie), { db });
    expect(secondCheck).not.toBeNull();
    expect(await signOut(secondCheck!.session, { db, everywhere: true })).toBeGreaterThanOrEqual(2);
    expect(await adminSessionFrom(cookieHeaders(second.cookie), { db })).toBeNull();
    expect(await adminSessionFrom(cookieHeaders(third.cookie), { db })).toBeNull();
    const actions = (await listAudit({ db })).map((entry) => entry.action);
    expect(actions).toEqual(expect.arrayContaining(["sign_out", "sign_out_everywhere"]));
  });
});

describe("adminRoute", () => {
  const handler = adminRoute(async (_request, session) => Response.json({ email: session.email }));

  beforeAll(async () => {
    await getDb();
  });

  it("answers a signed-in admin, with no-store and noindex", async () => {
    const { cookie } = await signInWithMailedLink(await getDb(), "ana@quillio.com");
    const response = await handler(new Request(`${SITE}/api/admin/x/`, { headers: { cookie } }));
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ email: "ana@quillio.com" });
    expect(response.headers.get("cache-control")).toBe("private, no-store");
    expect(response.headers.get("x-robots-tag")).toContain("noindex");
  });

  it("refuses a cross-site state-changing request from a signed-in admin", async () => {
    const { cookie } = await signInWithMailedLink(await getDb(), "ana@quillio.com");
    const crossSite: Record<string, string>[] = [
      { cookie, origin: "https://evil.example", "sec-fetch-site": "cross-site" },
      { cookie, origin: "https://evil.example" },
      { cookie, "sec-fetch-site": "same-site", origin: "https://sub.quillio.test" },
      { cookie },
      // A sandboxed or no-referrer page elsewhere says Origin: null; only the browser's same-origin vouches for it.
      { cookie, origin: "null" },
      { cookie, origin: "null", "sec-fetch-site": "cross-site" },
    ];
    for (const headers of crossSite) {
      const response = await handler(new Request(`${SITE}/api/admin/x/`, { method: "POST", headers }));
      expect(response.status, JSON.stringify(headers)).toBe(403);
    }
    const same = await handler(new Request(`${SITE}/api/admin/x/`, { method: "POST", headers: { cookie, origin: SITE, "sec-fetch-site": "same-origin" } }));
    expect(same.status).toBe(200);
    // The sign-in page's own form (Referrer-Policy: no-referrer): Chromium sends Origin: null beside same-origin.
    const noReferrer = await handler(new Request(`${SITE}/api/admin/x/`, { method: "POST", headers: { cookie, origin: "null", "sec-fetch-site": "same-origin" } }));
    expect(noReferrer.status).toBe(200);
  });
});
