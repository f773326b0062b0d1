import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { expect, test, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { buildPath, formPageUids } from "../src/routing/routes";
import { startSmtpSink, type SmtpSink } from "../src/server/testing/smtp-sink";
import { fillForm, formDefinitions, seedData, uniqueEmail, validAnswers } from "./support/forms";
import { gotoHydrated } from "./support/navigation";
import { startSiteServer, type SiteServer } from "./support/site-server";
import { formatInZone, icsLocalDate } from "../src/content/calendar/time-zone";

/**
 * Mail as a visitor gets it: a site server whose SMTP_URL is a real SMTP server started here (smtp-server), every mail
 * read as received, its link followed in Chromium. One server and one mailbox for the file: its tests run in order.
 */
test.describe.configure({ mode: "serial" });

const sitePort = Number(process.env.E2E_PORT || 3100) + 7;
let sink: SmtpSink;
let site: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startSmtpSink();
  site = await startSiteServer(sitePort, {
    SMTP_URL: sink.url,
    MAIL_FROM: "Quillio <hello@quillio.test>",
    TRUSTED_PROXY_HOPS: "1",
    // Quick retries: the test with the mail server down waits seconds, not the production backoff.
    OUTBOX_POLL_MS: "500",
    OUTBOX_RETRY_BASE_MS: "400",
    OUTBOX_RETRY_MAX_MS: "1500",
  });
});
test.afterAll(async () => {
  await site?.stop();
  await sink?.stop();
});

