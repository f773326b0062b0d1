import { createHmac, randomUUID } from "node:crypto";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import type { ParsedMail } from "mailparser";
import { sessionTokenHash } from "../src/server/admin/session-tokens";
import { FakeMarketo } from "../src/server/testing/fake-marketo";
import { startSmtpSink, type SmtpSink } from "../src/server/testing/smtp-sink";
import { formDefinitions, uniqueEmail, validAnswers } from "./support/forms";
import { seriousAxeViolations } from "./support/quality";
import { startSiteServer, type SiteServer } from "./support/site-server";

/**
 * The console (issue 26): sign-in by a mailed link on a site server whose SMTP_URL is a real SMTP server started
 * here, the console under the site's CSP, a parked delivery replayed to a fake Marketo, sign-out; and the 404 every
 * other visitor gets on every /admin page and admin API. One server and one mailbox for the file: tests run in order.
 */
test.describe.configure({ mode: "serial" });

const sitePort = Number(process.env.E2E_PORT || 3100) + 11;
const site = `http://localhost:${sitePort}`;
/** The console's signing key on this server: the test signs cookies for sessions it writes itself. */
const AUTH_SECRET = "e2e-console-secret-0123456789abcdefghij";
const ADMIN = "ana@console.quillio.test";
/** Each test signs in as an address of its own (of ADMIN_EMAILS' domain): the per-mailbox limit on links stays far. */
const adminOf = (label: string) => `${label}-${process.pid}@console.quillio.test`;
const COOKIE = "quillio-console.session_token";

const PAGES = ["/admin/", "/admin/audit/", "/admin/deliveries/", "/admin/leads/", "/admin/conversion/", "/admin/analytics/", "/admin/campaigns/"];
/** A lead's page (an id no lead has: strangers get the same 404 whether or not it exists). */
const LEAD_PAGE = "/admin/leads/00000000-0000-4000-8000-000000000000/";
const APIS: [string, string][] = [
  ["GET", "/api/admin/session/"],
  ["POST", "/api/admin/sign-out/"],
  ["POST", "/api/admin/deliveries/replay/"],
  ["GET", "/api/admin/leads/export/"],
  ["POST", "/api/admin/leads/erase/"],
  ["POST", "/api/admin/leads/replay/"],
  ["POST", "/api/admin/campaigns/upload/"],
];

let sink: SmtpSink;
let marketo: FakeMarketo;
let server: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  sink = await startSmtpSink();
  marketo = new FakeMarketo();
  marketo.mode = "not_found";
  const marketoUrl = await marketo.start();
  server = await startSiteServer(sitePort, {
    SMTP_URL: sink.url,
    MAIL_FROM: "Quillio <hello@quillio.test>",
    ADMIN_EMAILS: process.env.ADMIN_EMAILS || `${ADMIN},@console.quillio.test`,
    ADMIN_AUTH_SECRET: AUTH_SECRET,
    MARKETO_ACCOUNT_ID: "123-ABC-456",
    MARKETO_CLIENT_ID: "e2e",
    MARKETO_CLIENT_SECRET: "e2e",
    MARKETO_REST_URL: marketoUrl,
    TRUSTED_PROXY_HOPS: "1",
    FORM_CHALLENGE_THRESHOLD: "0",
    OUTBOX_POLL_MS: "500",
    OUTBOX_RETRY_BASE_MS: "400",
    OUTBOX_RETRY_MAX_MS: "1500",
  });
});
test.afterAll(async () => {
  await server?.stop();
  await marketo?.stop();
  await sink?.stop();
});

