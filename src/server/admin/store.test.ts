// The console's tables on every test database (SQLite always; PostgreSQL with TEST_DATABASE_URL, as
// scripts/ci-postgres.sh runs): better-auth's schema check, a mailed-link sign-in, expiry, sign-out and the audit log.
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { Db } from "../db";
import { testDatabases } from "../testing/databases";
import { signInWithMailedLink } from "../testing/admin";
import { listAudit, recordAudit } from "./audit";
import { ADMIN_SESSION_ABSOLUTE_SECONDS } from "./auth";
import { adminSessionFrom, signOut } from "./session";

beforeAll(() => {
  vi.stubEnv("ADMIN_EMAILS", "@quillio.com");
  vi.stubEnv("ADMIN_AUTH_SECRET", "t".repeat(40));
});
afterAll(() => vi.unstubAllEnvs());

describe.each(testDatabases())("the console's store on $name", (database) => {
  let db: Db;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ db, close } = await database.open());
  });
  afterAll(() => close());

  it("signs in by a mailed link, keeps the session's times, and ends it at its absolute end", async () => {
    const { cookie } = await signInWithMailedLink(db, "ana@quillio.com");
    const check = await adminSessionFrom(new Headers({ cookie }), { db });
    expect(check?.session.email).toBe("ana@quillio.com");
    expect(check!.session.expiresAt.getTime()).toBeGreaterThan(Date.now());
    vi.useFakeTimers({ toFake: ["Date"], now: Date.now() + ADMIN_SESSION_ABSOLUTE_SECONDS * 1000 + 1000 });
    try {
      expect(await adminSessionFrom(new Headers({ cookie }), { db })).toBeNull();
    } finally {
      vi.useRealTimers();
    }
    expect(await db.selectFrom("admin_session").select("id").where("id", "=", check!.session.sessionId).execute()).toEqual([]);
  });

  it("signs out everywhere and keeps the audit log in order", async () => {
    const first = await signInWithMailedLink(db, "bo@quillio.com");
    const second = await signInWithMailedLink(db, "bo@quillio.com");
    const check = await adminSessionFrom(new Headers({ cookie: first.cookie }), { db });
    await recordAudit(check!.session, "leads_export", { format: "csv", rows: 3 }, { db });
    expect(await signOut(check!.session, { db, everywhere: true })).toBe(2);
    expect(await adminSessionFrom(new Headers({ cookie: second.cookie }), { db })).toBeNull();
    const log = await listAudit({ db, email: "bo@quillio.com" });
    expect(log.map((entry) => entry.action)).toEqual(["sign_out_everywhere", "leads_export", "sign_in", "sign_in_link_requested", "sign_in", "sign_in_link_requested"]);
    expect(log[1].detail).toEqual({ format: "csv", rows: 3 });
  });
});
