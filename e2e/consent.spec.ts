import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import {
  appliedConsent,
  consentCommands,
  consentsCookie,
  googleConsent,
  recordRequests,
  thirdPartyHosts,
  visitFrom,
} from "./privacy-helpers";
import { gotoHydrated } from "./support/navigation";

/**
 * Hosts of the measurement vendors (tag manager, Datadog EU, Amplitude): contacted only when configured
 * (GTM_ID, DATADOG_*, AMPLITUDE_API_KEY at build time) and allowed. Without configuration none is.
 */
const vendorHosts = ["www.googletagmanager.com", "browser-intake-datadoghq.eu", "api2.amplitude.com"];

const all = (granted: boolean) => ({ ad: granted, analytics: granted, necessary: granted });

/** The banner once the consent manager runs (before that, the page's HTML shows it with its buttons waiting). */
const banner = (page: Page) => page.locator('[data-testid="cookie-banner"][data-consent-banner="shown"]');
const bannerInHtml = (page: Page) => page.getByTestId("cookie-banner");
const modal = (page: Page) => page.getByRole("dialog");

/**
 * Each visitor's defaults are checked for every region. What follows a choice is the choice's whatever the region
 * (src/features/consent/manager.ts: a stored choice wins over the default), so accepting and customising are tried
 * from the EU only; rejecting and the vendors' requests from a default that denies (EU) and one that grants (US), and
 * the unknown country, whose default is the EU's, only for its default.
 */
const visitors = [
  { name: "an EU visitor (FR)", country: "FR", defaults: all(false), choices: true, requests: true },
  { name: "a non-EU visitor (US)", country: "US", defaults: all(true), choices: false, requests: true },
  { name: "a visitor from an unknown country", country: null, defaults: all(false), choices: false, requests: false },
] as const;