let client = 0;
test.beforeEach(async ({ context }) => {
  client += 1;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.11.${client}` });
});
test.use({ baseURL: site });

/** A session cookie as better-auth signs it: `token.base64(HMAC-SHA256)`, URL-encoded. */
const signedCookie = (token: string) => encodeURIComponent(`${token}.${createHmac("sha256", AUTH_SECRET).update(token).digest("base64")}`);

/**
 * Writes a console session straight into a server's database, for the kinds of session the UI cannot make: the row
 * holds the token's hash, as the server keeps it, and the cookie the token.
 */
async function writeSession(email: string, times: { createdAt: Date; expiresAt: Date }, target: SiteServer = server): Promise<string> {
  const userId = randomUUID();
  const token = randomUUID().replace(/-/g, "");
  const now = new Date().toISOString();
  await target.query("insert into admin_user (id, name, email, email_verified, created_at, updated_at) values (?, '', ?, 1, ?, ?) on conflict (email) do nothing", [userId, email, now, now]);
  const [user] = await target.query<{ id: string }>("select id from admin_user where email = ?", [email]);
  await target.query("insert into admin_session (id, expires_at, token, created_at, updated_at, user_id) values (?, ?, ?, ?, ?, ?)", [
    randomUUID(),
    times.expiresAt.toISOString(),
    sessionTokenHash(token),
    times.createdAt.toISOString(),
    times.createdAt.toISOString(),
    user.id,
  ]);
  return signedCookie(token);
}

/** What a path nobody serves gets: the site's 404 page. */
async function unknownPage(request: APIRequestContext) {
  const answer = await request.get("/admin-nothing-here/", { maxRedirects: 0 });
  return { status: answer.status(), title: /<title>([^<]*)<\/title>/.exec(await answer.text())?.[1] };
}

/** Every /admin page and admin API, with `cookie` (or none): each must be the site's 404. */
async function expectNotFoundEverywhere(request: APIRequestContext, cookie: string | null, kind: string) {
  const headers: Record<string, string> = cookie ? { cookie: `${COOKIE}=${cookie}` } : {};
  const unknown = await unknownPage(request);
  expect(unknown.status).toBe(404);
  for (const path of [...PAGES, LEAD_PAGE]) {
    const answer = await request.get(path, { headers, maxRedirects: 0 });
    const title = /<title>([^<]*)<\/title>/.exec(await answer.text())?.[1];
    expect({ status: answer.status(), title }, `${kind} ${path}`).toEqual(unknown);
  }
  for (const [method, path] of APIS) {
    const answer = await request.fetch(path, { method, headers: { ...headers, origin: site }, maxRedirects: 0 });
    expect(answer.status(), `${kind} ${method} ${path}`).toBe(404);
    expect(await answer.json()).toEqual({ error: { code: "not_found", message: `Page not found: ${path}` } });
  }
}

/** The newest mail to an address once it has arrived. */
async function mailTo(address: string): Promise<ParsedMail> {
  let mail: ParsedMail | undefined;
  await expect.poll(() => (mail = sink.to(address).at(-1)), { message: `a mail to ${address}`, timeout: 20_000 }).toBeTruthy();
  return mail!;
}

/** Asks for a link on the sign-in page, follows the mailed link and presses its button: the console's overview. */
async function signIn(page: Page, email: string) {
  const before = sink.to(email).length;
  await page.goto("/console-sign-in/");
  await page.getByLabel("Work email").fill(email);
  await page.getByRole("button", { name: "Mail me a sign-in link" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/If this address may sign in, a link is on its way/);
  await expect.poll(() => sink.to(email).length, { timeout: 20_000 }).toBeGreaterThan(before);
  const mail = await mailTo(email);
  expect(mail.subject).toBe("Your sign-in link to the Quillio console");
  const link = new URL(/https?:\/\/\S+\/console-sign-in\/\?token=[A-Za-z0-9]+/.exec(mail.text ?? "")![0]);
  expect(link.origin).toBe(site);
  await page.goto(`${link.pathname}${link.search}`);
  await page.getByRole("button", { name: "Sign in" }).click();
  await expect(page).toHaveURL(`${site}/admin/`);
  await expect(page.getByRole("heading", { level: 1, name: "Overview" })).toBeVisible();
  return link;
}

test("anyone not signed in gets the site's 404 on every /admin page and admin API; the sign-in page is noindex and never cached", async ({ request, page }) => {
  await expectNotFoundEverywhere(request, null, "anonymous");
  const signInPage = await request.get("/console-sign-in/");
  expect(signInPage.status()).toBe(200);
  expect(signInPage.headers()["cache-control"]).toMatch(/private/);
  expect(signInPage.headers()["cache-control"]).toMatch(/no-store/);
  expect(signInPage.headers()["x-robots-tag"]).toContain("noindex");
  expect(signInPage.headers()["content-security-policy"]).toContain("script-src");
  expect(await (await request.get("/robots.txt")).text()).toMatch(/Disallow: \/admin/);
  expect(await (await request.get("/sitemap.xml")).text()).not.toMatch(/\/admin|console-sign-in/);
  await page.goto("/console-sign-in/");
  expect(await seriousAxeViolations(page), "sign-in page").toEqual([]);
});

test("no byte of the console reaches a public page: none of its scripts or styles names the console", async ({ page }) => {
  const bodies: Promise<string>[] = [];
  page.on("response", (response) => {
    if (["script", "stylesheet"].includes(response.request().resourceType())) bodies.push(response.text().catch(() => ""));
  });
  for (const path of ["/", "/de/", "/blog/"]) await page.goto(path, { waitUntil: "networkidle" });
  const loaded = await Promise.all(bodies);
  expect(loaded.length).toBeGreaterThan(0);
  // The console's nav (its only client code) posts to the sign-out endpoint; its stylesheet styles `.console-nav`.
  expect(loaded.filter((body) => /\/api\/admin\/|console-nav|quillio-console/.test(body))).toEqual([]);
});

test("an address of ADMIN_EMAILS signs in by the mailed link, once; another address gets the same answer and no mail", async ({ page, browser }) => {
  const violations: string[] = [];
  page.on("console", (message) => {
    if (/Content Security Policy|Refused to/.test(message.text())) violations.push(message.text());
  });
  const link = await signIn(page, ADMIN);
  const overview = await page.request.get("/admin/");
  expect(overview.headers()["cache-control"]).toMatch(/private/);
  expect(overview.headers()["cache-control"]).toMatch(/no-store/);
  expect(overview.headers()["x-robots-tag"]).toContain("noindex");

  // The link works once.
  const other = await browser.newContext({ baseURL: site });
  const reuse = await other.newPage();
  await reuse.goto(`${link.pathname}${link.search}`);
  await reuse.getByRole("button", { name: "Sign in" }).click();
  await expect(reuse).toHaveURL(/\/console-sign-in\/\?error=/);
  await expect(reuse.getByRole("main").getByRole("alert")).toContainText("does not work any more");

  // Someone else: the same words, and nothing is mailed.
  await reuse.goto("/console-sign-in/");
  await reuse.getByLabel("Work email").fill("eve@elsewhere.example");
  await reuse.getByRole("button", { name: "Mail me a sign-in link" }).click();
  await expect(reuse.getByRole("main").getByRole("status")).toHaveText(/If this address may sign in, a link is on its way/);
  await reuse.waitForTimeout(2000);
  expect(sink.to("eve@elsewhere.example")).toEqual([]);
  // A token no link was issued with.
  await reuse.goto(`/console-sign-in/?token=${"F".repeat(32)}`);
  await reuse.getByRole("button", { name: "Sign in" }).click();
  await expect(reuse).toHaveURL(/\/console-sign-in\/\?error=/);
  await other.close();

  // The console: keyboard (skip link first), axe-clean, under the site's CSP.
  await page.keyboard.press("Tab");
  await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  for (const path of ["/admin/", "/admin/audit/", "/admin/deliveries/"]) {
    await page.goto(path);
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
  await page.goto("/admin/audit/");
  await expect(page.getByRole("cell", { name: "sign_in" }).first()).toBeVisible();
  await expect(page.locator("time[datetime]").first()).toHaveAttribute("datetime", /^\d{4}-\d\d-\d\dT/);
  // Each attempt above is a line: the link used again, the forged one, and the stranger only redacted.
  await page.goto("/admin/audit/?kind=sign-in");
  await expect(page.getByRole("row").filter({ hasText: "a link used already" }).filter({ hasText: ADMIN }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "a link that was never issued" }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "e…@elsewhere.example" }).first()).toBeVisible();
  expect(await page.content()).not.toContain("eve@elsewhere.example");
  // On a phone: the navigation wraps, nothing scrolls sideways.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto("/admin/");
  await expect(page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Audit log" })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  expect(violations).toEqual([]);
});

test("a parked delivery is replayed from the deliveries page and reaches the fake Marketo", async ({ page }) => {
  await signIn(page, adminOf("replay"));
  const email = uniqueEmail("console-replay");
  const sent = await page.request.post("/api/forms/submit", { data: { formType: "contact", locale: "en", fields: validAnswers(formDefinitions.contact, email) } });
  expect(sent.status()).toBe(201);
  // Marketo answers 404: the delivery is parked at once.
  await expect
    .poll(async () => (await server.query<{ status: string }>("select o.status from outbox o join submissions s on s.id = o.submission_id where s.email = ? and o.destination = 'marketo.lead'", [email]))[0]?.status, {
      timeout: 20_000,
    })
    .toBe("parked");
  marketo.mode = "ok";
  await page.goto("/admin/deliveries/");
  await expect(page.getByRole("rowheader", { name: "marketo.lead" })).toBeVisible();
  await page.getByRole("button", { name: /^Replay \d+ parked deliver/ }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/replayed/);
  await expect.poll(() => marketo.leads.has(email), { timeout: 20_000 }).toBe(true);
  await page.goto("/admin/audit/");
  await expect(page.getByRole("cell", { name: "deliveries_replay" }).first()).toBeVisible();
});

test("a cross-site POST is refused: from another site's page (no cookie goes with it) and with a forged Origin", async ({ page }) => {
  await signIn(page, adminOf("cross-site"));
  // 127.0.0.1 is another site than localhost: its page posts the console's sign-out form.
  const evil = `http://127.0.0.1:${sitePort}/evil-page`;
  await page.route(evil, (route) =>
    route.fulfill({ contentType: "text/html", body: `<!doctype html><title>x</title><form method="post" action="${site}/api/admin/sign-out/"><input name="scope" value="everywhere"><button>Go</button></form>` }),
  );
  await page.goto(evil);
  const [answer] = await Promise.all([page.waitForResponse(`${site}/api/admin/sign-out/`), page.getByRole("button", { name: "Go" }).click()]);
  expect(answer.status()).toBe(404);
  const forged = await page.request.post("/api/admin/sign-out/", { headers: { origin: "https://evil.example", "sec-fetch-site": "cross-site" }, form: { scope: "everywhere" } });
  expect(forged.status()).toBe(403);
  // Still signed in.
  expect((await page.request.get("/api/admin/session/")).status()).toBe(204);
});

