import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/navigation";
import { htmlText, linked, seed, seedById, seedPath as pathOf, type SeedDocument } from "./support/seed";
import { formatInZone } from "../src/content/calendar/time-zone";
import type { RichTextField } from "@prismicio/client";
import { headingAnchors } from "../src/components/rich-text/anchors";

/** The h1 each document type shows, from its own fields. */
const headingOf: Record<string, (doc: SeedDocument) => string> = {
  blog_home: (d) => d.data.title as string,
  blog_article: (d) => d.data.title as string,
  author: (d) => d.data.name as string,
  category: (d) => d.data.name as string,
  tag: (d) => `#${d.data.label as string}`,
  guide_page: (d) => (d.data.title || d.data.guide_name) as string,
  case_studies_hub: (d) => d.data.title as string,
  case_study: (d) => d.data.title as string,
  gated_ebook_lp: (d) => (d.data.title || d.data.name) as string,
  events_hub: (d) => d.data.title as string,
  live_event: (d) => d.data.title as string,
  webinar: (d) => d.data.title as string,
  legal_document: (d) => d.data.title as string,
  newsroom: (d) => d.data.title as string,
  partners_hub: (d) => d.data.title as string,
  partner: (d) => d.data.name as string,
  resources_hub: (d) => d.data.title as string,
};
const owned = seed.filter((doc) => doc.type in headingOf);

test("every editorial document answers 200 in each of its languages with its heading", async ({ request }) => {
  test.setTimeout(120_000);
  expect(owned.length).toBeGreaterThan(100);
  for (let i = 0; i < owned.length; i += 6) {
    await Promise.all(
      owned.slice(i, i + 6).map(async (doc) => {
        const path = pathOf(doc);
        const response = await request.get(path);
        expect.soft(response.status(), path).toBe(200);
        const h1 = /<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(await response.text())?.[1];
        expect.soft(h1 && htmlText(h1), path).toBe(headingOf[doc.type](doc));
      }),
    );
  }
});

/** One document of a type in a language, for the browser checks. */
function sample(type: string, lang: string, where: (doc: SeedDocument) => boolean = () => true): SeedDocument {
  const doc = owned.find((d) => d.type === type && d.lang === lang && d.data.is_hidden !== true && where(d));
  if (!doc) throw new Error(`No seeded ${type} in ${lang}`);
  return doc;
}

