import { beforeEach, describe, expect, it, vi } from "vitest";
import * as preferencesRoute from "@/app/api/preferences/route";
import * as requestLinkRoute from "@/app/api/preferences/request-link/route";
import * as unsubscribeRoute from "@/app/api/preferences/unsubscribe/route";
import * as subscribeRoute from "@/app/api/newsletter/subscribe/route";
import { getDb } from "../db";
import { createPreferencesToken, readPreferencesToken } from "../preference-tokens";
import { withTemporaryDataDir } from "../testing/data-dir";
import { call, getRequest, postRequest } from "../testing/requests";

withTemporaryDataDir("preferences-test-", { PREFERENCES_SECRET: "" });
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});

async function subscribe(email: string, language = "en", topics?: string[]) {
  return call(subscribeRoute.POST, postRequest({ email, language, topics }));
}

/** Asks for a link and reads the token from the mail the embedded mailer stored. */
async function tokenFor(email: string, locale = "en"): Promise<string | null> {
  const { status } = await call(requestLinkRoute.POST, postRequest({ email, locale }));
  expect(status).toBe(202);
  const db = await getDb();
  const mail = await db.selectFrom("outgoing_email").selectAll().where("recipient", "=", email).orderBy("created_at", "desc").executeTakeFirst();
  const match = mail && /\?token=([^\s]+)/.exec(mail.body);
  return match ? decodeURIComponent(match[1]) : null;
}

describe("newsletter subscription", () => {
  it("stores the address with its language and all topics by default", async () => {
    expect(await subscribe("Reader@Example.org", "fr")).toMatchObject({ status: 200, body: { ok: true } });
    const db = await getDb();
    const row = await db.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", "reader@example.org").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ language: "fr", status: "subscribed" });
    expect(JSON.parse(row.topics)).toHaveLength(4);
    expect(await db.selectFrom("submissions").select("kind").where("email", "=", "reader@example.org").execute()).toEqual([{ kind: "newsletter" }]);
  });

  it.each([
    [{ language: "en" }, "email", "required"],
    [{ email: "x", language: "en" }, "email", "invalid_email"],
    [{ email: "a@example.org" }, "language", "required"],
    [{ email: "a@example.org", language: "en", topics: ["gossip"] }, "topics.0", "invalid_choice"],
    [{ email: "a@example.org", language: "en", topics: "events_webinars" }, "topics", "invalid_value"],
  ])("refuses %j at %s", async (payload, field, code) => {
    const { status, body } = await call(subscribeRoute.POST, postRequest(payload));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field, code });
  });

  it("does not subscribe a bot that filled the honeypot", async () => {
    expect((await call(subscribeRoute.POST, postRequest({ email: "bot@example.org", language: "en", website: "x" }))).status).toBe(200);
    const db = await getDb();
    expect(await db.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", "bot@example.org").execute()).toEqual([]);
  });
});

describe("email preference center", () => {
  it("mails a signed link to a subscriber and answers the same for an unknown address", async () => {
    await subscribe("known@example.org", "de");
    const known = await call(requestLinkRoute.POST, postRequest({ email: "known@example.org", locale: "de" }));
    const unknown = await call(requestLinkRoute.POST, postRequest({ email: "unknown@example.org", locale: "de" }));
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    const db = await getDb();
    const mails = await db.selectFrom("outgoing_email").select(["recipient", "body"]).execute();
    expect(mails.map((mail) => mail.recipient)).not.toContain("unknown@example.org");
    expect(mails.find((mail) => mail.recipient === "known@example.org")?.body).toContain("/de/email-einstellungen-center/?token=");
  });

  it("shows, changes and unsubscribes only the token's own subscription", async () => {
    await subscribe("alice@example.org", "en");
    await subscribe("bob@example.org", "fr");
    const token = (await tokenFor("alice@example.org"))!;

    expect((await call(preferencesRoute.GET, getRequest({ token }))).body).toMatchObject({ email: "alice@example.org", language: "en", status: "subscribed" });

    const updated = await call(preferencesRoute.POST, postRequest({ token, topics: ["events_webinars"], language: "de" }));
    expect(updated).toMatchObject({ status: 200, body: { topics: ["events_webinars"], language: "de", status: "subscribed" } });

    const unsubscribed = await call(unsubscribeRoute.POST, postRequest({ token }));
    expect(unsubscribed.body).toMatchObject({ topics: [], status: "unsubscribed" });

    const db = await getDb();
    const bob = await db.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", "bob@example.org").executeTakeFirstOrThrow();
    expect(bob).toMatchObject({ status: "subscribed", language: "fr" });
    expect(await db.selectFrom("submissions").select("kind").where("email", "=", "alice@example.org").orderBy("created_at").execute()).toEqual([
      { kind: "newsletter" },
      { kind: "preferences" },
      { kind: "preferences" },
    ]);
  });

  it("refuses a forged, altered, expired or missing token with 401/400", async () => {
    await subscribe("carol@example.org");
    const token = (await tokenFor("carol@example.org"))!;
    const [body, signature] = token.split(".");
    const otherBody = Buffer.from(JSON.stringify({ s: "someone-else", x: Date.now() + 1e9 })).toString("base64url");
    for (const bad of [`${otherBody}.${signature}`, `${body}.${signature.slice(0, -2)}xx`, "garbage", `${body}.${signature}.extra`]) {
      expect((await call(preferencesRoute.GET, getRequest({ token: bad }))).status).toBe(401);
      expect((await call(preferencesRoute.POST, postRequest({ token: bad, topics: [] }))).status).toBe(401);
      expect((await call(unsubscribeRoute.POST, postRequest({ token: bad }))).status).toBe(401);
    }
    const { subscriptionId } = readPreferencesToken(token)!;
    const expired = createPreferencesToken(subscriptionId, Date.now() - 8 * 24 * 3_600_000).token;
    expect((await call(preferencesRoute.GET, getRequest({ token: expired }))).body.error).toMatchObject({ code: "invalid_token", field: "token" });
    expect((await call(preferencesRoute.GET, getRequest())).body.error).toMatchObject({ code: "required", field: "token" });
  });

  it.each([
    [preferencesRoute.POST, {}, "token"],
    [preferencesRoute.POST, { token: "t", topics: ["nope"] }, "topics.0"],
    [unsubscribeRoute.POST, { token: 5 }, "token"],
    [requestLinkRoute.POST, { email: "x", locale: "en" }, "email"],
    [requestLinkRoute.POST, { email: "a@example.org", locale: "es" }, "locale"],
  ])("refuses bad input naming the field (%#)", async (handler, payload, field) => {
    const { status, body } = await call(handler, postRequest(payload));
    expect(status).toBe(400);
    expect(body.error.field).toBe(field);
  });

  it.each([preferencesRoute.POST, unsubscribeRoute.POST, requestLinkRoute.POST])("refuses malformed, oversized and wrong-method requests (%#)", async (handler) => {
    expect((await call(handler, postRequest(null, { raw: "{" }))).status).toBe(400);
    expect((await call(handler, postRequest({ token: "x".repeat(20_000) }))).status).toBe(413);
    expect((await call(handler, postRequest({}, { method: "PUT" }))).status).toBe(405);
  });

  it("keeps the generated secret across restarts, so links stay valid", async () => {
    await subscribe("dave@example.org");
    const token = (await tokenFor("dave@example.org"))!;
    vi.resetModules();
    const fresh = await import("../preference-tokens");
    expect(fresh.readPreferencesToken(token)).not.toBeNull();
  });
});