test("sign-out ends the session: the old cookie then gets 404 everywhere", async ({ page, request }) => {
  await signIn(page, adminOf("sign-out"));
  const cookie = (await page.context().cookies()).find((candidate) => candidate.name === COOKIE);
  expect(cookie?.httpOnly).toBe(true);
  expect(cookie?.sameSite).toBe("Lax");
  await page.getByRole("navigation", { name: "Console" }).getByRole("button", { name: "Sign out" }).click();
  await expect(page).toHaveURL(`${site}/console-sign-in/?signed-out=1`);
  await expectNotFoundEverywhere(request, cookie!.value, "signed out");
});

test("expired, forged and other-address sessions get the site's 404 on every /admin page and API", async ({ request }) => {
  const hour = 3_600_000;
  const now = Date.now();
  await expectNotFoundEverywhere(request, await writeSession(ADMIN, { createdAt: new Date(now - 3 * hour), expiresAt: new Date(now - 1000) }), "idle-expired");
  await expectNotFoundEverywhere(request, await writeSession(ADMIN, { createdAt: new Date(now - 13 * hour), expiresAt: new Date(now + hour) }), "past the absolute end");
  await expectNotFoundEverywhere(request, await writeSession("eve@elsewhere.example", { createdAt: new Date(now), expiresAt: new Date(now + hour) }), "other address");
  await expectNotFoundEverywhere(request, signedCookie("no-such-session"), "unknown session");
  const valid = await writeSession(ADMIN, { createdAt: new Date(now), expiresAt: new Date(now + hour) });
  await expectNotFoundEverywhere(request, valid.replace(/%3D$/, "") + "x", "forged signature");
  // The written session itself is good: what refused the others was their kind.
  expect((await request.get("/admin/", { headers: { cookie: `${COOKIE}=${valid}` } })).status()).toBe(200);
});

