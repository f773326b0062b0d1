import type { Page, Response } from "@playwright/test";

/**
 * Opens a page and waits until React has hydrated it (`<html data-hydrated>`), so clicks reach
 * their handlers even on a loaded CI machine.
 */
export async function gotoHydrated(page: Page, path: string): Promise<Response | null> {
  const response = await page.goto(path);
  await page.locator("html[data-hydrated]").waitFor({ state: "attached" });
  return response;
}
