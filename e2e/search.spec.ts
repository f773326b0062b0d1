import { expect, test, type Page } from "@playwright/test";
import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { SearchAnswer } from "@/lib/search";
import { gotoHydrated } from "./support/navigation";
import { seriousAxeViolations } from "./support/quality";
import { rawRequest } from "./support/raw-http";
import { seed, seedPath } from "./support/seed";

type Lang = "en" | "de" | "fr";
const messages = Object.fromEntries(
  (["en", "de", "fr"] as const).map((lang) => [lang, JSON.parse(readFileSync(join(process.cwd(), "messages", `${lang}.json`), "utf8"))]),
) as Record<Lang, { navbar: Record<string, string>; search: Record<string, string> & { languages: Record<Lang, string> } }>;
const home: Record<Lang, string> = { en: "/", de: "/de/", fr: "/fr/" };
const resultsPage: Record<Lang, string> = { en: "/search/", de: "/de/suche/", fr: "/fr/recherche/" };

/** Opens the navbar search of a locale's home page and types a query. */
async function typeInNavbarSearch(page: Page, lang: Lang, query: string) {
  await gotoHydrated(page, home[lang]);
  const chunk = page.waitForRequest((request) => /\/_next\/static\/chunks\/.+\.js/.test(request.url()));
  await page.getByRole("button", { name: messages[lang].navbar.openSearch, exact: true }).click();
  // The combobox's code arrives only now, when the search opens.
  await chunk;
  const box = page.getByRole("combobox");
  await expect(box).toBeFocused();
  await box.pressSequentially(query, { delay: 30 });
  const listbox = page.getByRole("listbox");
  await expect(listbox).toBeVisible();
  await expect(box).toHaveAttribute("aria-expanded", "true");
  const options = listbox.getByRole("option");
  // The answer for the whole query has arrived: results precede the "see all" option.
  await expect(options.nth(1)).toBeVisible();
  return { box, listbox, options };
}

/** Walks down the suggestions with the arrow key to the one containing `text`. */
async function arrowDownTo(page: Page, text: string) {
  const titles = await page.getByRole("listbox").getByRole("option").allTextContents();
  const position = titles.findIndex((option) => option.includes(text));
  expect(position, titles.join(" | ")).toBeGreaterThanOrEqual(0);
  for (let i = 0; i <= position; i += 1) await page.getByRole("combobox").press("ArrowDown");
  await expect(await activeOption(page)).toContainText(text);
}

async function activeOption(page: Page) {
  const id = await page.getByRole("combobox").getAttribute("aria-activedescendant");
  expect(id).toBeTruthy();
  const option = page.locator(`[id="${id}"]`);
  await expect(option).toHaveAttribute("aria-selected", "true");
  return option;
}