test("the leads page lists a submission made in the test, its CSV download has a BOM and the export's columns, and erasing the person (on a phone) removes it", async ({ page }) => {
  const email = uniqueEmail("console-lead");
  const fields = { ...validAnswers(formDefinitions.contact, email), firstName: "Françoise", lastName: "Müller" };
  const sent = await page.request.post("/api/forms/submit", { data: { formType: "contact", locale: "de", fields, trafficSource: { utm_source: "newsletter", utm_medium: "email" } } });
  expect(sent.status()).toBe(201);
  const { submissionId } = (await sent.json()) as { submissionId: string };

  await signIn(page, adminOf("leads"));
  await page.goto("/admin/leads/");
  await page.getByLabel("Email, name or company").fill(email);
  await page.getByRole("button", { name: "Apply" }).click();
  const row = page.locator(`tr[data-lead-id="${submissionId}"]`);
  await expect(row).toBeVisible();
  await expect(row).toContainText(email);
  await expect(row).toContainText("contact");
  await expect(row).toContainText("newsletter / email");
  await expect(row).toContainText("Françoise Müller");
  await expect(row).toContainText("DE");
  expect(await seriousAxeViolations(page), "/admin/leads/").toEqual([]);

  const [download] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV", exact: true }).click()]);
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
  // The same rows with semicolons, for a spreadsheet in German or French.
  const [semicolons] = await Promise.all([page.waitForEvent("download"), page.getByRole("link", { name: "Export CSV with semicolons" }).click()]);
  const semicolonLines = readFileSync((await semicolons.path())!).toString("utf8").slice(1).split("\r\n");
  expect(semicolonLines[0]!.split(";")).toEqual(lines[0]!.split(","));
  expect(semicolonLines[1]).toContain(";form;contact;;de;Françoise;Müller;");
  await page.goto("/admin/audit/");
  await expect(page.getByRole("cell", { name: "leads_exported" }).first()).toBeVisible();

  // Erasing the person (GDPR), on a phone: the confirmation page says what would go, nothing goes before the box is
  // ticked, and afterwards the lead is no longer listed.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.goto(`/admin/leads/?q=${encodeURIComponent(email)}`);
  await row.getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1, name: "Françoise Müller" })).toBeVisible();
  await page.getByRole("link", { name: /Review what erasing/ }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Erase a person" })).toBeVisible();
  await expect(page.getByRole("region", { name: `What would be erased for ${email}` })).toBeVisible();
  await expect(page.getByRole("heading", { level: 2, name: "What erasing here will not reach" })).toBeVisible();
  // After a client navigation Next sets the new page's title a moment after its content.
  await expect(page).toHaveTitle(/Erase a person/);
  expect(await seriousAxeViolations(page), "/admin/leads/erase/").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  await page.getByRole("checkbox", { name: /I confirm/ }).check();
  await page.getByRole("button", { name: "Erase permanently" }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Person erased" })).toBeVisible();
  // What the site cannot erase is listed from what the erased deliveries show (the fake Marketo, the SMTP server).
  await expect(page.getByRole("heading", { level: 2, name: "What the site could not erase" })).toBeVisible();
  expect(await seriousAxeViolations(page), "erased").toEqual([]);
  await page.goto(`/admin/leads/?q=${encodeURIComponent(email)}`);
  await expect(page.locator(`tr[data-lead-id="${submissionId}"]`)).toHaveCount(0);
});

