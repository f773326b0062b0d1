// Console session tokens at rest: admin_session holds a hash that works as no cookie, even signed with the
// console's secret; the migration hashes the rows written before it, and their sessions stay signed in.
import { createHmac, randomUUID } from "node:crypto";
import { describe, expect, it } from "vitest";
import { hashedSessionTokens as hashTokensMigration } from "../db/migrations/0940-hashed-session-tokens";
import { getDb } from "../db";
import { signInWithMailedLink } from "../testing/admin";
import { withTemporaryDataDir } from "../testing/data-dir";
import { adminCookieName, adminSessionFrom } from "./session";
import { sessionTokenHash } from "./session-tokens";

const SECRET = "h".repeat(40);
withTemporaryDataDir("admin-session-tokens-", { ADMIN_EMAILS: "ana@quillio.com", ADMIN_AUTH_SECRET: SECRET });

/** A session cookie for `token` as better-auth signs it (`token.signature`), made with the console's secret. */
const cookieFor = (token: string) => `${adminCookieName(false)}=${encodeURIComponent(`${token}.${createHmac("sha256", SECRET).update(token).digest("base64")}`)}`;
const tokenOf = (cookie: string) => decodeURIComponent(cookie.split("=").slice(1).join("=")).split(".")[0];

describe("session tokens at rest", () => {
  it("stores the token's hash, and the stored value works as no cookie", async () => {
    const db = await getDb();
    const { cookie } = await signInWithMailedLink(db, "ana@quillio.com");
    const check = await adminSessionFrom(new Headers({ cookie }), { db });
    expect(check?.session.email).toBe("ana@quillio.com");
    const row = await db.selectFrom("admin_session").select("token").where("id", "=", check!.session.sessionId).executeTakeFirstOrThrow();
    expect(row.token).toBe(sessionTokenHash(tokenOf(cookie)));
    expect(row.token).not.toContain(tokenOf(cookie));
    // Whoever reads the table, even holding the secret that signs cookies, cannot sign in with what it holds.
    expect(await adminSessionFrom(new Headers({ cookie: cookieFor(row.token) }), { db })).toBeNull();
    expect(await adminSessionFrom(new Headers({ cookie: cookieFor(tokenOf(cookie)) }), { db })).not.toBeNull();
    // No session of the table is stored as a token a cookie carries.
    for (const stored of await db.selectFrom("admin_session").select("token").execute()) {
      expect(await adminSessionFrom(new Headers({ cookie: cookieFor(stored.token) }), { db })).toBeNull();
    }
  });

  it("hashes the sessions stored before, which stay signed in", async () => {
    const db = await getDb();
    const user = await db.selectFrom("admin_user").select("id").where("email", "=", "ana@quillio.com").executeTakeFirstOrThrow();
    const token = randomUUID().replace(/-/g, "");
    const now = new Date();
    const id = randomUUID();
    await db
      .insertInto("admin_session")
      .values({ id, token, user_id: user.id, created_at: now.toISOString(), updated_at: now.toISOString(), expires_at: new Date(now.getTime() + 3_600_000).toISOString() })
      .execute();
    await hashTokensMigration.up(db as never);
    const row = await db.selectFrom("admin_session").select("token").where("id", "=", id).executeTakeFirstOrThrow();
    expect(row.token).toBe(sessionTokenHash(token));
    expect((await adminSessionFrom(new Headers({ cookie: cookieFor(token) }), { db }))?.session.sessionId).toBe(id);
  });
});
