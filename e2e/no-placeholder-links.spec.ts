import { expect, test, type Page } from "@playwright/test";
import { buildPath } from "../src/routing/routes";
import { gotoHydrated } from "./support/navigation";
import { seed } from "./support/seed";

type Lang = "en" | "de" | "fr";
const prismicLang = { en: "en-us", de: "de-de", fr: "fr-fr" } as const;
const PLACEHOLDER = /example\.com/i;

/** Every address the page offers (links, images, frames, forms) and its whole markup, none pointing at example.com. */
async function expectNoPlaceholder(page: Page) {
  const addresses = await page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>("[href], [src], [action], [srcset]")].flatMap((element) =>
      ["href", "src", "action", "srcset"].map((name) => element.getAttribute(name)).filter((value): value is string => Boolean(value)),
    ),
  );
  expect(addresses.length).toBeGreaterThan(0);
  expect(addresses.filter((address) => PLACEHOLDER.test(address))).toEqual([]);
  expect(await page.content()).not.toMatch(PLACEHOLDER);
}

test("no seeded document names example.com", () => {
  expect(seed.filter((doc) => PLACEHOLDER.test(JSON.stringify(doc.data))).map((doc) => `${doc.type}/${doc.uid ?? doc.id} (${doc.lang})`)).toEqual([]);
});

// The rendered pages in one language: what the content holds is checked above in every language, and the pages' own
// links come from the same views in each.
for (const lang of ["en"] as Lang[]) {
  test(`${lang}: the newsroom, the L&D Collective, the partner hub and every partner page link nowhere near example.com`, async ({ page }) => {
    const newsroom = seed.find((doc) => doc.type === "newsroom" && doc.lang === prismicLang[lang])!;
    await gotoHydrated(page, buildPath("newsroom", lang)!);
    // The press mentions are still listed, as plain titles.
    for (const item of newsroom.data.news as { title: string }[]) await expect(page.getByRole("heading", { name: item.title })).toBeVisible();
    await expectNoPlaceholder(page);

    await gotoHydrated(page, buildPath("ld_collective", lang)!);
    await expectNoPlaceholder(page);

    await gotoHydrated(page, buildPath("partners_hub", lang)!);
    await expectNoPlaceholder(page);
    const hub = new URL(page.url()).pathname;
    const partnerPaths = [...new Set(await page.locator(`a[href^="${hub}"]`).evaluateAll((links) => links.map((link) => new URL((link as HTMLAnchorElement).href).pathname)))].filter((path) => path !== hub);
    const partners = seed.filter((doc) => doc.type === "partner" && doc.lang === prismicLang[lang]);
    expect(partnerPaths).toHaveLength(partners.length);
    for (const path of partnerPaths) {
      await gotoHydrated(page, path);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expectNoPlaceholder(page);
    }
  });
}