test("the analytics page draws an svg line chart whose series matches the page views sent in the test", async ({ page }) => {
  const today = new Date().toISOString().slice(0, 10);
  const pageName = `console-e2e-${Date.now().toString(36)}`;
  const [before] = await server.query<{ n: number }>("select count(*) as n from analytics_events where name = 'Page viewed' and received_at >= ?", [`${today}T00:00:00.000Z`]);
  const views = (count: number, path: string, locale: string) => Array.from({ length: count }, () => ({ name: "Page viewed", page: path, locale, properties: { page_name: pageName, path } }));
  const batch = [...views(3, "/", "en"), ...views(2, "/de/", "de")];
  const posted = await page.request.post("/api/analytics", { data: { events: batch }, headers: { origin: site, "sec-fetch-site": "same-origin" } });
  expect(posted.status()).toBe(204);

  await signIn(page, adminOf("analytics"));
  await page.goto("/admin/analytics/");
  await page.getByRole("link", { name: "Last 7 days" }).click();
  // The 28 days' chart is there until the 7 days' page replaces it.
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
  const chart = page.locator('svg[data-chart="page-views"]');
  await expect(chart).toBeVisible();
  const points = await chart.locator("circle[data-label]").evaluateAll((circles) => circles.map((circle) => [circle.getAttribute("data-label"), Number(circle.getAttribute("data-value"))]));
  expect(points).toHaveLength(7);
  expect(points.at(-1)).toEqual([today, Number(before?.n ?? 0) + batch.length]);
  await expect(page.locator(`svg[data-chart="top-pages"] rect[data-label="${pageName}"]`)).toHaveAttribute("data-value", String(batch.length));
  expect(await seriousAxeViolations(page), "/admin/analytics/").toEqual([]);
  // The numbers are there for a keyboard too: the chart's table opens from its summary.
  await page.locator("#page-views-title").locator("..").locator("summary").focus();
  await page.keyboard.press("Enter");
  await expect(page.locator('table[data-chart-table="page-views"]')).toBeVisible();
  // On a phone: charts shrink to the screen, nothing scrolls sideways but the tables' own regions.
  await page.setViewportSize({ width: 360, height: 740 });
  await page.reload();
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);

  await page.goto("/admin/campaigns/");
  await expect(page.getByRole("heading", { level: 1, name: "Campaigns" })).toBeVisible();
  expect(await seriousAxeViolations(page), "/admin/campaigns/").toEqual([]);
  expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
});

