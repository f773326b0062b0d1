import { expect, test, type Page } from "@playwright/test";
import { linkResolver } from "../src/routing/link-resolver";
import { buildPath, formPageUids } from "../src/routing/routes";
import { gotoHydrated } from "./support/navigation";
import { seed } from "./support/seed";

/** Strings only the form code carries: the form view's markup, the phone-number metadata, zod's issue codes. */
const FORM_CODE = ["data-form-type", "country_calling_codes", "invalid_type"];
/** Strings only the form's checks carry: the phone-number metadata and zod's issue codes. */
const CHECKS_CODE = ["country_calling_codes", "invalid_type"];
/** intl-messageformat's error codes: messages are compiled at build time, so its parser never ships. */
const MESSAGE_PARSER = ["MALFORMED_ARGUMENT", "INVALID_ARGUMENT_TYPE"];
/** An error code only next-intl's runtime (use-intl) carries. */
const NEXT_INTL = "MISSING_MESSAGE";

/** Every script the page downloads from now on, with whether it is form code (or, with `markers`, carries one of those). */
function recordScripts(page: Page, markers = FORM_CODE): { url: string; isFormCode: Promise<boolean> }[] {
  const scripts: { url: string; isFormCode: Promise<boolean> }[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    const isFormCode = response.text().then((body) => markers.some((marker) => body.includes(marker)), () => false);
    scripts.push({ url: response.url(), isFormCode });
  });
  return scripts;
}

async function formScripts(scripts: { url: string; isFormCode: Promise<boolean> }[]): Promise<string[]> {
  const flags = await Promise.all(scripts.map((script) => script.isFormCode));
  return scripts.filter((_, index) => flags[index]).map((script) => script.url);
}

const pagesWithoutForms = [
  buildPath("home", "en", {})!,
  buildPath("blog_home", "de", {})!,
  buildPath("blog_article", "fr", { uid: "managers-coachs" })!,
  buildPath("pricing", "en", {})!,
  buildPath("case_studies_hub", "de", {})!,
  buildPath("case_study", "en", { uid: "atelier-lumen" })!,
  buildPath("events_hub", "fr", {})!,
];

for (const path of pagesWithoutForms) {
  test(`${path} loads no form code`, async ({ page }) => {
    const scripts = recordScripts(page);
    await gotoHydrated(page, path);
    await page.waitForLoadState("networkidle");
    expect(scripts.length).toBeGreaterThan(0);
    expect(await formScripts(scripts)).toEqual([]);
  });
}

test("a form page shows its form at once, and loads the form's checks when the visitor enters it", async ({ page }) => {
  const scripts = recordScripts(page, CHECKS_CODE);
  await gotoHydrated(page, buildPath("form_page", "en", { uid: formPageUids.demo.en })!);
  await page.waitForLoadState("networkidle");
  const form = page.locator("[data-testid=form-page-form] form");
  await expect(form.locator("button[type=submit]")).toBeEnabled();
  expect(await formScripts(scripts)).toEqual([]);

  await form.locator('[name="email"]').focus();
  await expect.poll(async () => (await formScripts(scripts)).length).toBeGreaterThan(0);
  // The checks run as before: a free provider's address is refused when the visitor leaves the field.
  await form.locator('[name="email"]').fill("ada@gmail.com");
  await form.locator('[name="firstName"]').focus();
  await expect(form.locator("[data-field-error=email]")).toBeVisible();
});

test("a form further down the page loads its code as the visitor gets there, and keeps what they typed before", async ({ page }) => {
  const event = seed.find((doc) => doc.type === "live_event" && doc.uid === "ld-summit-2027" && doc.lang === "en-us")!;
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts = recordScripts(page);
  await gotoHydrated(page, linkResolver(event)!);
  await page.waitForLoadState("networkidle");
  // The registration form is in the page's HTML, its code not loaded.
  const form = page.locator("form[data-form-type=course_registration]");
  await expect(form.locator('[name="firstName"]')).toBeAttached();
  expect(await formScripts(scripts)).toEqual([]);

  // Typed into the page's HTML before the code: kept when the form takes over.
  await form.locator('[name="firstName"]').fill("Ada");
  await expect(form.locator("button[type=submit]")).toBeEnabled();
  expect((await formScripts(scripts)).length).toBeGreaterThan(0);
  await expect(form.locator('[name="firstName"]')).toHaveValue("Ada");
  await form.locator("button[type=submit]").click();
  await expect(form.locator("[data-field-error=lastName]")).toBeVisible();
  await expect(form.locator("[data-field-error=firstName]")).toHaveCount(0);
});

