import { expect, test, type APIRequestContext } from "@playwright/test";
import { gotoHydrated } from "./support/navigation";

/** Paths of the sitemap (it lists every indexable document in every language). */
async function sitemapPaths(request: APIRequestContext): Promise<string[]> {
  const xml = await (await request.get("/sitemap.xml")).text();
  return [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
}

interface Head {
  status: number;
  lang: string | null;
  canonical: string | null;
  alternates: Record<string, string>;
}

async function head(request: APIRequestContext, path: string): Promise<Head> {
  const response = await request.get(path, { maxRedirects: 0 });
  const html = await response.text();
  const alternates: Record<string, string> = {};
  for (const m of html.matchAll(/<link rel="alternate" hrefLang="([^"]+)" href="([^"]+)"\/>/g)) {
    alternates[m[1]] = new URL(m[2]).pathname;
  }
  return {
    status: response.status(),
    lang: /<html lang="([^"]+)"/.exec(html)?.[1] ?? null,
    canonical: /<link rel="canonical" href="([^"]+)"\/>/.exec(html)?.[1] ?? null,
    alternates,
  };
}

const langOfPath = (path: string) => (path.startsWith("/de/") ? "de-DE" : path.startsWith("/fr/") ? "fr-FR" : "en-US");

test.describe("every seeded page", () => {
  test("answers 200 with its <html lang>, canonical, reciprocal hreflang and x-default", async ({ request }) => {
    test.setTimeout(180_000);
    const paths = await sitemapPaths(request);
    expect(paths.length).toBeGreaterThan(30);
    for (const locale of ["/", "/de/", "/fr/", "/blog/", "/de/blog/", "/fr/blog/"]) expect(paths).toContain(locale);

    const heads = new Map<string, Head>();
    for (const path of paths) heads.set(path, await head(request, path));

    for (const [path, page] of heads) {
      expect.soft(page.status, path).toBe(200);
      expect.soft(page.lang, path).toBe(langOfPath(path));
      expect.soft(page.canonical && new URL(page.canonical).pathname, path).toBe(path);
      expect.soft(page.alternates[langOfPath(path)], `${path} lists itself`).toBe(path);
      const languages = Object.keys(page.alternates).filter((key) => key !== "x-default");
      const expectedDefault = page.alternates["en-US"] ?? page.alternates[languages[0]];
      expect.soft(page.alternates["x-default"], `${path} x-default`).toBe(expectedDefault);
      for (const language of languages) {
        const other = heads.get(page.alternates[language]) ?? (await head(request, page.alternates[language]));
        expect.soft(other.alternates[langOfPath(path)], `${page.alternates[language]} links back to ${path}`).toBe(path);
      }
    }
  });

  test("an article in one language only has itself as x-default and no other alternates", async ({ request }) => {
    const paths = await sitemapPaths(request);
    const heads = await Promise.all(paths.filter((p) => p.startsWith("/fr/blog/") || p.startsWith("/blog/")).map((p) => head(request, p)));
    const single = heads.find((h) => Object.keys(h.alternates).length === 2);
    expect(single, "a seeded single-language article").toBeTruthy();
    expect(single!.alternates["x-default"]).toBe(Object.values(single!.alternates)[0]);
  });
});

test.describe("routing", () => {
  test("a path without its trailing slash is redirected permanently", async ({ request }) => {
    for (const path of ["/blog", "/de/blog", "/fr/tarifs"]) {
      const response = await request.get(`${path}?utm_source=test`, { maxRedirects: 0 });
      expect(response.status(), path).toBe(308);
      expect(new URL(response.headers().location, "http://x").pathname).toBe(`${path}/`);
      expect(response.headers().location).toContain("utm_source=test");
    }
  });

  test("the /en prefix redirects to the unprefixed English path", async ({ request }) => {
    const response = await request.get("/en/blog/", { maxRedirects: 0 });
    expect(response.status()).toBe(308);
    expect(response.headers().location).toMatch(/\/blog\/$/);
  });

  test("unknown paths and unknown uids get the localized 404 page with status 404", async ({ page }) => {
    const cases: [string, string][] = [
      ["/this/does/not/exist/", "en-US"],
      ["/blog/no-such-article/", "en-US"],
      ["/de/blog/kein-artikel/", "de-DE"],
      ["/fr/blog/category/inconnue/", "fr-FR"],
      ["/blog/Invalid%20Uid/", "en-US"],
      ["/404/", "en-US"],
    ];
    for (const [path, lang] of cases) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.locator("html")).toHaveAttribute("lang", lang);
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await expect(page.locator("[data-accent=true]").first()).toBeVisible();
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    }
  });

  test("the locale cookie remembers the language for a year and sends the home page there", async ({ page, context }) => {
    await page.goto("/de/");
    // The browser sets it once the page runs (cached pages carry no Set-Cookie).
    await expect.poll(async () => (await context.cookies()).find((c) => c.name === "i18n_redirected")?.value).toBe("de");
    const cookie = (await context.cookies()).find((c) => c.name === "i18n_redirected");
    const days = (cookie!.expires * 1000 - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(364);
    expect(days).toBeLessThanOrEqual(365);
    await page.goto("/");
    await expect(page).toHaveURL(/\/de\/$/);
    // Leave the German page first: its in-flight prefetches would set the cookie again.
    await page.goto("about:blank");
    await context.clearCookies();
    await page.goto("/");
    await expect(page).toHaveURL(/localhost:\d+\/$/);
  });

  test("messages are served per locale with a 24-hour cache", async ({ request }) => {
    for (const locale of ["de", "en", "fr"]) {
      const response = await request.get(`/_i18n/${locale}/messages.json`);
      expect(response.status()).toBe(200);
      expect(response.headers()["cache-control"]).toContain("max-age=86400");
      expect((await response.json()).navbar).toBeTruthy();
    }
    const unknown = await request.get("/_i18n/xx/messages.json");
    expect(unknown.status()).toBe(404);
    expect(unknown.headers()["cache-control"]).toContain("no-cache");
  });

  test("a malformed path encoding gets a 400 on endpoints and the 404 page on pages, never a 500", async ({ request }) => {
    for (const path of ["/_i18n/%ZZ/messages.json", "/.netlify/functions/%ZZ", "/content-assets/%ZZ", "/embedded-prismic/api/v2/%ZZ", "/api/blog/%ZZ"]) {
      expect((await request.get(path)).status(), path).toBe(400);
    }
    expect((await request.get("/blog/%ZZ/")).status()).toBe(404);
    expect((await request.get("/content-assets/favicon-missing.svg")).status()).toBe(404);
  });

  test("robots.txt and sitemap.xml with hreflang alternates", async ({ request }) => {
    expect(await (await request.get("/robots.txt")).text()).toContain("Sitemap:");
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain('hreflang="de-DE"');
    expect(xml).not.toContain("/404/");
  });
});