/** Whether the page scrolls sideways (a table's own region may; the page may not). */
const scrollsSideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth > window.innerWidth);

/** The smallest chart label on the page, in pixels of the screen (its font size times the SVG's scale). */
const smallestChartLabel = (page: Page) =>
  page.evaluate(() => {
    const sizes = [...document.querySelectorAll<SVGTextElement>("svg[data-chart] text")].map((text) => parseFloat(getComputedStyle(text).fontSize) * (text.getScreenCTM()?.a ?? 1));
    return sizes.length > 0 ? Math.min(...sizes) : null;
  });

test("filtering the leads by country DE lists the German lead, not the Austrian one", async ({ page }) => {
  const stamp = `country-${Date.now().toString(36)}`;
  const submit = async (country: string, firstName: string) => {
    const fields: Record<string, string> = { ...validAnswers(formDefinitions.contact, uniqueEmail(stamp)), firstName, company: `${stamp} GmbH`, country };
    delete fields.phone;
    const sent = await page.request.post("/api/forms/submit", { data: { formType: "contact", locale: "de", fields } });
    expect(sent.status()).toBe(201);
    return ((await sent.json()) as { submissionId: string }).submissionId;
  };
  const german = await submit("DE", "Jürgen");
  const austrian = await submit("AT", "Anna");

  await signIn(page, adminOf("country"));
  await page.goto("/admin/leads/");
  await page.getByLabel("Country").selectOption("DE");
  await page.getByLabel("Email, name or company").fill(stamp);
  await page.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/country=DE/);
  await expect(page.locator(`tr[data-lead-id="${german}"]`)).toBeVisible();
  await expect(page.locator(`tr[data-lead-id="${austrian}"]`)).toHaveCount(0);
  await expect(page.locator("tr[data-lead-id]")).toHaveCount(1);
  await expect(page.getByRole("main").getByRole("status")).toHaveText(/^1 lead/);
  // Without the country, both; with Austria, the other one.
  await page.goto(`/admin/leads/?q=${stamp}&country=AT`);
  await expect(page.locator("tr[data-lead-id]")).toHaveCount(1);
  await expect(page.locator(`tr[data-lead-id="${austrian}"]`)).toBeVisible();
  // The list view is audited with its filters.
  await page.goto("/admin/audit/");
  await expect(page.getByRole("row").filter({ hasText: "leads_listed" }).filter({ hasText: stamp }).first()).toBeVisible();
});

