import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { appliedConsent, visitFrom } from "./privacy-helpers";
import { fillForm } from "./support/forms";
import { gotoHydrated } from "./support/navigation";

interface Records {
  initial: Record<string, string> | null;
  mostRecent: Record<string, string> | null;
}

async function records(page: Page): Promise<Records> {
  return page.evaluate(() => {
    const read = (key: string) => JSON.parse(localStorage.getItem(key) ?? "null") as Record<string, string> | null;
    return { initial: read("traffic_source_initial"), mostRecent: read("traffic_source_most_recent") };
  });
}

/** Waits until the page has stored its source (the session cookie is set at that moment). */
async function settled(page: Page, context: BrowserContext): Promise<Records> {
  await expect.poll(async () => (await context.cookies()).find((cookie) => cookie.name === "traffic_session")?.value).toBe("active");
  return records(page);
}

/** A new browser session: session cookies end, local storage stays. */
async function endSession(context: BrowserContext) {
  await context.clearCookies({ name: "traffic_session" });
}

/** Nothing of the traffic source on the device: no record in storage, no cookie of it. */
async function nothingStored(page: Page, context: BrowserContext) {
  expect(await page.evaluate(() => Object.keys(localStorage).filter((key) => key.startsWith("traffic")))).toEqual([]);
  expect((await context.cookies()).map((cookie) => cookie.name).filter((name) => name.startsWith("traffic"))).toEqual([]);
}

const banner = (page: Page) => page.locator('[data-testid="cookie-banner"][data-consent-banner="shown"]');

test.describe("traffic source of an EU visitor (FR): nothing on the device before analytics consent", () => {
  test.beforeEach(async ({ context }) => visitFrom(context, "FR"));

  test("kept in memory across the visit, then written with its original source once analytics is accepted", async ({ page, context, baseURL }) => {
    await page.goto("/", { referer: "https://www.linkedin.com/" });
    // The banner is shown once consent has started; the source is captured right after, in memory.
    await expect(banner(page)).toBeVisible();
    await nothingStored(page, context);
    await page.locator('a[href="/blog/"]:visible').first().click();
    await page.waitForURL("**/blog/");
    await nothingStored(page, context);

    await banner(page).getByRole("button", { name: /accept all/i }).click();
    const stored = await settled(page, context);
    expect(stored.initial).toEqual({
      utm_medium: "organic_social",
      utm_source: "linkedin.com",
      utm_campaign: "",
      utm_content: "",
      utm_term: "",
      landingPage: `${baseURL}/`,
      referrer: "https://www.linkedin.com/",
    });
    expect(stored.mostRecent).toEqual(stored.initial);
  });

  test("never written when the visitor refuses, on this page or the next", async ({ page, context }) => {
    await page.goto("/?utm_source=newsletter", { referer: "https://www.google.com/" });
    await expect(banner(page)).toBeVisible();
    await banner(page).getByRole("button", { name: /reject all/i }).click();
    await expect(banner(page)).toBeHidden();
    await nothingStored(page, context);
    await page.goto("/blog/?utm_source=other", { referer: "https://www.bing.com/" });
    await appliedConsent(page);
    // The capture runs right after consent starts; give the page a moment past it.
    await page.waitForTimeout(1000);
    await nothingStored(page, context);
  });
});