let client = 0;
test.beforeEach(async ({ context }) => {
  client += 1;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.7.${client}` });
});
test.use({ baseURL: `http://localhost:${sitePort}` });

/** The mail to an address once it has arrived (the outbox sends it just after the answer). */
async function mailTo(address: string, subject?: RegExp): Promise<ParsedMail> {
  let mail: ParsedMail | undefined;
  await expect
    .poll(() => (mail = sink.to(address).find((candidate) => !subject || subject.test(candidate.subject ?? ""))), { message: `a mail to ${address}`, timeout: 20_000 })
    .toBeTruthy();
  return mail!;
}

/** The link of a mail's plain text that matches, as a path on the site under test (SITE_URL is that server). */
function linkIn(mail: ParsedMail, pattern: RegExp): string {
  const url = new URL(pattern.exec(mail.text ?? "")![0]);
  expect(url.origin).toBe(`http://localhost:${sitePort}`);
  return `${url.pathname}${url.search}`;
}

async function subscribeByApi(page: Page, email: string, language: string) {
  expect((await page.request.post("/api/newsletter/subscribe", { data: { email, language } })).status()).toBe(200);
}

test("fr: the newsletter sign-up mails a French confirmation whose link, followed, subscribes the address", async ({ page }) => {
  const email = uniqueEmail("mail-newsletter-fr");
  await gotoHydrated(page, buildPath("newsletter", "fr")!);
  await page.locator('[data-testid=newsletter-form] [name="email"]').fill(email);
  await page.locator("[data-testid=newsletter-form] button[type=submit]").click();
  await expect(page.getByTestId("form-completion")).toBeVisible();

  const mail = await mailTo(email);
  expect(mail.subject).toBe("Confirmez votre inscription à la newsletter Quillio");
  expect(mail.from?.value).toEqual([{ name: "Quillio", address: "hello@quillio.test" }]);
  expect(mail.html).toContain('<html lang="fr">');
  expect(mail.text).toContain("Rien ne vous est envoyé avant votre confirmation.");
  expect(await site.query("select status from newsletter_subscriptions where email = ?", [email])).toEqual([]);

  await gotoHydrated(page, linkIn(mail, /http:\/\/\S+\?confirm=\S+/));
  const confirm = page.getByTestId("newsletter-confirm");
  await expect(confirm).toContainText(email);
  await confirm.getByRole("button").click();
  await expect(page.getByTestId("preferences-manage")).toContainText(email);
  expect(await site.query("select language, status from newsletter_subscriptions where email = ?", [email])).toEqual([{ language: "fr", status: "subscribed" }]);
});

test("de: the preference center mails its link, which opens the address's own preferences", async ({ page }) => {
  const email = uniqueEmail("mail-prefs-de");
  await subscribeByApi(page, email, "de");
  const confirmation = await mailTo(email, /Newsletter/);
  const token = new URL(/http:\/\/\S+\?confirm=\S+/.exec(confirmation.text!)![0]).searchParams.get("confirm");
  expect((await page.request.post("/api/newsletter/confirm", { data: { token } })).status()).toBe(200);

  await gotoHydrated(page, buildPath("email_preference_center", "de")!);
  const form = page.getByTestId("preferences-request");
  await form.locator('input[type="email"]').fill(email);
  await form.getByRole("button").click();
  await expect(page.getByTestId("preferences-link-sent")).toBeVisible();

  const mail = await mailTo(email, /^Ihre E-Mail-Einstellungen$/);
  expect(mail.headers.get("list")).toMatchObject({ unsubscribe: { url: expect.stringContaining("?token=") } });
  await gotoHydrated(page, linkIn(mail, /http:\/\/\S+\?token=\S+/));
  await expect(page.getByTestId("preferences-manage")).toContainText(email);
});

test("de: an event registration is confirmed by mail with its .ics; the mail's link opens the event", async ({ page }) => {
  const event = seedData<{ title: string; course_group_id: string; date: string; end_date: string; time_zone: string }>("live_event", "berlin-meetup", "de");
  const uid = (JSON.parse(readFileSync("content/documents/live_event/berlin-meetup.json", "utf8")) as { lang: string; uid: string }[]).find((doc) => doc.lang === "de-de")!.uid;
  await gotoHydrated(page, buildPath("event", "de", { uid })!);
  const email = uniqueEmail("mail-event-de");
  const answers = validAnswers(formDefinitions.free_trial, email);
  delete answers.company;
  delete answers.password;
  const form = "form[data-form-type=course_registration]";
  await fillForm(page, form, answers);
  await page.locator(`${form} button[type=submit]`).click();
  await expect(page.getByTestId("form-completion")).toBeVisible();

  const mail = await mailTo(email);
  expect(mail.subject).toBe(`Sie sind angemeldet: ${event.title}`);
  // Berlin's time, as the event is held there ("18:00–21:00 Uhr MESZ" in summer).
  const when = formatInZone("de-DE", event.time_zone, new Date(event.date).toISOString(), new Date(event.end_date).toISOString());
  expect((mail.text ?? "").replace(/\s+/g, " ")).toContain(`Wann: ${when.replace(/\s+/g, " ")}.`);
  expect(when).toMatch(/Uhr MES?Z$/);
  const [ics] = mail.attachments;
  expect(ics).toMatchObject({ contentType: "text/calendar", filename: `${uid}.ics` });
  const calendar = ics!.content.toString("utf8");
  // The dates the site serves today (the seed's, moved to the clock: e2e/support/seed.ts).
  expect(calendar).toContain(`DTSTART;TZID=Europe/Berlin:${icsLocalDate(event.date, event.time_zone)}`);
  expect(calendar).toContain(`DTEND;TZID=Europe/Berlin:${icsLocalDate(event.end_date, event.time_zone)}`);
  expect(calendar).toContain("BEGIN:VTIMEZONE");

  await gotoHydrated(page, linkIn(mail, /http:\/\/\S+\/events\/\S+/));
  await expect(page.getByRole("heading", { level: 1 })).toHaveText(event.title);
});

test("en: the free trial's welcome mail arrives, as its completion says", async ({ page }) => {
  const email = uniqueEmail("mail-trial-en");
  await gotoHydrated(page, buildPath("form_page", "en", { uid: formPageUids.freeTrial.en })!);
  await fillForm(page, "[data-testid=form-page-form] form", validAnswers(formDefinitions.free_trial, email));
  await page.locator("[data-testid=form-page-form] button[type=submit]").click();
  await expect(page.getByTestId("form-completion")).toBeVisible();
  const mail = await mailTo(email);
  expect(mail.subject).toBe("Welcome to Quillio: your free trial is ready");
  expect(mail.text).toMatch(/Sign in: https:\/\/\S+/);
});

test("fr: the gated ebook's mail links to its PDF, which downloads in the browser", async ({ page }) => {
  const email = uniqueEmail("mail-ebook-fr");
  await gotoHydrated(page, buildPath("gated_ebook", "fr", { uid: "guide-integration" })!);
  await fillForm(page, "form[data-form-type=ebook]", validAnswers(formDefinitions.gated_content, email));
  await page.locator("form[data-form-type=ebook] button[type=submit]").click();
  await expect(page.getByTestId("gated-download")).toBeVisible();

  const mail = await mailTo(email);
  // The mail names the page's own title, in the page's language.
  const { title } = seedData<{ title: string }>("gated_ebook_lp", "onboarding-playbook", "fr");
  expect(mail.subject).toBe(`Votre téléchargement : ${title}`);
  const link = linkIn(mail, /http:\/\/\S+\/api\/forms\/gated\/download\?token=\S+/);
  // A mail's link is clicked from the mail, not from the page: it opens a download in a fresh tab.
  await page.goto("about:blank");
  await page.setContent(`<a href="${new URL(link, `http://localhost:${sitePort}`).href}">PDF</a>`);
  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link").click()]);
  expect(readFileSync((await download.path())!).subarray(0, 5).toString("latin1")).toBe("%PDF-");
});

test("en: the maturity report arrives as a PDF attachment; the mail's link opens the assessment", async ({ page }) => {
  const data = seedData<{ themes: { theme_title: string }[] }>("maturity_model", "maturity_model", "en");
  await gotoHydrated(page, buildPath("maturity_model", "en")!);
  const assessment = page.getByTestId("maturity-assessment");
  for (const theme of data.themes) {
    await page.getByRole("navigation").getByRole("button", { name: theme.theme_title }).click();
    await expect(assessment.getByRole("heading", { level: 3, name: theme.theme_title, exact: true })).toBeVisible();
    await page.getByRole("radio", { name: /^3\. / }).click();
  }
  await expect(page.getByTestId("maturity-results")).toBeVisible();
  const email = uniqueEmail("mail-maturity-en");
  const form = "[data-testid=maturity-report] form[data-form-type=maturity_model]";
  const upload = page.waitForResponse((response) => response.url().includes("/upload-maturity-model-pdf"));
  await fillForm(page, form, validAnswers(formDefinitions.maturity_model, email));
  await page.locator(`${form} button[type=submit]`).click();
  expect((await upload).status()).toBe(201);

  const mail = await mailTo(email);
  expect(mail.subject).toBe("Your learning maturity report");
  const [pdf] = mail.attachments;
  expect(pdf).toMatchObject({ contentType: "application/pdf" });
  const file = join(mkdtempSync(join(tmpdir(), "report-")), pdf!.filename!);
  writeFileSync(file, pdf!.content);
  const text = execFileSync("pdftotext", ["-layout", file, "-"], { encoding: "utf8" });
  for (const theme of data.themes) expect(text).toContain(theme.theme_title);

  await gotoHydrated(page, linkIn(mail, /http:\/\/\S+\/maturity\S*/));
  await expect(page.getByTestId("maturity-assessment")).toBeVisible();
});

test("with the mail server down the mail waits in the outbox and arrives once it is back, never twice", async ({ page }) => {
  const port = sink.port;
  await sink.stop();
  const email = uniqueEmail("mail-outage");
  await subscribeByApi(page, email, "en");
  await expect
    .poll(async () => (await site.query<{ last_error: string | null }>("select last_error from outbox where destination = 'mail' and message like ?", [`%${email}%`]))[0]?.last_error ?? "", { timeout: 15_000 })
    .toMatch(/^SMTP: .*ECONNREFUSED/);

  sink = await startSmtpSink({ port });
  await mailTo(email);
  // Several more passes of the worker: still one mail.
  await page.waitForTimeout(3_000);
  expect(sink.to(email)).toHaveLength(1);
  expect(await site.query("select status from outbox where destination = 'mail' and message like ?", [`%${email}%`])).toEqual([{ status: "forwarded" }]);
});