test.describe("language switcher", () => {
  test("goes to the document's alternate language and remembers it", async ({ page }) => {
    await gotoHydrated(page, "/blog/");
    await page.getByRole("button", { name: /^EN, current language/ }).click();
    await page.locator('a[data-locale="de"]').click();
    await expect(page).toHaveURL(/\/de\/blog\/$/);
    await expect(page.locator("html")).toHaveAttribute("lang", "de-DE");
    const cookies = await page.context().cookies();
    expect(cookies.find((c) => c.name === "i18n_redirected")?.value).toBe("de");
  });

  test("goes to that locale's home when the document has no version there", async ({ page, request }) => {
    const paths = await sitemapPaths(request);
    let englishOnly: string | undefined;
    for (const path of paths.filter((p) => /^\/blog\/[^/]+\/$/.test(p))) {
      const h = await head(request, path);
      if (!h.alternates["de-DE"] && !h.alternates["fr-FR"]) {
        englishOnly = path;
        break;
      }
    }
    expect(englishOnly).toBeTruthy();
    await gotoHydrated(page, englishOnly!);
    await page.getByRole("button", { name: /^EN, current language/ }).click();
    await page.locator('a[data-locale="fr"]').click();
    await expect(page).toHaveURL(/\/fr\/$/);
  });
});

test.describe("navbar @mobile", () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test("the mobile menu opens, closes and returns focus by keyboard", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: /Open menu/ });
    await button.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: /Close menu/ })).toHaveAttribute("aria-expanded", "true");
    const panel = page.locator(`#${await page.getByRole("button", { name: /Close menu/ }).getAttribute("aria-controls")}`);
    await expect(panel).toBeVisible();
    await expect(panel.locator("a, button").first()).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(panel).toBeHidden();
    await expect(page.getByRole("button", { name: /Open menu/ })).toBeFocused();
  });

  test("submenus open as disclosures", async ({ page }) => {
    await gotoHydrated(page, "/");
    await page.getByRole("button", { name: /Open menu/ }).click();
    const submenu = page.locator("[id^=mobile-submenu]").first();
    const toggle = page.locator('button[aria-controls^="mobile-submenu"]').first();
    await toggle.click();
    await expect(toggle).toHaveAttribute("aria-expanded", "true");
    await expect(submenu.getByRole("link").first()).toBeVisible();
    // Escape closes it (and the mobile menu with it), and so does a click outside the menu.
    await page.keyboard.press("Escape");
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(submenu).toBeHidden();
    await page.getByRole("button", { name: /Open menu/ }).click();
    await toggle.click();
    await expect(submenu).toBeVisible();
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(submenu).toBeHidden();
  });

  test("the language list closes on Escape and on a click outside it", async ({ page }) => {
    await gotoHydrated(page, "/");
    const button = page.getByRole("button", { name: /^EN, current language/ });
    const list = page.locator(`#${await button.getAttribute("aria-controls")}`);
    await button.click();
    await expect(list).toBeVisible();
    await page.keyboard.press("Escape");
    await expect(list).toBeHidden();
    await button.click();
    await expect(list).toBeVisible();
    await page.locator("main").click({ position: { x: 5, y: 5 } });
    await expect(list).toBeHidden();
  });
});