test("one lead's page shows its message, page, source and deliveries, and replays its parked delivery", async ({ page }) => {
  marketo.mode = "not_found";
  const email = uniqueEmail("console-one-lead");
  const message = "Wir möchten 400 Lernende in drei Ländern schulen.\nBitte melden Sie sich im April.";
  const fields = { ...validAnswers(formDefinitions.contact, email), firstName: "Jürgen", lastName: "Lead", message };
  const trafficSource = { utm_source: "linkedin", utm_medium: "social", utm_campaign: "spring", conversionPage: `${site}/de/kontakt/` };
  const sent = await page.request.post("/api/forms/submit", { data: { formType: "contact", locale: "de", fields, trafficSource } });
  expect(sent.status()).toBe(201);
  const { submissionId } = (await sent.json()) as { submissionId: string };
  await expect
    .poll(async () => (await server.query<{ status: string }>("select status from outbox where submission_id = ? and destination = 'marketo.lead'", [submissionId]))[0]?.status, { timeout: 20_000 })
    .toBe("parked");

  await signIn(page, adminOf("one-lead"));
  await page.goto(`/admin/leads/?q=${encodeURIComponent(email)}`);
  await page.locator(`tr[data-lead-id="${submissionId}"]`).getByRole("link").click();
  await expect(page).toHaveURL(`${site}/admin/leads/${submissionId}/`);
  await expect(page.getByRole("heading", { level: 1, name: "Jürgen Lead" })).toBeVisible();
  await expect(page.locator("[data-lead-message]")).toHaveText(message);
  await expect(page.getByRole("main")).toContainText("/de/kontakt/");
  await expect(page.getByRole("main")).toContainText("linkedin / social · campaign spring");
  const delivery = page.locator('tr[data-delivery="marketo.lead"]');
  await expect(delivery).toContainText("parked");
  await expect(page.getByRole("link", { name: /Review what erasing/ })).toHaveAttribute("href", `/admin/leads/erase/?email=${encodeURIComponent(email)}`);
  expect(await seriousAxeViolations(page), "a lead's page").toEqual([]);

  marketo.mode = "ok";
  await delivery.getByRole("button", { name: "Replay the marketo.lead delivery" }).click();
  await expect(page.getByRole("main").getByRole("status")).toHaveText("1 delivery was replayed.");
  await expect.poll(() => marketo.leads.has(email), { timeout: 20_000 }).toBe(true);
  await expect
    .poll(
      async () => {
        await page.reload();
        return delivery.textContent();
      },
      { timeout: 20_000 },
    )
    .toContain("forwarded");
  await page.goto("/admin/audit/");
  await expect(page.getByRole("row").filter({ hasText: "lead_viewed" }).filter({ hasText: submissionId }).first()).toBeVisible();
  await expect(page.getByRole("row").filter({ hasText: "deliveries_replay" }).filter({ hasText: submissionId }).first()).toBeVisible();
  // An id that cannot be a lead, or is none: the console's not-found page, never an error.
  for (const path of ["/admin/leads/no%20such%20lead/", "/admin/leads/00000000-0000-4000-8000-000000000000/"]) {
    const answer = await page.goto(path);
    expect(answer?.status(), path).toBe(404);
    await expect(page.getByRole("heading", { level: 1, name: "Not found" })).toBeVisible();
  }
});

test("the conversion page rates each page by the views and submissions sent in the test, beside the week before", async ({ page }) => {
  const path = `/en/e2e-conversion-${Date.now().toString(36)}/`;
  const event = (name: string) => ({ name, page: path, locale: "en", properties: { source: "linkedin", medium: "social" } });
  const batch = [...Array.from({ length: 20 }, () => event("Page viewed")), ...Array.from({ length: 4 }, () => event("Form started"))];
  const posted = await page.request.post("/api/analytics", { data: { events: batch }, headers: { origin: site, "sec-fetch-site": "same-origin" } });
  expect(posted.status()).toBe(204);
  for (const email of [uniqueEmail("conversion-a"), uniqueEmail("conversion-b")]) {
    const trafficSource = { utm_source: "linkedin", utm_medium: "social", conversionPage: `${site}${path}` };
    const sent = await page.request.post("/api/forms/submit", { data: { formType: "contact", locale: "en", fields: validAnswers(formDefinitions.contact, email), trafficSource } });
    expect(sent.status()).toBe(201);
  }

  await signIn(page, adminOf("conversion"));
  await page.goto("/admin/");
  await page.getByRole("navigation", { name: "Console" }).getByRole("link", { name: "Conversion" }).click();
  await page.getByRole("link", { name: "Last 7 days" }).click();
  await expect(page.getByRole("link", { name: "Last 7 days" })).toHaveAttribute("aria-current", "page");
  const row = page.locator(`table[data-conversion="pages"] tr[data-key="${path}"]`);
  await expect(row.locator("td").nth(0)).toHaveText(/^20was 0$/);
  await expect(row.locator("td").nth(1)).toHaveText(/^4was 0$/);
  await expect(row.locator("td").nth(2)).toHaveText(/^2was 0$/);
  await expect(row.locator("td[data-rate]")).toHaveAttribute("data-rate", "0.1");
  await expect(row.locator("td[data-rate]")).toContainText("10.0 %");
  await expect(page.locator('table[data-conversion="sources"] tr[data-key="linkedin / social"]')).toBeVisible();
  expect(await seriousAxeViolations(page), "/admin/conversion/").toEqual([]);
});

