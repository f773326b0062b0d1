import { expect, test, type APIRequestContext } from "@playwright/test";
import { newsletterTopics } from "../src/lib/forms/newsletter";
import { buildPath } from "../src/routing/routes";
import { gotoHydrated } from "./support/navigation";
import { mailedTo, queryStore, recordThirdPartyRequests, seedData, uniqueEmail, expectNoThirdPartyRequests } from "./support/forms";

type Lang = "en" | "de" | "fr";

function centerPath(lang: Lang): string {
  const path = buildPath("email_preference_center", lang);
  if (!path) throw new Error("No preference center path");
  return path;
}

let clientNumber = 0;
test.beforeEach(async ({ context }) => {
  clientNumber += 1;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `203.0.113.${(process.pid + clientNumber) % 250}` });
});

let subscriberNumber = 0;
/** Subscribes an address to every topic and confirms it through the mailed link (double opt-in), as its owner would. */
async function subscribe(request: APIRequestContext, email: string, language: Lang): Promise<void> {
  // A client of its own each time: several sign-ups from one address within 10 minutes would be asked for a proof of work.
  const client = { "x-forwarded-for": `192.0.2.${(process.pid + ++subscriberNumber) % 250}` };
  const response = await request.post("/api/newsletter/subscribe", { data: { email, language, topics: newsletterTopics }, headers: client });
  expect(response.status()).toBe(200);
  const confirmed = await request.post("/api/newsletter/confirm", { data: { token: await mailedToken(email, "confirm") }, headers: client });
  expect(confirmed.status()).toBe(200);
}

/**
 * The token of the latest link of that kind mailed to an address (the embedded outbox of mails). The
 * preference link is mailed after the answer (so a known address answers no slower): wait for it.
 */
async function mailedToken(email: string, param: "token" | "confirm" = "token"): Promise<string> {
  const mail = await mailedTo(email, `?${param}=`);
  return decodeURIComponent(new RegExp(`[?&]${param}=([^\\s&"]+)`).exec(mail.body)![1]);
}

const t = {
  en: { requestSent: /If this address is subscribed/, invalidLink: /invalid or has expired/, managing: "Preferences of", unsubscribed: "You are unsubscribed from all our emails." },
  de: { requestSent: /Wenn diese Adresse angemeldet ist/, invalidLink: /ungültig oder abgelaufen/, managing: "Einstellungen für", unsubscribed: "Sie sind von allen unseren E-Mails abgemeldet." },
  fr: { requestSent: /Si cette adresse est inscrite/, invalidLink: /invalide ou a expiré/, managing: "Préférences de", unsubscribed: "Vous êtes désinscrit de tous nos e-mails." },
} as const;

// In French (e2e/mail.spec.ts manages a German subscription by its mailed link): one center in every language.
for (const lang of ["fr"] as const) {
  test(`${lang}: without a token the center asks for the address and mails a link, then the link manages the subscription`, async ({ page, request }) => {
    const thirdParty = recordThirdPartyRequests(page);
    const email = uniqueEmail(`prefs-${lang}`);
    await subscribe(request, email, lang);
    const center = seedData<{ email_label: string; success_title: string; subscriptions: { subscription_id: string; label: string }[] }>("email_preference_center", "email_preference_center", lang);

    const response = await gotoHydrated(page, centerPath(lang));
    expect(response?.status()).toBe(200);
    const form = page.getByTestId("preferences-request");
    await form.getByLabel(center.email_label).fill("not an address");
    await form.getByRole("button").click();
    await expect(form.locator("[data-field-error=email]")).toHaveText(seedData<{ invalid_email: string }>("form_validation_texts", "form_validation_texts", lang).invalid_email);
    await form.getByLabel(center.email_label).fill(email);
    await form.getByRole("button").click();
    await expect(page.getByTestId("preferences-link-sent")).toHaveText(t[lang].requestSent);

    await gotoHydrated(page, `${centerPath(lang)}?token=${encodeURIComponent(await mailedToken(email))}`);
    const manage = page.getByTestId("preferences-manage");
    await expect(manage).toContainText(`${t[lang].managing} ${email}`);
    const [first, second] = center.subscriptions;
    await expect(manage.getByLabel(first.label)).toBeChecked();
    await manage.getByLabel(first.label).uncheck();
    await manage.locator("button[type=submit]").click();
    await expect(page.getByTestId("preferences-notice")).toContainText(center.success_title);
    const [saved] = await queryStore<{ topics: string; status: string }>("select topics, status from newsletter_subscriptions where email = ?", [email]);
    expect(JSON.parse(saved.topics)).not.toContain(first.subscription_id);
    expect(JSON.parse(saved.topics)).toContain(second.subscription_id);

    await manage.locator("button[type=button]").click();
    await expect(page.getByTestId("preferences-notice")).toHaveText(t[lang].unsubscribed);
    const [unsubscribed] = await queryStore<{ topics: string; status: string }>("select topics, status from newsletter_subscriptions where email = ?", [email]);
    expect(unsubscribed).toEqual({ topics: "[]", status: "unsubscribed" });
    await expectNoThirdPartyRequests(thirdParty);
  });
}

test("an invalid or tampered token shows nobody's preferences and offers a new link", async ({ page, request }) => {
  const email = uniqueEmail("prefs-tamper");
  await subscribe(request, email, "en");
  expect((await request.post("/api/preferences/request-link", { data: { email, locale: "en" }, headers: { "x-forwarded-for": "192.0.2.11" } })).status()).toBe(202);
  const token = await mailedToken(email);
  const tampered = `${token.slice(0, -2)}${token.endsWith("AA") ? "BB" : "AA"}`;

  for (const bad of [tampered, "garbage", ""]) {
    await gotoHydrated(page, `${centerPath("en")}?token=${encodeURIComponent(bad)}`);
    await expect(page.getByTestId("preferences-request")).toBeVisible();
    if (bad) await expect(page.getByTestId("preferences-request").getByRole("alert")).toHaveText(t.en.invalidLink);
    await expect(page.getByTestId("preferences-manage")).toHaveCount(0);
    await expect(page.locator("body")).not.toContainText(email);
  }
});