test.describe("page content in the browser", () => {
  // One page per worker for all these checks (opening pages is the slow part on CI).
  let page: Page;
  test.beforeAll(async ({ browser }) => {
    page = await browser.newPage();
  });
  test.afterAll(() => page.close());

  // In English, which has a document of every type: the views are the same in every language, and every document of
  // every language answers with its heading above.
  for (const lang of ["en-us"]) {
    test(`${lang}: each page type shows its content`, async () => {
      test.setTimeout(120_000);
      for (const type of Object.keys(headingOf)) {
        const doc = owned.find((d) => d.type === type && d.lang === lang && d.data.is_hidden !== true);
        if (!doc) continue;
        const path = pathOf(doc);
        const response = await page.goto(path, { waitUntil: "domcontentloaded" });
        expect.soft(response?.status(), path).toBe(200);
        await expect.soft(page.locator("h1"), path).toHaveText(headingOf[type](doc));
        const main = page.locator("main");
        if (type === "blog_article") {
          const author = linked(doc.data.author);
          if (author) await expect.soft(main.getByRole("link", { name: author.data.name as string }), path).toBeVisible();
          const category = linked(doc.data.category);
          if (category) await expect.soft(main.getByRole("link", { name: category.data.name as string }).first(), path).toBeVisible();
          await expect.soft(main.locator("time").first(), path).toBeVisible();
        }
        if (type === "case_study") {
          const figure = (doc.data.key_figures as { value: string }[])[0];
          if (figure) await expect.soft(main.locator("dd").getByText(figure.value, { exact: true }), path).toBeVisible();
        }
        if (type === "newsroom") {
          const news = (doc.data.news as { title: string }[])[0];
          // Press mentions are titles without a link (the seed's publications have no real address).
          if (news) await expect.soft(main.getByRole("heading", { name: news.title }), path).toBeVisible();
        }
        if (type === "webinar") {
          const speaker = (doc.data.speakers as { name: string }[])[0];
          if (speaker) await expect.soft(main.getByText(speaker.name, { exact: true }), path).toBeVisible();
        }
        if (type === "live_event" && doc.data.location) {
          await expect.soft(main.getByText(doc.data.location as string, { exact: true }), path).toBeVisible();
        }
        if (type === "partner" && doc.data.short_description) {
          await expect.soft(main.getByText(doc.data.short_description as string).first(), path).toBeVisible();
        }
      }
    });
  }

  test("blog home: newest first, pages and category filter by keyboard, announced", async () => {
    await gotoHydrated(page, "/blog/");
    const titles = page.locator("main ul li article h3");
    await expect(titles).toHaveCount(12);
    const newest = owned
      .filter((d) => d.type === "blog_article" && d.lang === "en-us" && d.data.is_hidden !== true)
      .sort((a, b) => String(b.data.publication_datetime).localeCompare(String(a.data.publication_datetime)));
    await expect(titles.first()).toHaveText(newest[0].data.title as string);

    await page.getByRole("navigation", { name: "Pagination" }).getByRole("link", { name: "Next page" }).click();
    await expect(page).toHaveURL(/\/blog\/\?page=2$/);
    await expect(titles).toHaveCount(newest.length - 12);
    // Cards drawn in the browser carry the date and reading time the server wrote, in the page's language.
    const card = page.locator("main ul li article").first();
    await expect(card.locator("time")).toHaveText(/^[A-Z][a-z]+ \d{1,2}, \d{4}$/);
    await expect(card.getByText(/^\d+ min read$/)).toBeVisible();
    await expect(page.getByRole("status").filter({ hasText: `${newest.length} articles` })).toBeAttached();
    await page.goBack();
    await expect(titles).toHaveCount(12);

    const category = seed.find((d) => d.type === "category" && d.lang === "en-us")!;
    const inCategory = newest.filter((d) => linked(d.data.category)?.id === category.id);
    const blogHome = seed.find((d) => d.type === "blog_home" && d.lang === "en-us")!;
    const chip = page.getByRole("navigation", { name: blogHome.data.categories_title as string }).getByRole("link", { name: category.data.name as string });
    await expect(chip).toHaveAttribute("href", pathOf(category));
    await chip.focus();
    await page.keyboard.press("Enter");
    await expect(page).toHaveURL(new RegExp(`\\?category=${category.uid}$`));
    await expect(chip).toHaveAttribute("aria-current", "true");
    await expect(titles).toHaveCount(Math.min(12, inCategory.length));
    await expect(page.getByRole("heading", { level: 2, name: category.data.name as string })).toBeFocused();
  });

  test("blog home: the navbar search's ?q= shows matching articles", async () => {
    const target = sample("blog_article", "en-us");
    const word = (target.data.title as string).split(" ").sort((a, b) => b.length - a.length)[0];
    await gotoHydrated(page, `/blog/?q=${encodeURIComponent(word)}`);
    await expect(page.getByRole("heading", { level: 2, name: new RegExp(word) })).toBeVisible();
    await expect(page.locator("main article h3").filter({ hasText: target.data.title as string })).toBeVisible();
    await gotoHydrated(page, "/blog/?q=zzzxqj");
    await expect(page.getByText("No articles yet.")).toBeVisible();
  });

  test("blog article: table of contents, author card, share popup 626x436 and real share links", async () => {
    // An article with a table of contents (two headings or more), outside a guide.
    const article = sample("blog_article", "en-us", (d) => (!d.data.guide || !(d.data.guide as { id?: string }).id) && headingAnchors(d.data.content as RichTextField).length >= 2);
    await page.addInitScript(() => {
      (window as unknown as { opened: unknown[] }).opened = [];
      window.open = ((...args: unknown[]) => {
        (window as unknown as { opened: unknown[] }).opened.push(args);
        return { opener: window } as unknown as Window;
      }) as typeof window.open;
    });
    await gotoHydrated(page, pathOf(article));
    const toc = page.getByRole("navigation", { name: "Contents" });
    await expect(toc).toBeVisible();
    const targets = await toc.locator("a").evaluateAll((links) => links.map((a) => a.getAttribute("href")));
    expect(targets.length).toBeGreaterThanOrEqual(2);
    for (const href of targets) await expect(page.locator(`[id="${href!.slice(1)}"]`)).toHaveCount(1);
    const share = page.getByRole("link", { name: "Share on LinkedIn" });
    await expect(share).toHaveAttribute("href", /^https:\/\/www\.linkedin\.com\/sharing\/share-offsite\/\?url=/);
    // The links' code loads as the visitor reaches for them; until it has, a click opens the share page in a new tab.
    await share.hover();
    await expect(page.locator('[data-island="ready"]').filter({ has: share })).toHaveCount(1);
    await share.click();
    const opened = await page.evaluate(() => (window as unknown as { opened: string[][] }).opened);
    expect(opened).toHaveLength(1);
    expect(opened[0][2]).toContain("width=626,height=436");
    const author = linked(article.data.author)!;
    await page.getByRole("link", { name: author.data.name as string }).click();
    await expect(page.locator("h1")).toHaveText(author.data.name as string);
  });

  test("guide chapter: the guide's chapters with the current one marked, and next/previous", async () => {
    const guide = sample("guide_page", "en-us");
    const chapterIds = (guide.data.articles as { article: { id: string } }[]).map((entry) => entry.article.id);
    const first = seedById(chapterIds[0])!;
    const second = seedById(chapterIds[1])!;
    await gotoHydrated(page, pathOf(first));
    const nav = page.getByRole("navigation", { name: "Chapters of this guide" });
    await expect(nav.locator('[aria-current="page"]')).toHaveAttribute("href", pathOf(first));
    await page.getByRole("link", { name: /Next chapter/ }).click();
    await expect(page).toHaveURL(new RegExp(`${pathOf(second)}$`));
    await expect(page.locator("h1")).toHaveText(second.data.title as string);
    await expect(page.getByRole("link", { name: /Previous chapter/ })).toHaveAttribute("href", pathOf(first));
  });

  test("partner marketplace: filters narrow the cards, reset restores them", async () => {
    await gotoHydrated(page, "/partner-marketplace/");
    const cards = page.locator("main li article");
    const partners = owned.filter((d) => d.type === "partner" && d.lang === "en-us" && d.data.is_hidden !== true);
    await expect(cards).toHaveCount(partners.length);
    await page.getByLabel("Certified partners only").check();
    await expect(cards).toHaveCount(partners.filter((p) => p.data.is_certified === true).length);
    await page.getByRole("button", { name: "Reset filters" }).click();
    await expect(cards).toHaveCount(partners.length);
    const category = partners[0].data.category as string;
    await page.getByLabel("Category").selectOption(category);
    await expect(cards).toHaveCount(partners.filter((p) => p.data.category === category).length);
    await expect(page.getByRole("status")).toContainText(String(partners.filter((p) => p.data.category === category).length));
  });

  test("customer stories (read with a graphQuery): every story's card and its tags; the tag filter is a set of toggle buttons", async () => {
    await gotoHydrated(page, "/customers/");
    const grid = page.locator("main ul.grid li article");
    // The hub asks only for the cards' fields and the tags' labels (graphQuery): every story still shows whole.
    const stories = owned.filter((d) => d.type === "case_study" && d.lang === "en-us" && d.data.is_hidden !== true);
    await expect(grid).toHaveCount(stories.length);
    for (const story of stories) {
      const card = grid.filter({ has: page.getByRole("heading", { name: story.data.title as string, exact: true }) });
      await expect(card).toHaveCount(1);
      if (story.data.company_name) await expect(card).toContainText(story.data.company_name as string);
    }
    const tagIds = new Set(stories.flatMap((story) => ((story.data.tags as { tag?: { id?: string } }[]) ?? []).map((entry) => entry.tag?.id)));
    const labels = owned.filter((d) => d.type === "tag" && tagIds.has(d.id)).map((d) => d.data.label as string);
    expect(labels.length).toBeGreaterThan(0);
    for (const label of labels) await expect(page.getByRole("group").getByRole("button", { name: label, exact: true })).toBeVisible();
    const all = await grid.count();
    const tag = page.getByRole("group").getByRole("button").nth(1);
    await tag.click();
    await expect(tag).toHaveAttribute("aria-pressed", "true");
    const shown = await grid.count();
    expect(shown).toBeLessThanOrEqual(all);
    // The count is announced in words the server formatted (the browser loads no message formatter for them).
    await expect(page.getByRole("status")).toHaveText(shown === 1 ? "1 result" : `${shown} results`);
    await page.getByRole("button", { name: "All", exact: true }).click();
    await expect(grid).toHaveCount(all);
    await expect(page.getByRole("status")).toHaveText(`${all} results`);
  });
});

