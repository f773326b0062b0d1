import { expect, test } from "@playwright/test";
import { RETRY_DELAYS_MS } from "../src/lib/forms/api";
import { buildPath, formPageUids, type FormPageKey } from "../src/routing/routes";
import { gotoHydrated } from "./support/navigation";
import { seriousAxeViolations } from "./support/quality";
import {
  expectNoThirdPartyRequests,
  fillForm,
  formDefinitions,
  mailedTo,
  queryStore,
  recordThirdPartyRequests,
  seedData,
  uniqueEmail,
  validAnswers,
} from "./support/forms";

type Lang = "en" | "de" | "fr";

function pathOf(...args: Parameters<typeof buildPath>): string {
  const path = buildPath(...args);
  if (!path) throw new Error(`No path for ${args[0]}`);
  return path;
}
const langs: Lang[] = ["en", "de", "fr"];

/** Form page → its form_config seed file and the shared definition it renders. */
const formPages: { key: FormPageKey; config: string; formType: "demo" | "free_trial" | "contact" | "partners" }[] = [
  { key: "demo", config: "demo", formType: "demo" },
  { key: "freeTrial", config: "free-trial", formType: "free_trial" },
  { key: "contact", config: "contact", formType: "contact" },
  { key: "partners", config: "partners", formType: "partners" },
];

interface StoredSubmission {
  kind: string;
  form_type: string | null;
  locale: string;
  email: string | null;
}