test("on a phone (390 px) every console page fits the screen, its chart labels at least 12 px, and axe finds nothing", async ({ page }) => {
  test.setTimeout(300_000);
  await signIn(page, adminOf("phone"));
  const [lead] = await server.query<{ id: string }>("select id from submissions order by created_at desc limit 1");
  await page.setViewportSize({ width: 390, height: 844 });
  const paths = [...PAGES, `/admin/leads/${lead!.id}/`, "/admin/leads/erase/?email=someone%40example.com", "/admin/conversion/?days=90", "/admin/analytics/?days=90", "/admin/no-such-page/"];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(await scrollsSideways(page), `${path} scrolls sideways`).toBe(false);
    const smallest = await smallestChartLabel(page);
    if (smallest !== null) expect(smallest, `${path}: chart labels`).toBeGreaterThanOrEqual(12);
    expect(await seriousAxeViolations(page), path).toEqual([]);
  }
  // The analytics page has charts: the check above measured them.
  await page.goto("/admin/analytics/");
  expect(await smallestChartLabel(page)).toBeGreaterThanOrEqual(12);
});

test("without a mail service or Marketo, the overview and the deliveries page say what is kept and not sent; nothing says forwarded", async ({ page, context }) => {
  test.setTimeout(150_000);
  const bare = await startSiteServer(sitePort + 1, {
    SMTP_URL: "",
    MARKETO_ACCOUNT_ID: "",
    MARKETO_CLIENT_ID: "",
    MARKETO_CLIENT_SECRET: "",
    ADMIN_EMAILS: ADMIN,
    ADMIN_AUTH_SECRET: AUTH_SECRET,
    TRUSTED_PROXY_HOPS: "1",
    FORM_CHALLENGE_THRESHOLD: "0",
    OUTBOX_POLL_MS: "500",
  });
  try {
    const request = context.request;
    const email = uniqueEmail("kept");
    expect((await request.post(`${bare.url}/api/newsletter/subscribe`, { data: { email, language: "de" } })).status()).toBe(200);
    const sent = await request.post(`${bare.url}/api/forms/submit`, { data: { formType: "contact", locale: "en", fields: validAnswers(formDefinitions.contact, email) } });
    expect(sent.status()).toBe(201);
    await expect.poll(async () => (await bare.query<{ n: number }>("select count(*) as n from outbox where status = 'forwarded'"))[0]?.n, { timeout: 20_000 }).toBe(2);

    const now = Date.now();
    const cookie = await writeSession(ADMIN, { createdAt: new Date(now), expiresAt: new Date(now + 3_600_000) }, bare);
    await context.addCookies([{ name: COOKIE, value: cookie, url: bare.url }]);
    for (const path of ["/admin/", "/admin/deliveries/"]) {
      await page.goto(`${bare.url}${path}`);
      const mail = page.locator('[data-service-notice="mail"]');
      await expect(mail).toContainText("No mail service is configured (SMTP_URL is not set).");
      await expect(mail).toContainText("kept in the outgoing_email table: 1 mail so far");
      await expect(mail).toContainText("None of them is sent");
      await expect(page.locator('[data-service-notice="marketo"]')).toContainText("1 lead so far");
      await expect(page.getByRole("region", { name: "Services not configured" })).not.toContainText(/forwarded/i);
      expect(await seriousAxeViolations(page), path).toEqual([]);
    }
    // The deliveries table counts both as kept, not sent.
    const mailRow = page.getByRole("row").filter({ has: page.getByRole("rowheader", { name: "mail", exact: true }) });
    await expect(page.getByRole("columnheader", { name: "kept, not sent" })).toBeVisible();
    await expect(mailRow.getByRole("cell").nth(3)).toHaveText("1");
    await expect(mailRow.getByRole("cell").nth(2)).toHaveText("0");
    await page.goto(`${bare.url}/admin/campaigns/`);
    await expect(page.getByRole("region", { name: "Mails per template and state" })).toContainText("kept, not sent");
  } finally {
    await bare.stop();
  }
});
