import { beforeEach, describe, expect, it, vi } from "vitest";
import * as preferencesRoute from "@/app/api/preferences/route";
import * as requestLinkRoute from "@/app/api/preferences/request-link/route";
import * as unsubscribeRoute from "@/app/api/preferences/unsubscribe/route";
import * as subscribeRoute from "@/app/api/newsletter/subscribe/route";
import * as confirmRoute from "@/app/api/newsletter/confirm/route";
import { getDb } from "../db";
import { confirmNewsletterSubscription } from "../newsletter";
import { createPreferencesToken, readPreferencesToken } from "../preference-tokens";
import { withTemporaryDataDir } from "../testing/data-dir";
import { deliveredMails } from "../testing/mail";
import { resetRateLimiter } from "@/server/limits";
import { call, getRequest, postRequest } from "../testing/requests";
import { clientHeaders } from "@/server/testing/seal";
import { leadOfRow } from "../leads/columns";

withTemporaryDataDir("preferences-test-", { PREFERENCES_SECRET: "" });
beforeEach(() => {
  vi.spyOn(console, "info").mockImplementation(() => {});
});

/** The token of the latest mail to `email` whose link carries `?{param}=`. */
async function mailedToken(email: string, param: "token" | "confirm"): Promise<string | null> {
  const mail = (await deliveredMails(email)).findLast((candidate) => candidate.body.includes(`?${param}=`));
  const match = mail && new RegExp(`\\?${param}=([^\\s]+)`).exec(mail.body);
  return match ? decodeURIComponent(match[1]) : null;
}

/** Asks for the newsletter; the subscription waits for the mailed confirmation link. */
async function requestSubscription(email: string, language = "en", topics?: string[]) {
  return call(subscribeRoute.POST, postRequest({ email, language, topics }));
}

/** Subscribes and follows the confirmation link, as the address's owner would. */
async function subscribe(email: string, language = "en", topics?: string[]) {
  const answer = await requestSubscription(email, language, topics);
  expect(answer.status).toBe(200);
  const confirmed = await call(confirmRoute.POST, postRequest({ token: await mailedToken(email, "confirm") }));
  expect(confirmed.status).toBe(200);
  return answer;
}

/** Asks for a link and reads the token from the mail the embedded mailer stored. */
async function tokenFor(email: string, locale = "en"): Promise<string | null> {
  const { status } = await call(requestLinkRoute.POST, postRequest({ email, locale }));
  expect(status).toBe(202);
  return mailedToken(email, "token");
}