let clientNumber = 0;
// Each test is its own client for the per-IP rate limit, as visitors are.
test.beforeEach(async ({ context }) => {
  clientNumber += 1;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.100.${(process.pid + clientNumber) % 250}` });
});

// Each form in one language, the languages taken in turn: one component and one endpoint in every language, which
// only passes the language on and shows that language's texts from the content.
formPages.forEach(({ key, config, formType }, index) => {
  const lang = langs[index % langs.length]!;
  test(`${lang}: the ${key} form stores the submission and shows its completion state`, async ({ page, baseURL }) => {
      // last_submitted_email exists for analytics only: it is kept with analytics consent.
      const consents = encodeURIComponent(JSON.stringify({ ad: false, analytics: true, necessary: true }));
      await page.context().addCookies([{ name: "consents", value: consents, url: baseURL! }]);
      const thirdParty = recordThirdPartyRequests(page);
      const email = uniqueEmail(`${formType}-${lang}`);
      await gotoHydrated(page, pathOf("form_page", lang, { uid: formPageUids[key][lang] }));
      // The form_config's body, rendered on the server above the fields.
      const { body } = seedData<{ body: { text: string }[] }>("form_config", config, lang);
      for (const { text } of body) await expect(page.getByTestId("form-page-form")).toContainText(text);
      await fillForm(page, "[data-testid=form-page-form] form", validAnswers(formDefinitions[formType], email));
      await page.locator("[data-testid=form-page-form] button[type=submit]").click();

      const completion = page.getByTestId("form-completion");
      const { form_completion_title: title } = seedData<{ form_completion_title: string }>("form_config", config, lang);
      await expect(completion.getByRole("heading", { name: title })).toBeFocused();
      if (formType === "demo") await expect(page.getByTestId("booking-confirmation")).toBeVisible();

      const rows = await queryStore<StoredSubmission>("select kind, form_type, locale, email from submissions where email = ?", [email]);
      expect(rows).toEqual([
        { kind: formType === "free_trial" ? "free_trial" : "form", form_type: formType, locale: lang, email },
      ]);
      const cookies = await page.context().cookies();
      expect(cookies.find((cookie) => cookie.name === "last_submitted_email")?.value).toBe(encodeURIComponent(email));
      await expectNoThirdPartyRequests(thirdParty);
    });
});

// In German: only a language other than English tells the document's message from the built-in English default.
for (const lang of ["de"] as const) {
  test(`${lang}: invalid input shows the translated message at the field`, async ({ page }) => {
    const texts = seedData<Record<string, string>>("form_validation_texts", "form_validation_texts", lang);
    await gotoHydrated(page, pathOf("form_page", lang, { uid: formPageUids.demo[lang] }));
    const form = page.locator("[data-testid=form-page-form] form");
    await form.locator('[name="email"]').fill("ada@gmail.com");
    await form.locator('[name="country"]').selectOption("FR");
    await form.locator('[name="phone"]').fill("030 1234567 99");
    await form.locator("button[type=submit]").click();

    const firstName = form.locator('[name="firstName"]');
    await expect(firstName).toBeFocused();
    await expect(firstName).toHaveAttribute("aria-invalid", "true");
    const describedBy = await firstName.getAttribute("aria-describedby");
    await expect(page.locator(`[id="${describedBy}"]`)).toHaveText(texts.required);
    await expect(form.locator("[data-field-error=email]")).toHaveText(texts.professional_email_required);
    await expect(form.locator("[data-field-error=phone]")).toHaveText(texts.invalid_phone);
    await expect(page.getByTestId("form-error-summary")).toHaveAttribute("role", "alert");

    // Fixing a field clears its message while the visitor types.
    await form.locator('[name="email"]').fill("ada@analytical-engines.example");
    await expect(form.locator("[data-field-error=email]")).toHaveCount(0);
  });
}

test("a network failure keeps every answer, across a reload, and the retry sends them", async ({ page }) => {
  const email = uniqueEmail("retry");
  await gotoHydrated(page, pathOf("form_page", "en", { uid: formPageUids.contact.en }));
  const answers = validAnswers(formDefinitions.contact, email);
  await fillForm(page, "[data-testid=form-page-form] form", answers);
  let attempts = 0;
  await page.route("**/api/forms/submit", (route) => {
    attempts += 1;
    return route.abort("connectionreset");
  });
  // The page's clock, so that the pauses between attempts (45 s in all) pass at once; the schedule itself is the
  // unit tests' (src/lib/forms/api.test.ts).
  await page.clock.install();
  const submit = page.locator("[data-testid=form-page-form] button[type=submit]");
  await submit.click();

  // A connection that fails is tried again while the visitor waits (a restart, a deploy), about 45 s in all; then the
  // visitor is told, every answer kept.
  const texts = seedData<Record<string, string>>("form_validation_texts", "form_validation_texts", "en");
  const failure = page.getByTestId("form-failure");
  await expect
    .poll(async () => {
      await page.clock.runFor(1_000);
      return failure.isVisible();
    }, { timeout: 30_000, intervals: [20] })
    .toBe(true);
  await expect(failure).toHaveText(texts.network_error);
  // Every attempt of the schedule (all its pauses fit the 45 s): the first and one after each pause.
  expect(attempts).toBe(RETRY_DELAYS_MS.length + 1);
  // A browser that knows it is offline is told at once.
  await page.context().setOffline(true);
  const offlineAttempts = attempts;
  await submit.click();
  await expect(page.getByTestId("form-failure")).toHaveText(texts.network_error, { timeout: 5_000 });
  expect(attempts - offlineAttempts).toBeLessThanOrEqual(1);
  await page.context().setOffline(false);
  for (const [name, value] of Object.entries(answers)) {
    await expect(page.locator(`[data-testid=form-page-form] [name="${name}"]`)).toHaveValue(value);
  }
  expect(await queryStore("select id from submissions where email = ?", [email])).toHaveLength(0);

  // A reload (or a crashed tab) keeps the unsent answers too.
  await page.reload();
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  for (const [name, value] of Object.entries(answers)) {
    await expect(page.locator(`[data-testid=form-page-form] [name="${name}"]`)).toHaveValue(value);
  }

  await page.unroute("**/api/forms/submit");
  await submit.click();
  await expect(page.getByTestId("form-completion")).toBeVisible();
  expect(await queryStore("select id from submissions where email = ?", [email])).toHaveLength(1);
  // Once stored, the draft is gone: a reload shows an empty form.
  await page.reload();
  await expect(page.locator('[data-testid=form-page-form] [name="email"]')).toHaveValue("");
});

test("the completion's code loads as the visitor enters the form; when it cannot, the stored submission is still confirmed", async ({ page }) => {
  const email = uniqueEmail("completion-offline");
  // Every script but the completion's: as a visitor whose connection drops right after the form's own code.
  let blocked = 0;
  await page.route("**/_next/static/chunks/*.js", async (route) => {
    let body: string;
    let response;
    try {
      response = await route.fetch();
      body = await response.text();
    } catch {
      // The page dropped the request meanwhile (a navigation): its response is gone, and so is the need for it.
      return route.abort().catch(() => undefined);
    }
    if (body.includes('"form-completion"')) {
      blocked += 1;
      return route.abort("internetdisconnected");
    }
    return route.fulfill({ response, body });
  });
  await gotoHydrated(page, pathOf("form_page", "en", { uid: formPageUids.contact.en }));
  await fillForm(page, "[data-testid=form-page-form] form", validAnswers(formDefinitions.contact, email));
  await page.locator("[data-testid=form-page-form] button[type=submit]").click();

  const { form_completion_title: title } = seedData<{ form_completion_title: string }>("form_config", "contact", "en");
  await expect(page.getByTestId("form-completion-pending")).toHaveText(title);
  await expect(page.getByTestId("form-completion-pending")).toHaveAttribute("role", "status");
  expect(await queryStore("select id from submissions where email = ?", [email])).toHaveLength(1);
  // It was the completion's code that was refused (fetched as the visitor entered the form), and the line stays.
  expect(blocked).toBeGreaterThan(0);
  await expect(page.getByTestId("form-completion")).toHaveCount(0);
  await expect(page.getByTestId("form-completion-pending")).toBeVisible();
});

test("a CTA linking to a form opens it in a modal that keeps focus inside", async ({ page }) => {
  await gotoHydrated(page, pathOf("form_page", "de", { uid: formPageUids.contact.de }));
  const opener = page.locator("[data-section-id=contact-demo-1]");
  await opener.click();

  const dialog = page.getByRole("dialog", { name: "Demo buchen" });
  await expect(dialog).toBeVisible();
  // The modal renders the form_config's body itself (its bundle comes from /api/forms/config).
  await expect(dialog).toContainText("Erzählen Sie uns von Ihrem Team");
  await expect(dialog.locator('[name="firstName"]')).toBeFocused();
  // Tab from the last control wraps to the first one, Shift+Tab back again.
  const submit = dialog.locator("button[type=submit]");
  await submit.focus();
  await page.keyboard.press("Tab");
  await expect(dialog.getByRole("button", { name: "Schließen" })).toBeFocused();
  await page.keyboard.press("Shift+Tab");
  await expect(submit).toBeFocused();

  const email = uniqueEmail("modal-demo");
  await fillForm(page, "dialog form", validAnswers(formDefinitions.demo, email));
  await submit.click();
  await expect(dialog.getByTestId("form-completion")).toBeVisible();
  const [stored] = await queryStore<{ form_type: string; locale: string }>("select form_type, locale from submissions where email = ?", [email]);
  expect(stored).toEqual({ form_type: "demo", locale: "de" });

  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(opener).toBeFocused();
});

const newsletterConfirmation = {
  en: { sent: "Follow its link to confirm", subject: "Confirm your subscription to the Quillio newsletter", button: "Confirm my subscription", done: "Your subscription is confirmed. You can choose your topics below." },
  de: { sent: "Folgen Sie dem Link darin", subject: "Bitte bestätigen Sie Ihr Quillio-Newsletter-Abonnement", button: "Abonnement bestätigen", done: "Ihr Abonnement ist bestätigt. Unten können Sie Ihre Themen wählen." },
  fr: { sent: "Suivez son lien pour confirmer", subject: "Confirmez votre inscription à la newsletter Quillio", button: "Confirmer mon inscription", done: "Votre inscription est confirmée. Vous pouvez choisir vos thèmes ci-dessous." },
} as const;

// In German (e2e/mail.spec.ts signs up in French): one page, one endpoint, the language's texts only.
for (const lang of ["de"] as const) {
  test(`${lang}: the newsletter page subscribes the address in the page's language once the mailed link is confirmed`, async ({ page }) => {
    const text = newsletterConfirmation[lang];
    const email = uniqueEmail(`newsletter-${lang}`);
    const form = page.getByTestId("newsletter-form");
    const topic = (id: string) => form.locator(`input[name="topic_${id}"]`);
    await gotoHydrated(page, pathOf("newsletter", lang));
    // What the page offers is what is ticked: the monthly letter alone; every other topic says how often it writes and waits for a tick.
    const labels = Object.fromEntries(formDefinitions.newsletter.fields.filter((field) => field.kind === "checkbox").map((field) => [field.name.replace("topic_", ""), field.label[lang]]));
    expect(Object.keys(labels).sort()).toEqual(["blog_digest", "events_webinars", "learning_insights", "product_news"]);
    for (const [id, label] of Object.entries(labels)) {
      await expect(form.getByLabel(label)).toBeVisible();
      if (id === "blog_digest") await expect(topic(id)).toBeChecked();
      else await expect(topic(id)).not.toBeChecked();
    }
    await form.locator('[name="email"]').fill(email);
    // No topic at all is refused, with nothing stored.
    await topic("blog_digest").uncheck();
    await form.locator("button[type=submit]").click();
    await expect(form.locator('[data-field-error="topic_blog_digest"]')).toBeVisible();
    expect(await queryStore("select id from submissions where email = ?", [email])).toEqual([]);
    await topic("blog_digest").check();
    await topic("events_webinars").check();
    await form.locator("button[type=submit]").click();
    const { form_completion_title: title } = seedData<{ form_completion_title: string }>("form_config", "newsletter", lang);
    await expect(page.getByTestId("form-completion").getByRole("heading", { name: title })).toBeVisible();
    await expect(page.getByTestId("newsletter-confirmation-sent")).toContainText(text.sent);
    await expect(page.getByTestId("newsletter-chosen-topics").getByRole("listitem")).toHaveText([labels.blog_digest, labels.events_webinars]);
    const subscription = () => queryStore<{ language: string; status: string; topics: string }>("select language, status, topics from newsletter_subscriptions where email = ?", [email]);
    expect(await subscription()).toEqual([]);
    const [pending] = await queryStore<{ payload: string }>("select payload from submissions where email = ?", [email]);
    expect(JSON.parse(pending.payload).answers.topics).toEqual(["blog_digest", "events_webinars"]);

    // The link of the mail opens the preference center, which confirms on a click (not on opening: mail scanners open links).
    const mail = await mailedTo(email, "?confirm=");
    expect(mail.subject).toBe(text.subject);
    const link = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
    await gotoHydrated(page, `${link.pathname}${link.search}`);
    const confirm = page.getByTestId("newsletter-confirm");
    await expect(confirm).toContainText(email);
    expect(await subscription()).toEqual([]);
    await confirm.getByRole("button", { name: text.button }).click();
    await expect(page.getByTestId("preferences-notice")).toHaveText(text.done);
    await expect(page.getByTestId("preferences-manage")).toContainText(email);
    // Confirmed: exactly the topics chosen on the sign-up, in the preference center and in the store.
    for (const id of Object.keys(labels)) {
      const box = page.locator(`[data-testid=preferences-manage] input[name="topics"][value="${id}"]`);
      if (id === "blog_digest" || id === "events_webinars") await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
    expect(await subscription()).toEqual([{ language: lang, status: "subscribed", topics: JSON.stringify(["blog_digest", "events_webinars"]) }]);
  });
}