test.describe("traffic source of a non-EU visitor (US): stored at once, analytics being granted by default", () => {
  test.beforeEach(async ({ context }) => visitFrom(context, "US"));

  test("first visit with UTM parameters and a referrer, then a new session with other parameters", async ({ page, context, baseURL }) => {
    await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=lms&utm_campaign_id=42&utm_ad_id=7", {
      referer: "https://www.linkedin.com/",
    });
    const first = await settled(page, context);
    expect(first.initial).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_content: "hero",
      utm_term: "lms",
      utm_campaign_id: "42",
      utm_ad_id: "7",
      landingPage: `${baseURL}/`,
      referrer: "https://www.linkedin.com/",
    });
    expect(first.mostRecent).toEqual(first.initial);

    // Same session: another campaign link changes nothing. The capture runs after hydration, in a chunk
    // loaded then: the page's network must settle, or the capture could run after the session ends below.
    await page.goto("/blog/?utm_source=other&utm_medium=cpc", { waitUntil: "networkidle" });
    await expect.poll(() => records(page)).toEqual(first);

    await endSession(context);
    await page.goto("/blog/?utm_source=google&utm_medium=cpc&utm_campaign=brand");
    const second = await settled(page, context);
    expect(second.initial).toEqual(first.initial);
    expect(second.mostRecent).toMatchObject({ utm_source: "google", utm_medium: "cpc", utm_campaign: "brand", landingPage: `${baseURL}/blog/` });
  });

  test("keeps gclid and msclkid", async ({ page, context }) => {
    await page.goto("/?gclid=Cj0KCQ");
    expect((await settled(page, context)).mostRecent).toMatchObject({ gclid: "Cj0KCQ", utm_source: "google", utm_medium: "cpc" });
    await endSession(context);
    await page.goto("/?msclkid=f00b4r&utm_source=bing&utm_medium=paid");
    expect((await settled(page, context)).mostRecent).toMatchObject({ msclkid: "f00b4r", utm_source: "bing", utm_medium: "paid" });
  });

  const referrers = [
    ["https://www.google.fr/", "organic_search", "google.fr"],
    ["https://www.bing.com/search?q=quillio", "organic_search", "bing.com"],
    ["https://duckduckgo.com/", "organic_search", "duckduckgo.com"],
    ["https://www.facebook.com/", "organic_social", "facebook.com"],
    ["https://t.co/xyz", "organic_social", "t.co"],
    ["https://www.youtube.com/watch?v=1", "organic_social", "youtube.com"],
    ["https://www.producthunt.com/posts/quillio", "organic_directory", "producthunt.com"],
    ["https://mail.quillio.com/c/1", "organic_emailing", "mail.quillio.com"],
    ["https://news.ycombinator.com/", "$referring_site", "news.ycombinator.com"],
  ] as const;
  for (const [referrer, medium, source] of referrers) {
    test(`maps a visit from ${referrer} to ${medium}`, async ({ page, context }) => {
      await page.goto("/", { referer: referrer });
      expect((await settled(page, context)).mostRecent).toMatchObject({ utm_medium: medium, utm_source: source });
    });
  }

  test("maps a visit without referrer, or from the site itself, to $direct", async ({ page, context, baseURL }) => {
    await page.goto("/");
    expect((await settled(page, context)).mostRecent).toMatchObject({ utm_medium: "$direct", utm_source: "$direct", referrer: "" });
    await endSession(context);
    await page.goto("/blog/", { referer: `${baseURL}/` });
    expect((await settled(page, context)).mostRecent).toMatchObject({ utm_medium: "$direct", utm_source: "$direct" });
  });

  test("migrates the legacy cookie into the initial source", async ({ page, context, baseURL }) => {
    const legacy = {
      utm_source: "partner",
      utm_medium: "referral",
      utm_campaign: "2023",
      utm_content: "",
      utm_term: "",
      landingPage: "https://www.quillio.com/old/",
      referrer: "",
    };
    await context.addCookies([{ name: "traffic_source", value: encodeURIComponent(JSON.stringify(legacy)), url: baseURL! }]);
    await page.goto("/?utm_source=today");
    const stored = await settled(page, context);
    expect(stored.initial).toEqual(legacy);
    expect(stored.mostRecent).toMatchObject({ utm_source: "today" });
    expect((await context.cookies()).some((cookie) => cookie.name === "traffic_source")).toBe(false);
  });

  test("the conversion page is stored once for the initial source and always for the most recent", async ({ page, context, baseURL }) => {
    await page.goto("/?utm_source=first");
    await settled(page, context);
    const subscribe = async (path: string, email: string) => {
      await gotoHydrated(page, path);
      // fillForm waits for the form to be in the page once (a streamed form is there twice until React swaps it in).
      await fillForm(page, 'form[data-form-type="newsletter"]', { email });
      await page.locator('form[data-form-type="newsletter"] button[type="submit"]').click();
      await expect.poll(async () => (await records(page)).mostRecent?.conversionPage).toBe(`${baseURL}${path}`);
    };
    await subscribe("/newsletter-form/", "first.conversion@example.com");
    expect((await records(page)).initial?.conversionPage).toBe(`${baseURL}/newsletter-form/`);

    await endSession(context);
    await page.goto("/de/?utm_source=second");
    await settled(page, context);
    await subscribe("/de/newsletter-abonnieren/", "second.conversion@example.com");
    const stored = await records(page);
    expect(stored.initial).toMatchObject({ utm_source: "first", conversionPage: `${baseURL}/newsletter-form/` });
    expect(stored.mostRecent).toMatchObject({ utm_source: "second", conversionPage: `${baseURL}/de/newsletter-abonnieren/` });
  });
});