test.describe("events", () => {
  test.use({ timezoneId: "Asia/Tokyo" });

  test("an event's date shows in the visitor's time zone, and the video requests nothing before a click", async ({ page }) => {
    const hosts: string[] = [];
    page.on("request", (request) => hosts.push(new URL(request.url()).hostname));
    const webinar = sample("webinar", "en-us", (d) => Boolean(d.data.wistia_id));
    await gotoHydrated(page, pathOf(webinar));
    await expect(page.getByText("Shown in your time zone (UTC+09:00).")).toBeVisible();
    const start = new Date(webinar.data.datetime as string);
    const inTokyo = new Intl.DateTimeFormat("en", { dateStyle: "full", timeStyle: "short", timeZone: "Asia/Tokyo" }).format(start);
    await expect(page.locator(`time[datetime="${start.toISOString()}"]`)).toHaveText(inTokyo);
    await expect(page.getByTestId("wistia-video")).toBeVisible();
    expect(hosts.filter((host) => host.includes("wistia"))).toEqual([]);
  });

  const htmlLangs = { "en-us": "en-US", "de-de": "de-DE", "fr-fr": "fr-FR" } as const;
  for (const lang of Object.keys(htmlLangs) as (keyof typeof htmlLangs)[]) {
    test(`${lang}: an event held in person shows its own local time with its zone, whatever the visitor's, and hydrates without an error`, async ({ page }) => {
      const errors: string[] = [];
      page.on("pageerror", (error) => errors.push(error.message));
      const event = sample("live_event", lang, (d) => Boolean(d.data.end_date) && Boolean(d.data.time_zone));
      await gotoHydrated(page, pathOf(event));
      const [start, end] = [new Date(event.data.date as string).toISOString(), new Date(event.data.end_date as string).toISOString()];
      const local = formatInZone(htmlLangs[lang], event.data.time_zone as string, start, end);
      await expect(page.locator(`time[datetime="${start}"]`)).toHaveText(local);
      // A visitor in Tokyo is not told Tokyo's time for an event in Europe: the zone's name says whose it is.
      await expect(page.getByText(/UTC\+09:00/)).toHaveCount(0);
      expect(errors).toEqual([]);
    });
  }

  test("the events hub lists upcoming events apart from past ones", async ({ page }) => {
    await page.goto("/events/");
    const now = Date.now();
    const upcoming = owned.filter(
      (d) => d.type === "live_event" && d.lang === "en-us" && d.data.is_hidden !== true && Date.parse(String(d.data.end_date || d.data.date)) > now,
    );
    const section = page.locator("section", { has: page.locator("#upcoming-events") });
    for (const event of upcoming) await expect(section.getByRole("link", { name: event.data.title as string })).toBeVisible();
  });
});

test("GET /api/blog answers pages as JSON and 400 on bad input", async ({ request }) => {
  const ok = await request.get("/api/blog?locale=fr&page=1");
  expect(ok.status()).toBe(200);
  const body = await ok.json();
  expect(body.items.length).toBeGreaterThan(0);
  expect(body.items[0].href).toMatch(/^\/fr\/(blog|guide)\//);
  for (const query of ["locale=xx", "locale=en&page=0", "locale=en&category=%3Cscript%3E"]) {
    expect((await request.get(`/api/blog?${query}`)).status(), query).toBe(400);
  }
});