test("an invalid confirmation link says so and offers to subscribe again", async ({ page }) => {
  await gotoHydrated(page, `${pathOf("email_preference_center", "de")}?confirm=forged.token`);
  const invalid = page.getByTestId("newsletter-confirm-invalid");
  await expect(invalid).toContainText("Dieser Bestätigungslink ist ungültig oder abgelaufen.");
  await expect(invalid.getByRole("link", { name: "Zum Newsletter anmelden" })).toHaveAttribute("href", pathOf("newsletter", "de"));
});

test("@mobile the contact form works on a phone", async ({ page }) => {
  const email = uniqueEmail("phone");
  await gotoHydrated(page, pathOf("form_page", "fr", { uid: formPageUids.contact.fr }));
  await fillForm(page, "[data-testid=form-page-form] form", validAnswers(formDefinitions.contact, email));
  const submit = page.locator("[data-testid=form-page-form] button[type=submit]");
  const box = await submit.boundingBox();
  expect(box && box.height).toBeGreaterThanOrEqual(44);
  await submit.tap();
  await expect(page.getByTestId("form-completion")).toBeVisible();
  expect(await queryStore("select id from submissions where email = ?", [email])).toHaveLength(1);
});

test("errors, the form modal and the completion state have no serious accessibility violation", async ({ page }) => {
  await gotoHydrated(page, pathOf("form_page", "en", { uid: formPageUids.contact.en }));
  await page.locator("[data-testid=form-page-form] button[type=submit]").click();
  await expect(page.getByTestId("form-error-summary")).toBeVisible();
  expect(await seriousAxeViolations(page), "errors shown").toEqual([]);

  await page.locator("[data-section-id=contact-demo-1]").click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator('[name="firstName"]')).toBeFocused();
  expect(await seriousAxeViolations(page), "modal open").toEqual([]);
  await fillForm(page, "dialog form", validAnswers(formDefinitions.demo, uniqueEmail("axe")));
  await dialog.locator("button[type=submit]").click();
  await expect(dialog.getByTestId("form-completion")).toBeVisible();
  expect(await seriousAxeViolations(page), "completion").toEqual([]);
});