for (const visitor of visitors) {
  test.describe(`consent for ${visitor.name}`, () => {
    test.beforeEach(async ({ context }) => visitFrom(context, visitor.country));

    test("starts from the regional default, with the banner and no cookie", async ({ page, context }) => {
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      const commands = await consentCommands(page);
      expect(commands[0]).toEqual(["consent", "default", { ...googleConsent(visitor.defaults), wait_for_update: 500 }]);
      expect(await consentsCookie(context)).toBeNull();
      await banner(page).getByRole("button", { name: /customi[sz]e/i }).click();
      // Strictly necessary storage is always used: its switch says so, and cannot be turned off.
      const necessary = modal(page).getByRole("switch").nth(0);
      await expect(necessary).toBeChecked();
      await expect(necessary).toBeDisabled();
      await expect(necessary).toHaveAccessibleDescription(/^Always on\b/);
      for (const [index, flag] of [visitor.defaults.analytics, visitor.defaults.ad].entries()) {
        await expect(modal(page).getByRole("switch").nth(index + 1)).toBeChecked({ checked: flag });
        await expect(modal(page).getByRole("switch").nth(index + 1)).toBeEnabled();
      }
    });

    if (visitor.choices) test("accept all grants everything and is kept after a reload @mobile", async ({ page, context }) => {
      await page.goto("/");
      await banner(page).getByRole("button", { name: /accept all/i }).click();
      await expect(banner(page)).toBeHidden();
      expect(await consentsCookie(context)).toEqual(all(true));
      expect(await appliedConsent(page)).toEqual(googleConsent(all(true)));
      await page.reload();
      await expect(page.locator("body")).toBeVisible();
      expect(await appliedConsent(page)).toEqual({ ...googleConsent(all(true)), wait_for_update: 500 });
      await expect(banner(page)).toBeHidden();
    });

    if (visitor.requests) test("reject all denies everything and is kept after a reload", async ({ page, context }) => {
      await page.goto("/");
      await banner(page).getByRole("button", { name: /reject all/i }).click();
      await expect(banner(page)).toBeHidden();
      expect(await consentsCookie(context)).toEqual(all(false));
      expect(await appliedConsent(page)).toEqual(googleConsent(all(false)));
      await page.reload();
      expect(await appliedConsent(page)).toEqual({ ...googleConsent(all(false)), wait_for_update: 500 });
      await expect(banner(page)).toBeHidden();
    });

    if (visitor.choices) test("a custom choice saves each category on its own and is restored", async ({ page, context }) => {
      await page.goto("/");
      await banner(page).getByRole("button", { name: /customi[sz]e/i }).click();
      const switches = modal(page).getByRole("switch");
      // necessary (always on), analytics granted, ad denied
      await switches.nth(1).setChecked(true);
      await switches.nth(2).setChecked(false);
      await modal(page).getByRole("button", { name: /save/i }).click();
      await expect(modal(page)).toBeHidden();
      await expect(banner(page)).toBeHidden();
      const choice = { ad: false, analytics: true, necessary: true };
      expect(await consentsCookie(context)).toEqual(choice);
      expect(await appliedConsent(page)).toEqual(googleConsent(choice));

      await page.reload();
      expect(await appliedConsent(page)).toEqual({ ...googleConsent(choice), wait_for_update: 500 });
      await expect(banner(page)).toBeHidden();
    });

    test("a malformed cookie counts as no choice", async ({ page, context, baseURL }) => {
      await context.addCookies([{ name: "consents", value: "%7Bnot-json", url: baseURL! }]);
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      expect((await consentCommands(page))[0][2]).toEqual({ ...googleConsent(visitor.defaults), wait_for_update: 500 });
    });

    if (visitor.requests) test("no request leaves for a third-party host before consent", async ({ page, baseURL }) => {
      const requests = recordRequests(page);
      await page.goto("/");
      await expect(banner(page)).toBeVisible();
      await page.mouse.wheel(0, 2000);
      // The site keeps polling for new builds, so the network never idles: give late loaders time instead.
      await page.waitForTimeout(2000);
      expect(requests.length).toBeGreaterThan(0);
      // Outside the EU everything is granted by default, so only configured vendors may be contacted.
      const allowed = visitor.defaults.analytics ? vendorHosts : [];
      expect(thirdPartyHosts(requests, baseURL!).filter((host) => !allowed.includes(host))).toEqual([]);
    });

    if (visitor.requests) test("after accepting, only the configured vendors are contacted; after rejecting, nothing", async ({ page, baseURL }) => {
      const requests = recordRequests(page);
      await page.goto("/");
      await banner(page).getByRole("button", { name: /accept all/i }).click();
      await page.locator('a[href="/blog/"]:visible').first().click();
      await page.waitForURL("**/blog/");
      await page.waitForTimeout(1500);
      expect(thirdPartyHosts(requests, baseURL!).filter((host) => !vendorHosts.includes(host))).toEqual([]);

      await page.context().clearCookies();
      await page.goto("/");
      await banner(page).getByRole("button", { name: /reject all/i }).click();
      requests.length = 0;
      await page.goto("/blog/");
      await page.mouse.wheel(0, 2000);
      await page.waitForTimeout(1500);
      const vendorsOnceLoaded = visitor.defaults.analytics ? vendorHosts : [];
      expect(thirdPartyHosts(requests, baseURL!).filter((host) => !vendorsOnceLoaded.includes(host))).toEqual([]);
    });
  });
}