test.describe("site search from the navbar", () => {
  test("en: typing a prefix suggests the English article with the match marked; Down then Enter opens it", async ({ page }) => {
    const article = seed.find((d) => d.type === "blog_article" && d.lang === "en-us" && /microlearning/i.test(d.data.title as string))!;
    const { box, options } = await typeInNavbarSearch(page, "en", "microlearn");
    const option = options.filter({ hasText: article.data.title as string });
    await expect(option.locator("mark").first()).toHaveText(/^microlearning$/i);
    await arrowDownTo(page, article.data.title as string);
    await box.press("Enter");
    await expect(page).toHaveURL(seedPath(article));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(article.data.title as string);
  });

  test("de: the German search box reaches the German guide with the arrow keys", async ({ page }) => {
    const guide = seed.find((d) => d.type === "guide_page" && d.lang === "de-de" && d.uid === "kompetenzmanagement")!;
    const { box } = await typeInNavbarSearch(page, "de", "kompetenzmanag");
    await arrowDownTo(page, guide.data.title as string);
    await box.press("Enter");
    await expect(page).toHaveURL(seedPath(guide));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(guide.data.title as string);
  });

  test("fr: accents are optional, Up wraps to the last option and Down back to the first, Enter opens it", async ({ page, request }) => {
    const answer = (await (await request.get("/api/search?q=integration&locale=fr&limit=6")).json()) as SearchAnswer;
    const first = answer.results[0];
    expect(first.locale).toBe("fr");
    const { box, options } = await typeInNavbarSearch(page, "fr", "integration");
    await expect(options).toHaveCount(answer.results.length + 1);
    await expect(options.first().locator("mark").first()).toHaveText(/^intégration$/i);
    await box.press("ArrowUp");
    await expect(await activeOption(page)).toHaveText(`Voir tous les résultats pour « integration »`);
    await box.press("ArrowDown");
    await expect(await activeOption(page)).toContainText(first.title.map((s) => s.text).join(""));
    await box.press("Enter");
    await expect(page).toHaveURL(first.path);
  });

  test("de: Enter without a pick opens the results page, German results first, others labelled", async ({ page }) => {
    const { box } = await typeInNavbarSearch(page, "de", "onboarding");
    await box.press("Enter");
    await expect(page).toHaveURL(`${resultsPage.de}?q=onboarding`);
    const items = page.locator("main ol > li");
    await expect(items.first()).toBeVisible();
    await expect(page.locator("main ol mark").first()).toHaveText(/onboarding/i);
    const languages = await items.evaluateAll((lis) => lis.map((li) => li.getAttribute("lang") ?? "de"));
    expect(languages[0]).toBe("de");
    const firstOther = languages.findIndex((lang) => lang !== "de");
    if (firstOther >= 0) {
      expect(languages.slice(firstOther)).not.toContain("de");
      await expect(items.nth(firstOther)).toContainText(/Auf (Englisch|Französisch)/);
    }
    expect(await page.getByRole("search").getByRole("searchbox").inputValue()).toBe("onboarding");
  });

  test("Escape closes the suggestions, then clears the box, then closes the search and returns focus", async ({ page }) => {
    const { box, listbox } = await typeInNavbarSearch(page, "en", "skills");
    await box.press("Escape");
    await expect(listbox).toBeHidden();
    await expect(box).toHaveAttribute("aria-expanded", "false");
    await expect(box).toHaveValue("skills");
    await box.press("Escape");
    await expect(box).toHaveValue("");
    await box.press("Escape");
    await expect(box).toBeHidden();
    await expect(page.getByRole("button", { name: messages.en.navbar.openSearch, exact: true })).toBeFocused();
  });

  test("the results page has no serious axe violations", async ({ page }) => {
    await gotoHydrated(page, `${resultsPage.fr}?q=integration`);
    expect(await seriousAxeViolations(page)).toEqual([]);
  });

  test("the open search with suggestions has no serious axe violations", async ({ page }) => {
    const { box } = await typeInNavbarSearch(page, "de", "onboarding");
    await box.press("ArrowDown");
    expect(await seriousAxeViolations(page)).toEqual([]);
  });
});

