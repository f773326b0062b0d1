import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/navigation";

/** Console errors the page logs, from before the first navigation. */
function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on("console", (message) => {
    if (message.type() === "error") errors.push(message.text());
  });
  return errors;
}

const svgErrors = (errors: string[]) => errors.filter((text) => text.startsWith("[svg] "));

test.describe("an SVG that fails to load emits an error event (spec 8)", () => {
  test("for the hero illustration that failed before the page's code ran, and for one that fails later", async ({ page }) => {
    const errors = consoleErrors(page);
    // The hero illustration, eager, fails during the first paint; a use-case illustration further down fails when reached.
    await page.route("**/content-assets/illustration-home-hero.svg", (route) => route.abort());
    await page.route("**/content-assets/illustration-use-case-sales.svg", (route) => route.fulfill({ status: 404, body: "" }));
    await gotoHydrated(page, "/");
    await expect.poll(() => svgErrors(errors)).toContain("[svg] an SVG image failed to load: /content-assets/illustration-home-hero.svg");
    await page.locator('img[src="/content-assets/illustration-use-case-sales.svg"]').first().scrollIntoViewIfNeeded();
    await expect.poll(() => svgErrors(errors)).toContain("[svg] an SVG image failed to load: /content-assets/illustration-use-case-sales.svg");
  });

  test("and none when every SVG loads", async ({ page }) => {
    const errors = consoleErrors(page);
    await gotoHydrated(page, "/");
    await page.mouse.wheel(0, 4000);
    // The site keeps polling for new builds, so the network never idles: late lazy images get time instead.
    await page.waitForTimeout(2000);
    expect(await page.locator('img[src$=".svg"]').count()).toBeGreaterThan(3);
    expect(svgErrors(errors)).toEqual([]);
  });
});
