import { readFileSync } from "node:fs";
import { expect, test, type Page } from "@playwright/test";
import { startSmtpSink, type SmtpSink } from "../src/server/testing/smtp-sink";
import { formDefinitions, uniqueEmail, validAnswers } from "./support/forms";
import { startSiteServer, type SiteServer } from "./support/site-server";

/**
 * Issue 26, the console's data pages in a browser: a signed-in admin finds a submission made earlier in the test on
 * the leads page, downloads its CSV (a BOM, the export's columns), and sees the page views sent in the test as the
 * analytics page's line chart. One site server with its own database and mail server; the tests run in order.
 */
test.describe.configure({ mode: "serial" });

const sitePort = Number(process.env.E2E_PORT || 3100) + 17;
const ADMIN = "ana@quillio.test";
let sink: SmtpSink;
let site: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startSmtpSink();
  site = await startSiteServer(sitePort, {
    SMTP_URL: sink.url,
    MAIL_FROM: "Quillio <hello@quillio.test>",
    ADMIN_EMAILS: "@quillio.test",
    ADMIN_AUTH_SECRET: "e2e-console-secret-with-more-than-32-characters",
    TRUSTED_PROXY_HOPS: "1",
    RATE_LIMIT_MAX: "0",
    FORM_CHALLENGE_THRESHOLD: "0",
    OUTBOX_POLL_MS: "500",
  });
});
test.afterAll(async () => {
  await site?.stop();
  await sink?.stop();
});
test.use({ baseURL: `http://localhost:${sitePort}` });

/** Signs in as the sign-in page asks: the address, the mailed link, its button. */
async function signIn(page: Page): Promise<void> {
  await page.goto("/console-sign-in/");
  await page.getByLabel("Work email").fill(ADMIN);
  await page.getByRole("button", { name: "Mail me a sign-in link" }).click();
  let link: string | undefined;
  await expect
    .poll(() => (link = /https?:\/\/\S+token=\S+/.exec(sink.to(ADMIN).at(-1)?.text ?? "")?.[0]), { message: "the sign-in mail", timeout: 20_000 })
    .toBeTruthy();
  const url = new URL(link!);
  await page.goto(`${url.pathname}${url.search}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await page.waitForURL(/\/admin\/$/);
}

test("the leads page lists a submission made in the test, and its CSV has a BOM and the export's columns", async ({ page }) => {
  const email = uniqueEmail("console-lead");
  const fields = { ...validAnswers(formDefinitions.contact, email), lastName: "Müller", firstName: "Françoise" };
  const sent = await page.request.post("/api/forms/submit", { data: { formType: "contact", locale: "de", fields, trafficSource: { utm_source: "newsletter", utm_medium: "email" } } });
  expect(sent.status()).toBe(201);
  const { submissionId } = (await sent.json()) as { submissionId: string };

  await signIn(page);
  await page.goto(`/admin/leads/?${new URLSearchParams({ q: email })}`);
  const row = page.locator(`tr[data-lead-id="${submissionId}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(email);
  await expect(row).toContainText("contact");
  await expect(row).toContainText("newsletter / email");
  await expect(row).toContainText("Françoise Müller");

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV" }).click()]);
  expect(download.suggestedFilename()).toMatch(/^leads-\d{4}-\d{2}-\d{2}\.csv$/);
  const bytes = readFileSync((await download.path())!);
  expect([...bytes.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
  const lines = bytes.toString("utf8").slice(1).split("\r\n");
  expect(lines[0]!.split(",").slice(0, 6)).toEqual(["id", "created_at", "kind", "form_type", "form_id", "locale"]);
  expect(lines[0]).toContain(",firstName,lastName,email,company,");
  expect(lines[0]).toContain(",traffic_utm_source,traffic_utm_medium,");
  expect(lines[0]!.endsWith(",deliveries")).toBe(true);
  expect(lines).toHaveLength(3);
  expect(lines[1]!.startsWith(`${submissionId},`)).toBe(true);
  expect(lines[1]).toContain(",form,contact,,de,Françoise,Müller,");
  expect(lines[1]).toContain(email);

  const audited = await site.query<{ action: string }>("select action from admin_audit where action = 'leads_exported'");
  expect(audited).toHaveLength(1);
});

test("the analytics page draws an svg line chart whose series matches the page views sent in the test", async ({ page }) => {
  const pageName = `console-e2e-${Date.now().toString(36)}`;
  const views = (count: number, path: string, locale: string) => Array.from({ length: count }, () => ({ name: "Page viewed", page: path, locale, properties: { page_name: pageName, path } }));
  const batch = [...views(3, "/", "en"), ...views(2, "/de/", "de")];
  const posted = await page.request.post("/api/analytics", { data: { events: batch }, headers: { origin: `http://localhost:${sitePort}`, "sec-fetch-site": "same-origin" } });
  expect(posted.status()).toBe(204);

  await signIn(page);
  await page.goto("/admin/analytics/?days=7");
  const chart = page.locator('svg[data-chart="page-views"]');
  await expect(chart).toBeVisible();
  const points = await chart.locator("circle[data-label]").evaluateAll((circles) => circles.map((circle) => [circle.getAttribute("data-label"), Number(circle.getAttribute("data-value"))] as const));
  expect(points).toHaveLength(7);
  const today = new Date().toISOString().slice(0, 10);
  // The site's own browsing sends nothing here (no analytics consent was given), so the events above are all there is.
  expect(points.at(-1)).toEqual([today, batch.length]);
  expect(points.slice(0, -1).every(([, value]) => value === 0)).toBe(true);
  await expect(page.locator(`svg[data-chart="top-pages"] rect[data-label="${pageName}"]`)).toHaveAttribute("data-value", String(batch.length));
  await expect(page.locator('svg[data-chart="locales"] rect[data-label="de"]')).toHaveAttribute("data-value", "2");
});
