import { execFileSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { expect, test, type APIRequestContext } from "@playwright/test";
import { formatInZone } from "../src/content/calendar/time-zone";
import { buildPath } from "../src/routing/routes";
import { fillForm, formDefinitions, mailedTo, queryStore, seedData, uniqueEmail, validAnswers } from "./support/forms";
import { gotoHydrated } from "./support/navigation";
import { sitemapPaths } from "./support/quality";
import { startSiteServer } from "./support/site-server";

/**
 * Every word true (issue 36), in the browser and over HTTP: no page names a placeholder host, every link to the
 * learning app is the one the mails give, a gated page delivers its own document, calls to action reach what they
 * promise, event times are local with their zone, and the smaller promises hold.
 */
type Lang = "en" | "de" | "fr";
const htmlLangs = { en: "en-US", de: "de-DE", fr: "fr-FR" } as const;
/** A host or address of a name reserved for examples and tests (RFC 2606): no visitor may meet one. */
const PLACEHOLDER = /\b[a-z0-9-]+(?:\.[a-z0-9-]+)*\.(?:example|invalid|test)\b/gi;

let clientNumber = 0;
test.beforeEach(async ({ context }) => {
  clientNumber += 1;
  await context.setExtraHTTPHeaders({ "x-forwarded-for": `198.18.36.${(process.pid + clientNumber) % 250}` });
});

/** GET with one retry on a dropped keep-alive connection. */
async function get(request: APIRequestContext, path: string) {
  try {
    return await request.get(path);
  } catch {
    return request.get(path);
  }
}

const decode = (value: string) => value.replace(/&amp;/g, "&").replace(/&quot;/g, '"').replace(/&#x27;|&#39;/g, "'");

test("no page of the sitemap names an .example, .invalid or .test host or address, and every learning-app link is the mails'", async ({ request, baseURL }) => {
  test.setTimeout(400_000);
  // What the mails say the learning app is: the welcome mail of a free trial.
  const email = uniqueEmail("learning-app-link");
  const trial = await request.post("/.netlify/functions/create-free-trial", {
    headers: { "x-forwarded-for": "198.18.36.251" },
    data: { lang: "en", firstName: "Ada", lastName: "Lovelace", mail: email, pw: "correct horse battery", country: "DE" },
  });
  expect(trial.status(), await trial.text()).toBeLessThan(300);
  const mail = await mailedTo(email);
  const signIn = new URL(/https?:\/\/\S+/.exec(mail.body)![0]);
  expect(signIn.hostname).not.toMatch(PLACEHOLDER);

  const paths = await sitemapPaths(request);
  expect(paths.length).toBeGreaterThan(200);
  const problems: string[] = [];
  let learningAppLinks = 0;
  for (let index = 0; index < paths.length; index += 4) {
    await Promise.all(
      paths.slice(index, index + 4).map(async (path) => {
        const html = await (await get(request, path)).text();
        // What a visitor meets: the markup and its addresses, not the code of the page's scripts.
        const visible = html.replace(/<script\b[\s\S]*?<\/script>/gi, "").replace(/<style\b[\s\S]*?<\/style>/gi, "");
        for (const found of new Set(visible.match(PLACEHOLDER) ?? [])) problems.push(`${path}: ${found}`);
        for (const [, raw] of visible.matchAll(/\s(?:href|src|action)="([^"]*)"/g)) {
          const href = decode(raw);
          if (!/^https?:/i.test(href)) continue;
          const url = new URL(href);
          if (url.hostname === signIn.hostname || /^app\./.test(url.hostname)) {
            learningAppLinks += 1;
            if (url.origin !== signIn.origin) problems.push(`${path}: a learning-app link to ${url.origin}, the mails say ${signIn.origin}`);
            if (url.pathname === signIn.pathname && url.href !== signIn.href) problems.push(`${path}: signs in at ${url.href}, the mails at ${signIn.href}`);
          }
        }
      }),
    );
  }
  expect(problems).toEqual([]);
  // The footer's sign-in link on every full page, the team plan's checkout: the check saw them.
  expect(learningAppLinks).toBeGreaterThan(100);
  expect(new URL(baseURL!).hostname).toBe("localhost");
});

for (const lang of ["en", "de", "fr"] as const) {
  test(`${lang}: the book page hands out the book it names, and so do its completion and mail`, async ({ page }) => {
    const book = seedData<{ title: string; subtitle: { text: string }[] }>("collaborative_learning_book", "collaborative_learning_book", lang);
    await gotoHydrated(page, buildPath("collaborative_learning_book", lang)!);
    const email = uniqueEmail(`book-${lang}`);
    await fillForm(page, "form[data-form-type=ebook]", validAnswers(formDefinitions.gated_content, email));
    await page.locator("form[data-form-type=ebook] button[type=submit]").click();
    const link = page.getByTestId("gated-download");
    // The button names the book in the page's language.
    await expect(link).toContainText(book.title);
    const [download] = await Promise.all([page.waitForEvent("download"), link.click()]);
    const text = execFileSync("pdftotext", ["-enc", "UTF-8", (await download.path())!, "-"], { encoding: "utf8" });
    const pages = text.split("\f").filter((sheet) => sheet.trim()).length;
    expect(text.replace(/\s+/g, " ")).toContain(book.title.replace(/\s+/g, " "));
    // The page says how many pages the download holds.
    expect(book.subtitle.map((block) => block.text).join(" ")).toMatch(new RegExp(`^${pages} (pages|Seiten)\\b`));
    const mail = await mailedTo(email);
    expect(mail.subject).toContain(book.title);
  });
}

test("the ticket is the conference's registration, the kit a PDF, the academy's enrolment its own, the manifesto signed on its page", async ({ page, request }) => {
  // The promotion banner's ticket: the event page with its registration form.
  await gotoHydrated(page, "/pricing/");
  await page.locator("[data-promotion]").getByRole("link").click();
  await expect(page).toHaveURL(/\/events\/ld-next-lyon-2027\/$/);
  await expect(page.locator("form[data-form-type=course_registration]")).toBeVisible();

  // The Learning Week kit: a PDF that downloads.
  await gotoHydrated(page, buildPath("page", "en", { category: "campaign", uid: "learning-week-2027" })!);
  const kit = page.getByRole("link", { name: "Download the kit" });
  const kitResponse = await request.get((await kit.getAttribute("href"))!);
  expect(kitResponse.status()).toBe(200);
  expect(kitResponse.headers()["content-type"]).toBe("application/pdf");

  // The academy: its CTA leads to its own registration on the page.
  await gotoHydrated(page, buildPath("performance_academy", "de")!);
  await page.getByRole("link", { name: "Kostenlos anmelden" }).first().click();
  await expect(page).toHaveURL(/#registration$/);
  await expect(page.locator("#registration form[data-form-type=course_registration]")).toBeInViewport();

  // The manifesto: signed on its page, the signature stored, nothing sent to marketing without the box.
  await gotoHydrated(page, buildPath("collaborative_learning_movement", "fr")!);
  await page.getByRole("link", { name: "Signer le manifeste" }).first().click();
  await expect(page).toHaveURL(/#sign$/);
  const email = uniqueEmail("manifesto");
  await fillForm(page, "#sign form[data-form-type=manifesto]", validAnswers(formDefinitions.manifesto, email));
  await page.locator("#sign form[data-form-type=manifesto] button[type=submit]").click();
  await expect(page.getByTestId("form-completion")).toBeVisible();
  const [signature] = await queryStore<{ id: string; form_type: string; locale: string }>("select id, form_type, locale from submissions where email = ?", [email]);
  expect(signature).toMatchObject({ form_type: "manifesto", locale: "fr" });
  expect(await queryStore("select id from outbox where submission_id = ? and destination = 'marketo.lead'", [signature.id])).toEqual([]);

  // The Collective: joining is its application, in the form modal.
  await gotoHydrated(page, buildPath("ld_collective", "en")!);
  await page.getByRole("button", { name: "Join the Collective" }).first().click();
  await expect(page.getByRole("dialog")).toContainText("Collective");
});

test("an event held in Berlin is told in Berlin's time, on its page, in its calendar file and in its mail", async ({ page, request }) => {
  const meetup = seedData<{ date: string; end_date: string; time_zone: string; course_group_id: string }>("live_event", "berlin-meetup", "de");
  expect(meetup.time_zone).toBe("Europe/Berlin");
  const expected = (lang: Lang) => formatInZone(htmlLangs[lang], meetup.time_zone, new Date(meetup.date).toISOString(), new Date(meetup.end_date).toISOString());
  const normalize = (text: string | null) => (text ?? "").replace(/\s+/g, " ").trim();
  for (const lang of ["en", "de"] as const) {
    await gotoHydrated(page, buildPath("event", lang, { uid: "berlin-learning-meetup" })!);
    await expect.poll(async () => normalize(await page.getByTestId("event-time").textContent())).toBe(normalize(expected(lang)));
  }
  expect(expected("de")).toMatch(/Uhr MES?Z$/);

  const ics = await (await request.get(`${buildPath("event", "en", { uid: "berlin-learning-meetup" })}calendar.ics`)).text();
  expect(ics).toMatch(/\r\nDTSTART;TZID=Europe\/Berlin:\d{8}T\d{6}\r\n/);
  expect(ics).toContain("BEGIN:VTIMEZONE\r\nTZID:Europe/Berlin\r\n");

  const email = uniqueEmail("berlin");
  const registration = await request.post("/.netlify/functions/register-to-course", {
    headers: { "x-forwarded-for": "198.18.36.252" },
    data: { groupId: meetup.course_group_id, lang: "de", mail: email, firstName: "Ada", lastName: "Lovelace", country: "DE" },
  });
  expect(registration.status(), await registration.text()).toBeLessThan(300);
  expect(normalize((await mailedTo(email)).body)).toContain(`Wann: ${normalize(expected("de"))}.`);
});

test("a closed promotion banner stays closed on the next pages, until another announcement", async ({ page }) => {
  await gotoHydrated(page, "/");
  const banner = page.locator("[data-promotion]");
  await expect(banner).toBeVisible();
  await banner.getByRole("button").click();
  await expect(banner).toBeHidden();
  // The English pages carry this announcement (each language's version is a document of its own, closed on its own).
  for (const path of ["/pricing/", "/events/", "/blog/"]) {
    await page.goto(path, { waitUntil: "domcontentloaded" });
    // Hidden from the first paint: the server-rendered banner never shows.
    await expect(page.locator("[data-promotion]")).toBeHidden();
  }
  await page.evaluate(() => localStorage.setItem("promotion_dismissed", "an-earlier-announcement"));
  await page.reload();
  await expect(page.locator("[data-promotion]")).toBeVisible();
});

test("robots.txt names the host, content files are revalidated, French search finds the partners", async ({ request, baseURL }) => {
  const robots = await (await request.get("/robots.txt")).text();
  expect(robots).toMatch(new RegExp(`^Host: ${new URL(baseURL!).host}$`, "m"));
  const asset = await request.get("/content-assets/learning-week-kit-en.pdf");
  expect(asset.headers()["cache-control"]).toBe("public, max-age=300, must-revalidate");
  expect((await request.get("/content-assets/learning-week-kit-en.pdf", { headers: { "if-none-match": asset.headers().etag } })).status()).toBe(304);
  const search = (await (await request.get("/api/search?q=partenaire&locale=fr&limit=10")).json()) as { results: { kind: string; locale: string }[] };
  expect(search.results.filter((result) => result.locale === "fr" && result.kind === "partner").length).toBeGreaterThan(2);
});

test("a page that fails to render shows the error in a frame of the site, under its own title", async ({ page }) => {
  test.setTimeout(120_000);
  const faultPath = "/blog/managers-as-coaches/";
  const article = JSON.parse(readFileSync("content/documents/blog_article/manager-coaching.json", "utf8"))[0] as { data: { title: string } };
  const server = await startSiteServer(Number(process.env.E2E_PORT || 3100) + 31, {
    RENDER_FAULT_PATH: faultPath,
    NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ""} --import ./e2e/support/render-fault.mjs`.trim(),
  });
  try {
    const response = await page.goto(`${server.url}${faultPath}`);
    expect(response?.status()).toBe(500);
    await expect(page.locator("[data-fatal-error]")).toBeVisible({ timeout: 20_000 });
    await expect(page.locator("[data-fatal-error-frame] a[href='/']")).toBeVisible();
    await expect(page.getByRole("contentinfo")).toBeVisible();
    await expect(page).toHaveTitle(/^Something went wrong \| Quillio$/);
    expect(await page.title()).not.toContain(article.data.title);
  } finally {
    await server.stop();
  }
});