describe("newsletter subscription", () => {
  it("stores the address with its language and, without a choice, the monthly letter alone, once confirmed", async () => {
    expect(await subscribe("Reader@Example.org", "fr")).toMatchObject({ status: 200, body: { ok: true, confirmation: "sent", submissionId: expect.any(String) } });
    const db = await getDb();
    const row = await db.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", "reader@example.org").executeTakeFirstOrThrow();
    expect(row).toMatchObject({ language: "fr", status: "subscribed" });
    expect(JSON.parse(row.topics)).toEqual(["blog_digest"]);
    expect(await db.selectFrom("submissions").select("kind").where("email", "=", "reader@example.org").execute()).toEqual([{ kind: "newsletter" }]);
  });

  it.each([
    [{ language: "en" }, "email", "required"],
    [{ email: "x", language: "en" }, "email", "invalid_email"],
    [{ email: "a@example.org" }, "language", "required"],
    [{ email: "a@example.org", language: "en", topics: ["gossip"] }, "topics.0", "invalid_choice"],
    [{ email: "a@example.org", language: "en", topics: "events_webinars" }, "topics", "invalid_value"],
    [{ email: "a@example.org", language: "en", topics: [] }, "topics", "required"],
  ])("refuses %j at %s", async (payload, field, code) => {
    const { status, body } = await call(subscribeRoute.POST, postRequest(payload));
    expect(status).toBe(400);
    expect(body.error).toMatchObject({ field, code });
  });

  it("subscribes exactly the topics chosen, and only once the link is followed", async () => {
    await requestSubscription("chooser@example.org", "de", ["product_news", "learning_insights"]);
    const db = await getDb();
    expect(await db.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", "chooser@example.org").execute()).toEqual([]);
    await call(confirmRoute.POST, postRequest({ token: await mailedToken("chooser@example.org", "confirm") }));
    const row = await db.selectFrom("newsletter_subscriptions").select("topics").where("email", "=", "chooser@example.org").executeTakeFirstOrThrow();
    expect(JSON.parse(row.topics)).toEqual(["product_news", "learning_insights"]);
  });

  it("does not subscribe, or mail, a bot that filled the honeypot", async () => {
    expect((await call(subscribeRoute.POST, postRequest({ email: "bot@example.org", language: "en", website: "x" }))).status).toBe(200);
    const db = await getDb();
    expect(await db.selectFrom("newsletter_subscriptions").selectAll().where("email", "=", "bot@example.org").execute()).toEqual([]);
    expect(await mailedToken("bot@example.org", "confirm")).toBeNull();
  });
});

describe("double opt-in", () => {
  const subscriptionOf = async (email: string) =>
    (await getDb()).selectFrom("newsletter_subscriptions").select(["language", "topics", "status"]).where("email", "=", email).executeTakeFirst();
  const marketoEntries = async (email: string) =>
    (await getDb())
      .selectFrom("outbox")
      .innerJoin("submissions", "submissions.id", "outbox.submission_id")
      .select("outbox.message")
      .where("submissions.email", "=", email)
      .where("outbox.destination", "=", "marketo.lead")
      .execute();

  it("a new address is neither subscribed nor sent to Marketo until its link is followed", async () => {
    expect((await requestSubscription("new@example.org", "de", ["blog_digest"])).body).toMatchObject({ ok: true, confirmation: "sent" });
    expect(await subscriptionOf("new@example.org")).toBeUndefined();
    expect(await marketoEntries("new@example.org")).toEqual([]);
    const db = await getDb();
    // The lead is stored at once all the same: nothing is lost if the link is never followed.
    expect(await db.selectFrom("submissions").select("kind").where("email", "=", "new@example.org").execute()).toEqual([{ kind: "newsletter" }]);

    const token = (await mailedToken("new@example.org", "confirm"))!;
    // Reading the link (a mail scanner does) changes nothing.
    expect((await call(confirmRoute.GET, getRequest({ token }))).body).toEqual({ email: "new@example.org", language: "de", topics: ["blog_digest"], confirmed: false });
    expect(await subscriptionOf("new@example.org")).toBeUndefined();

    const confirmed = await call(confirmRoute.POST, postRequest({ token }));
    expect(confirmed).toMatchObject({ status: 200, body: { alreadyConfirmed: false, preferences: { email: "new@example.org", language: "de", topics: ["blog_digest"], status: "subscribed" } } });
    expect(await subscriptionOf("new@example.org")).toEqual({ language: "de", topics: '["blog_digest"]', status: "subscribed" });
    expect((await marketoEntries("new@example.org")).map((entry) => JSON.parse(entry.message).fields)).toEqual([
      { email: "new@example.org", newsletterLanguage: "de", newsletterTopics: "blog_digest", unsubscribed: false },
    ]);
    // The answer's token opens the preference center at once.
    expect((await call(preferencesRoute.GET, getRequest({ token: confirmed.body.token }))).body).toMatchObject({ email: "new@example.org" });
  });

  it("re-subscribing an address changes nothing until the confirmation link is followed", async () => {
    await subscribe("owner@example.org", "en", ["product_news"]);
    const before = await subscriptionOf("owner@example.org");
    const forwarded = (await marketoEntries("owner@example.org")).length;

    // Someone else asks to change the owner's language and topics.
    expect((await requestSubscription("owner@example.org", "fr", ["blog_digest", "events_webinars"])).status).toBe(200);
    expect(await subscriptionOf("owner@example.org")).toEqual(before);
    expect(await marketoEntries("owner@example.org")).toHaveLength(forwarded);

    // The owner follows the link that reached their inbox.
    await call(confirmRoute.POST, postRequest({ token: await mailedToken("owner@example.org", "confirm") }));
    expect(await subscriptionOf("owner@example.org")).toEqual({ language: "fr", topics: '["blog_digest","events_webinars"]', status: "subscribed" });
    expect(await marketoEntries("owner@example.org")).toHaveLength(forwarded + 1);
  });

  it("a link followed twice applies once: a later change in the preference center stays", async () => {
    await subscribe("twice@example.org", "en");
    const confirmToken = (await mailedToken("twice@example.org", "confirm"))!;
    const preferencesToken = (await tokenFor("twice@example.org"))!;
    await call(preferencesRoute.POST, postRequest({ token: preferencesToken, topics: ["learning_insights"] }));
    const forwarded = (await marketoEntries("twice@example.org")).length;

    const again = await call(confirmRoute.POST, postRequest({ token: confirmToken }));
    expect(again).toMatchObject({ status: 200, body: { alreadyConfirmed: true, preferences: { topics: ["learning_insights"] } } });
    expect((await call(confirmRoute.GET, getRequest({ token: confirmToken }))).body.confirmed).toBe(true);
    expect(await marketoEntries("twice@example.org")).toHaveLength(forwarded);
  });

  it("a replayed confirmation link mints no new preference token: the same one, and none once it expired (issue 25)", async () => {
    await requestSubscription("replay@example.org");
    const confirmToken = (await mailedToken("replay@example.org", "confirm"))!;
    const first = await call(confirmRoute.POST, postRequest({ token: confirmToken }));
    expect(first.body).toMatchObject({ alreadyConfirmed: false, token: expect.any(String) });
    const db = await getDb();
    const submissions = (await db.selectFrom("submissions").select("id").execute()).length;
    const tokens = new Set<string>();
    for (let i = 0; i < 5; i += 1) {
      await new Promise((resolve) => setTimeout(resolve, 2));
      const again = await call(confirmRoute.POST, postRequest({ token: confirmToken }));
      expect(again).toMatchObject({ status: 200, body: { alreadyConfirmed: true, preferences: { email: "replay@example.org" } } });
      tokens.add(again.body.token);
    }
    expect([...tokens]).toEqual([first.body.token]);
    expect(readPreferencesToken(first.body.token)).not.toBeNull();
    expect((await db.selectFrom("submissions").select("id").execute()).length).toBe(submissions);
    // Replayed after that token's life, the link still says "confirmed" but opens nothing.
    vi.stubEnv("PREFERENCES_TOKEN_TTL_HOURS", "1");
    const later = await confirmNewsletterSubscription(confirmToken, { now: Date.now() + 2 * 3_600_000 });
    expect(later).toMatchObject({ alreadyConfirmed: true, token: null });
    vi.stubEnv("PREFERENCES_TOKEN_TTL_HOURS", "168");
  });

  it("refuses a forged, altered or expired link, and a preference token in its place (and the reverse)", async () => {
    await requestSubscription("mallory@example.org");
    const token = (await mailedToken("mallory@example.org", "confirm"))!;
    const [body, signature] = token.split(".");
    const claims = JSON.parse(Buffer.from(body, "base64url").toString("utf8"));
    const otherBody = Buffer.from(JSON.stringify({ ...claims, s: "another-submission" })).toString("base64url");
    await subscribe("victim@example.org");
    const preferencesToken = (await tokenFor("victim@example.org"))!;
    for (const bad of [`${otherBody}.${signature}`, `${body}.${signature.slice(0, -2)}xx`, "garbage", preferencesToken]) {
      expect((await call(confirmRoute.GET, getRequest({ token: bad }))).status).toBe(401);
      expect((await call(confirmRoute.POST, postRequest({ token: bad }))).body.error).toMatchObject({ code: "invalid_token", field: "token" });
    }
    // A confirmation token never opens someone's preferences.
    expect((await call(preferencesRoute.GET, getRequest({ token }))).status).toBe(401);
    expect(await subscriptionOf("mallory@example.org")).toBeUndefined();

    vi.useFakeTimers({ now: Date.now() + 8 * 24 * 3_600_000, toFake: ["Date"] });
    try {
      expect((await call(confirmRoute.POST, postRequest({ token }))).status).toBe(401);
    } finally {
      vi.useRealTimers();
    }
    expect(await subscriptionOf("mallory@example.org")).toBeUndefined();
  });

  it("limits requests naming one address, whoever sends them", async () => {
    vi.stubEnv("RATE_LIMIT_EMAIL_MAX", "10");
    resetRateLimiter();
    try {
      const from = (client: number, path = "/api/newsletter/subscribe") => ({ path, headers: clientHeaders(`198.51.100.${client}`) });
      for (let i = 0; i < 3; i += 1) expect((await call(subscribeRoute.POST, postRequest({ email: "flooded@example.org", language: "en" }, from(i)))).status).toBe(200);
      const refused = await call(subscribeRoute.POST, postRequest({ email: "Flooded@Example.org", language: "en" }, from(9)));
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get("retry-after"))).toBeGreaterThan(0);
      expect(await deliveredMails("flooded@example.org")).toHaveLength(3);
      // Another address, and another endpoint for the same address, count apart.
      expect((await call(subscribeRoute.POST, postRequest({ email: "calm@example.org", language: "en" }, from(9)))).status).toBe(200);
      expect((await call(requestLinkRoute.POST, postRequest({ email: "flooded@example.org", locale: "en" }, from(9, "/api/preferences/request-link")))).status).toBe(202);
    } finally {
      vi.stubEnv("RATE_LIMIT_EMAIL_MAX", "0");
      resetRateLimiter();
    }
  });
});

describe("email preference center", () => {
  it("mails a signed link to a subscriber and answers the same for an unknown address", async () => {
    await subscribe("known@example.org", "de");
    const known = await call(requestLinkRoute.POST, postRequest({ email: "known@example.org", locale: "de" }));
    const unknown = await call(requestLinkRoute.POST, postRequest({ email: "unknown@example.org", locale: "de" }));
    expect(unknown).toEqual({ ...known, headers: unknown.headers });
    const mails = await deliveredMails();
    expect(mails.map((mail) => mail.recipient)).not.toContain("unknown@example.org");
    expect(mails.find((mail) => mail.recipient === "known@example.org" && mail.body.includes("?token="))?.body).toContain("/de/email-einstellungen-center/?token=");
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
    const submissions = await db.selectFrom("submissions").selectAll().where("email", "=", "alice@example.org").orderBy("created_at").execute();
    expect(submissions.map((row) => [row.kind, leadOfRow(row).answers.change])).toEqual([
      ["newsletter", undefined],
      ["preferences", "link-request"],
      ["preferences", "update"],
      ["preferences", "unsubscribe-all"],
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
