import { expect, test } from "@playwright/test";
import { E2E_PREVIEW_TOKEN } from "./support/preview";

const DRAFT_COOKIE = "__prerender_bypass";
const previewUrl = `/preview?token=${encodeURIComponent(E2E_PREVIEW_TOKEN)}`;

test.describe("content preview", () => {
  test("/preview with a known preview session enters draft mode and opens the page; the exit route leaves it", async ({ page, context }) => {
    const response = await page.goto(previewUrl);
    expect(response?.status()).toBe(200);
    await expect(page).toHaveURL(/localhost:\d+\/$/);
    expect((await context.cookies()).some((cookie) => cookie.name === DRAFT_COOKIE)).toBe(true);
    // Without a real repository configured, the Prismic toolbar is not loaded.
    expect(await page.locator('script[src*="prismic.io"]').count()).toBe(0);

    await page.goto("/api/exit-preview");
    expect((await context.cookies()).some((cookie) => cookie.name === DRAFT_COOKIE && cookie.value)).toBe(false);
  });

  test("a malformed io.prismic.preview cookie is ignored in draft mode", async ({ page, context, baseURL }) => {
    await page.goto(previewUrl);
    await context.addCookies([{ name: "io.prismic.preview", value: "%7B%22broken", url: baseURL! }]);
    const response = await page.goto("/de/blog/");
    expect(response?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});