test("scrolling towards a form loads its code before the visitor reaches it", async ({ page }) => {
  const event = seed.find((doc) => doc.type === "live_event" && doc.uid === "ld-summit-2027" && doc.lang === "en-us")!;
  await page.setViewportSize({ width: 412, height: 823 });
  const scripts = recordScripts(page);
  await gotoHydrated(page, linkResolver(event)!);
  await page.waitForLoadState("networkidle");
  expect(await formScripts(scripts)).toEqual([]);
  await page.mouse.wheel(0, 500);
  await expect.poll(async () => (await formScripts(scripts)).length).toBeGreaterThan(0);
  await expect(page.locator("form[data-form-type=course_registration] button[type=submit]")).toBeEnabled();
});

/** Strings only the code of the video facade, the carousel and the embed facade carry. */
const WIDGET_CODE = { video: ["percentwatchedchanged"], carousel: ['"aria-roledescription","carousel"', '"aria-roledescription":"carousel"'], embed: ['"data-embed-provider"'] };

test("a page downloads the code of the video, carousel or embed it shows, not of every one its templates could show", async ({ page }) => {
  const widgets = Object.entries(WIDGET_CODE);
  const seen = new Set<string>();
  page.on("response", (response) => {
    if (response.request().resourceType() !== "script") return;
    void response.text().then(
      (body) => widgets.filter(([, markers]) => markers.some((marker) => body.includes(marker))).forEach(([name]) => seen.add(name)),
      () => undefined,
    );
  });
  // Pricing renders slices and rich text, none of them a video, a carousel or an embed.
  await gotoHydrated(page, buildPath("pricing", "en", {})!);
  await page.waitForLoadState("networkidle");
  expect([...seen]).toEqual([]);

  // The home page shows videos: their facade is the server's HTML, and its code comes only when the visitor reaches
  // for one (here, the pointer over it); a click asks for the player (here without the network: it says so).
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  expect([...seen]).toEqual([]);
  const video = page.getByTestId("wistia-video").first();
  await video.hover();
  await expect.poll(() => [...seen]).toEqual(["video"]);
  await video.getByRole("button").click();
  await expect(video.getByRole("button")).toHaveCount(0);
  await expect(video.getByRole("status").or(video.getByRole("alert"))).toBeAttached();
});

test("pages carry only the interface strings their browser code uses, and no message parser", async ({ page, request }) => {
  const scripts: Promise<string>[] = [];
  page.on("response", (response) => {
    if (response.request().resourceType() === "script") scripts.push(response.text().catch(() => ""));
  });
  // The home page; the blog home and an event, whose browsing and local time once loaded next-intl in the browser.
  const event = seed.find((doc) => doc.type === "live_event" && doc.lang === "en-us")!;
  for (const path of ["/", "/blog/", linkResolver(event)!]) {
    await gotoHydrated(page, path);
    if (path === "/blog/") {
      // The blog browser's own code loads as the visitor reaches for the list.
      await page.locator("main ul li article").first().hover();
      await expect(page.locator('[data-island="ready"]')).not.toHaveCount(0);
    }
    await page.waitForLoadState("networkidle");
  }
  for (const body of await Promise.all(scripts)) for (const marker of [...MESSAGE_PARSER, NEXT_INTL]) expect(body).not.toContain(marker);
  const html = await (await request.get("/")).text();
  // The navbar's strings are there; the forms' and the search box's come with their code.
  expect(html).toContain("Main navigation");
  expect(html).not.toContain("Your answers are kept");
  expect(html).not.toContain("See all results");
});

test("the form modal's code loads when a visitor opens it, and the form works", async ({ page }) => {
  const about = seed.find((doc) => doc.type === "page" && doc.uid === "about-us")!;
  const scripts = recordScripts(page);
  await gotoHydrated(page, linkResolver(about)!);
  await page.waitForLoadState("networkidle");
  expect(await formScripts(scripts)).toEqual([]);

  await page.locator('button[aria-haspopup="dialog"][data-section-id^="about-contact"]').click();
  const dialog = page.getByRole("dialog");
  await expect(dialog.locator("form[data-form-type=contact]")).toBeVisible();
  await expect(dialog.locator('[name="firstName"]')).toBeFocused();
  // The modal's own strings arrived with it (from /_i18n), not as message keys.
  await expect(dialog.getByRole("button", { name: "Close" })).toBeVisible();
  expect((await formScripts(scripts)).length).toBeGreaterThan(0);
  // Closing gives focus back to the button that opened it.
  await page.keyboard.press("Escape");
  await expect(dialog).toBeHidden();
  await expect(page.locator('button[aria-haspopup="dialog"][data-section-id^="about-contact"]')).toBeFocused();
});