test("past five submissions from one address the form still lands: the browser solves the proof of work and sends it again", async ({ page, context }) => {
  // An address no other test uses: this one's count starts at zero.
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.51.101.${process.pid % 250}` });
  for (let i = 0; i < 5; i += 1) {
    const fields = validAnswers(formDefinitions.contact, uniqueEmail(`threshold-${i}`));
    const sent = await page.request.post("/api/forms/submit", { data: { formType: "contact", locale: "en", fields } });
    expect([201, 403]).toContain(sent.status());
  }
  const answers: { status: number; proof: string | undefined }[] = [];
  page.on("response", (response) => {
    if (response.url().endsWith("/api/forms/submit") && response.request().method() === "POST") answers.push({ status: response.status(), proof: response.request().headers()["x-altcha"] });
  });
  const email = uniqueEmail("threshold-form");
  await gotoHydrated(page, pathOf("form_page", "en", { uid: formPageUids.contact.en }));
  await fillForm(page, "[data-testid=form-page-form] form", validAnswers(formDefinitions.contact, email));
  await page.locator("[data-testid=form-page-form] button[type=submit]").click();
  await expect(page.getByTestId("form-completion")).toBeVisible();
  // Refused for want of a proof, then sent again with one, without the visitor doing anything.
  expect(answers).toEqual([
    { status: 403, proof: undefined },
    { status: 201, proof: expect.stringMatching(/^[A-Za-z0-9+/=]+$/) },
  ]);
  expect(await queryStore("select id from submissions where email = ?", [email])).toHaveLength(1);
});