test.describe("results page without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  const words: Record<Lang, string> = { en: "onboarding", de: "onboarding", fr: "intégration" };
  for (const lang of ["en", "de", "fr"] as const) {
    test(`${lang}: the form at ${resultsPage[lang]} searches and pages through results`, async ({ page }) => {
      const response = await page.goto(resultsPage[lang]);
      expect(response?.status()).toBe(200);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
      const form = page.getByRole("search").filter({ has: page.locator("#search-page-q") });
      await form.getByRole("searchbox").fill(words[lang]);
      await form.getByRole("button", { name: messages[lang].search.submit }).click();
      await expect(page).toHaveURL(`${resultsPage[lang]}?q=${encodeURIComponent(words[lang])}`);
      const items = page.locator("main ol > li");
      await expect(items).toHaveCount(10);
      await expect(items.first().locator("mark").first()).toHaveText(new RegExp(words[lang], "i"));
      expect(await items.first().getAttribute("lang")).toBeNull();
      const firstTitle = await items.first().locator("h3 a").textContent();
      await page.getByRole("link", { name: messages[lang].search.next }).click();
      await expect(page).toHaveURL(`${resultsPage[lang]}?q=${encodeURIComponent(words[lang])}&page=2`);
      await expect(items.first()).toBeVisible();
      expect(await items.first().locator("h3 a").textContent()).not.toBe(firstTitle);
      const target = await items.first().locator("h3 a").getAttribute("href");
      await items.first().locator("h3 a").click();
      await expect(page).toHaveURL(target!);
    });
  }

  test("odd query strings get a page, never an error", async ({ page }) => {
    for (const path of [`${resultsPage.en}?q=`, `${resultsPage.en}?q=a&q=b`, `${resultsPage.en}?q=${"x".repeat(10_000)}`, `${resultsPage.de}?page=abc&q=zzzqqq`]) {
      const response = await page.goto(path);
      expect(response?.status(), path.slice(0, 60)).toBe(200);
      await expect(page.getByRole("heading", { level: 2 })).toBeVisible();
    }
    await page.goto(`${resultsPage.en}?q=${"x".repeat(10_000)}`);
    await expect(page.getByRole("heading", { level: 2 })).toHaveText(/too long/);
    await page.goto(`${resultsPage.de}?q=zzzqqq`);
    await expect(page.getByText(/Nichts passt zu „zzzqqq“/)).toBeVisible();
    const malformed = await rawRequest("GET", `${resultsPage.fr}?q=%E0%A4%A`);
    expect(malformed.status).toBeLessThan(500);
  });
});

test.describe("GET /api/search", () => {
  test("answers every locale's pages, the asked language first, with marked segments and a cache header", async ({ request }) => {
    const response = await request.get("/api/search?q=fuhrung&locale=de&limit=50");
    expect(response.status()).toBe(200);
    expect(response.headers()["cache-control"]).toContain("public");
    const answer = (await response.json()) as SearchAnswer;
    expect(answer.total).toBeGreaterThan(0);
    expect(answer.results[0].locale).toBe("de");
    expect(answer.results[0].title.some((s) => s.mark && /^führung/i.test(s.text))).toBe(true);
    const languages = answer.results.map((r) => r.locale);
    expect(languages).toEqual([...languages].sort((a, b) => Number(a !== "de") - Number(b !== "de")));
    for (const hit of answer.results) expect((await request.get(hit.path)).status(), hit.path).toBe(200);
  });

  test("guide chapters are found under their guide's path", async ({ request }) => {
    const answer = (await (await request.get("/api/search?q=Kapitel&locale=de&limit=50")).json()) as SearchAnswer;
    const chapters = answer.results.filter((hit) => hit.kind === "guideChapter" && hit.locale === "de");
    expect(chapters.length).toBeGreaterThan(0);
    for (const chapter of chapters) expect(chapter.path).toMatch(/^\/de\/guide\/[^/]+\/[^/]+\/$/);
  });

  test("bad query strings get a 400 or an empty answer, never a 500", async ({ request }) => {
    for (const query of [`q=${"x".repeat(10_000)}`, "q=a&locale=xx", "q=a&limit=abc", "q=a&limit=0", "q=a&offset=-1"]) {
      const response = await request.get(`/api/search?${query}`);
      expect(response.status(), query.slice(0, 40)).toBe(400);
    }
    for (const query of ["", "q=", "q=%20%20", "q=a&q=b", "q[]=a", "q=!!!"]) {
      const response = await request.get(`/api/search?${query}`);
      expect(response.status(), query).toBe(200);
    }
    const malformed = await rawRequest("GET", "/api/search?q=%E0%A4%A&locale=%ZZ");
    expect(malformed.status).toBeLessThan(500);
    expect((await request.post("/api/search?q=a")).status()).toBe(405);
  });
});