test.describe("consent cookie and dialog", () => {
  test.beforeEach(async ({ context }) => visitFrom(context, "DE", "x-nf-geo"));

  test("reads the Netlify geolocation header (DE: everything denied)", async ({ page }) => {
    await page.goto("/de/");
    await expect(banner(page)).toBeVisible();
    expect((await consentCommands(page))[0][2]).toEqual({ ...googleConsent(all(false)), wait_for_update: 500 });
  });

  test("the necessary switch stays on: clicking it changes nothing, and a saved choice keeps it", async ({ page, context }) => {
    await gotoHydrated(page, "/");
    await banner(page).getByRole("button", { name: /customi[sz]e/i }).click();
    const necessary = modal(page).getByRole("switch", { name: "Necessary" });
    await necessary.click({ force: true });
    await expect(necessary).toBeChecked();
    await modal(page).getByRole("button", { name: /save/i }).click();
    await expect(modal(page)).toBeHidden();
    expect(await consentsCookie(context)).toEqual({ ad: false, analytics: false, necessary: true });
  });

  test("the consents cookie lasts a year on the whole site, SameSite Lax", async ({ page, context }) => {
    await page.goto("/");
    await banner(page).getByRole("button", { name: /accept all/i }).click();
    await expect(banner(page)).toBeHidden();
    const cookie = (await context.cookies()).find((entry) => entry.name === "consents")!;
    expect(cookie).toMatchObject({ path: "/", sameSite: "Lax", httpOnly: false });
    const days = (cookie.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
  });

  test("the banner works by keyboard; the dialog traps focus, closes on Escape and returns focus", async ({ page }) => {
    await gotoHydrated(page, "/");
    const customize = banner(page).getByRole("button", { name: /customi[sz]e/i });
    await customize.focus();
    await page.keyboard.press("Enter");
    const dialog = modal(page);
    await expect(dialog).toBeVisible();
    await expect(dialog).toHaveAttribute("aria-modal", "true");
    const labelledBy = await dialog.getAttribute("aria-labelledby");
    await expect(page.locator(`#${labelledBy}`)).toHaveText(/\S/);
    // The first switch the visitor can change (the necessary one cannot be).
    await expect(dialog.getByRole("switch").nth(1)).toBeFocused();
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    for (let step = 0; step < 12; step += 1) {
      await page.keyboard.press("Shift+Tab");
      expect(await dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press("Escape");
    await expect(dialog).toBeHidden();
    await expect(customize).toBeFocused();
    await expect(banner(page)).toBeVisible();

    await page.keyboard.press("Shift+Tab");
    await page.keyboard.press("Tab");
    await expect(customize).toBeFocused();
    await banner(page).getByRole("button", { name: /reject all/i }).focus();
    await page.keyboard.press("Enter");
    await expect(banner(page)).toBeHidden();
  });

  test("banner and dialog have no serious accessibility problems @mobile", async ({ page }) => {
    const problems = async (selector: string) =>
      (await new AxeBuilder({ page }).include(selector).withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"]).analyze()).violations
        .filter((violation) => violation.impact === "serious" || violation.impact === "critical")
        .map((violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(" ")).join(", ")}`);
    await page.goto("/");
    await expect(banner(page)).toBeVisible();
    expect(await problems('[data-testid="cookie-banner"]')).toEqual([]);
    await banner(page).getByRole("button", { name: /customi[sz]e/i }).click();
    await expect(modal(page)).toBeVisible();
    expect(await problems('[data-testid="cookie-modal"]')).toEqual([]);
  });

  test("texts come from the cookie_banner document of the page's language", async ({ page }) => {
    await page.goto("/fr/");
    await expect(banner(page).getByRole("heading")).toHaveText("Nous respectons votre vie privée");
  });
});

test.describe("the banner in the page's HTML", () => {
  test("paints for a new visitor before any code runs, waiting for it to act; never for a visitor who has chosen", async ({ page, context, baseURL }) => {
    // No build script runs: what the visitor sees is the server's HTML and the head's inline check.
    await page.route("**/_next/static/chunks/*.js", (route) => route.abort());
    await page.goto("/pricing/");
    await expect(bannerInHtml(page)).toBeVisible();
    await expect(bannerInHtml(page).getByRole("button", { name: /accept all/i })).toBeDisabled();

    await context.addCookies([{ name: "consents", value: encodeURIComponent(JSON.stringify(all(false))), url: baseURL }]);
    await page.goto("/pricing/");
    await expect(page.locator("html")).toHaveAttribute("data-consent-chosen", "");
    await expect(bannerInHtml(page)).toBeHidden();

    // A malformed cookie is no choice: the banner stays.
    await context.addCookies([{ name: "consents", value: "%7Bbroken", url: baseURL }]);
    await page.goto("/pricing/");
    await expect(bannerInHtml(page)).toBeVisible();
  });
});

test.describe("without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("no banner: nothing is measured, and its buttons could never work", async ({ page }) => {
    await page.goto("/pricing/");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(bannerInHtml(page)).toBeHidden();
  });
});
