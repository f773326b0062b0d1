import { expect, test, type APIRequestContext } from "@playwright/test";
import { XMLParser, XMLValidator } from "fast-xml-parser";
import { validateJsonLd } from "../src/content/structured-data/validate";
import { feedPath, icsPath } from "../src/routing/discovery-paths";
import { localeFromPrismicLang, locales, type Locale } from "../src/routing/locales";
import { matchPath } from "../src/routing/routes";
import { gotoHydrated } from "./support/navigation";
import { pageTypeSample } from "./support/quality";
import { seed, seedPath } from "./support/seed";
import { icsLocalDate } from "../src/content/calendar/time-zone";

type Node = Record<string, unknown> & { "@type"?: string };

/** Every JSON-LD block of a page's server HTML, parsed. */
function jsonLd(html: string): Node[] {
  return [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1]) as Node);
}

function headLink(html: string, rel: string, type?: string): string[] {
  return [...html.matchAll(/<link [^>]*>/g)]
    .map((m) => m[0])
    .filter((tag) => tag.includes(`rel="${rel}"`) && (!type || tag.includes(`type="${type}"`)))
    .map((tag) => /href="([^"]+)"/.exec(tag)![1].replace(/&amp;/g, "&"));
}

async function html(request: APIRequestContext, path: string): Promise<string> {
  const response = await request.get(path);
  expect(response.status(), path).toBe(200);
  return response.text();
}

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => ["item", "entry", "category"].includes(name) });
const byLocale = (type: string, locale: Locale) => seed.filter((doc) => doc.type === type && localeFromPrismicLang(doc.lang) === locale);

test.describe("structured data", () => {
  test("every page type's JSON-LD is valid, with its type's node and breadcrumbs matching the page", async ({ request }) => {
    test.setTimeout(180_000);
    const expected: Record<string, string[]> = {
      home: ["Organization", "WebSite"],
      blog_article: ["BlogPosting", "BreadcrumbList"],
      guide_article: ["BlogPosting", "BreadcrumbList"],
      event: ["Event", "BreadcrumbList"],
      case_study: ["Article", "BreadcrumbList"],
      pricing: ["FAQPage", "BreadcrumbList"],
    };
    const sample = await pageTypeSample(request);
    expect(sample.size).toBeGreaterThan(40);
    const images = new Set<string>();
    for (const [key, path] of sample) {
      const routeId = key.split(":")[0];
      const page = await html(request, path);
      const nodes = jsonLd(page);
      for (const node of nodes) expect.soft(validateJsonLd(node), `${key} ${path}`).toEqual([]);
      const types = nodes.map((node) => node["@type"]);
      for (const type of expected[routeId] ?? ["BreadcrumbList"]) expect.soft(types, `${key} ${path}`).toContain(type);
      if (routeId === "home") {
        expect.soft(types, path).not.toContain("BreadcrumbList");
        continue;
      }
      const ogImage = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1].replace(/&amp;/g, "&");
      expect.soft(ogImage, `${key} ${path}: og:image`).toBeTruthy();
      if (ogImage) images.add(ogImage);
      for (const node of nodes) for (const url of JSON.stringify(node).match(/"image":\["([^"]+)"/g) ?? []) images.add(url.slice(10, -1));
      const list = nodes.find((node) => node["@type"] === "BreadcrumbList") as { itemListElement: { name: string; item: string }[] } | undefined;
      const canonical = headLink(page, "canonical")[0];
      expect.soft(list?.itemListElement.at(-1)?.item, `${key} ${path}`).toBe(canonical);
      expect.soft(new URL(list?.itemListElement[0]?.item ?? "http://x/").pathname, path).toBe(matchPath(path)!.locale === "en" ? "/" : `/${matchPath(path)!.locale}/`);
    }
    // Every image a page or its JSON-LD names exists: the generated ones, the languages' defaults and the documents' own.
    expect(images.size).toBeGreaterThan(3);
    for (const url of [...images].filter((named) => !named.startsWith("https://images.prismic.io/"))) {
      const response = await request.get(new URL(url, "http://site.invalid").pathname);
      expect.soft(response.status(), url).toBe(200);
      expect.soft(response.headers()["content-type"], url).toMatch(/^image\//);
    }
  });

  test("the home page's search action points to each locale's search results page", async ({ request }) => {
    const searchPaths = { en: "/search/", de: "/de/suche/", fr: "/fr/recherche/" };
    for (const locale of locales) {
      const website = jsonLd(await html(request, locale === "en" ? "/" : `/${locale}/`)).find((node) => node["@type"] === "WebSite") as { potentialAction: { target: { urlTemplate: string } } };
      expect(new URL(website.potentialAction.target.urlTemplate.replace("{search_term_string}", "x")).pathname).toBe(searchPaths[locale]);
    }
  });
});

test.describe("breadcrumbs", () => {
  test("show the trail from the route table, mark the current page and lead back up", async ({ page, request }) => {
    const chapter = seed.find((doc) => doc.type === "blog_article" && doc.lang === "en-us" && (doc.data.guide as { id?: string } | undefined)?.id);
    expect(chapter).toBeTruthy();
    const path = seedPath(chapter!);
    await gotoHydrated(page, path);
    const nav = page.getByRole("navigation", { name: "Breadcrumb" });
    const items = nav.getByRole("listitem");
    await expect(items).toHaveCount(4);
    const names = (await items.allInnerTexts()).map((text) => text.replace(/^\/\s*/, "").trim());
    const list = jsonLd(await html(request, path)).find((node) => node["@type"] === "BreadcrumbList") as { itemListElement: { name: string }[] };
    expect(names).toEqual(list.itemListElement.map((item) => item.name));
    expect(names[0]).toBe("Home");
    await expect(nav.locator('[aria-current="page"]')).toHaveText(names[3]);
    await nav.getByRole("link", { name: names[1] }).click();
    await expect(page).toHaveURL(/\/blog\/$/);
    await expect(page.getByRole("navigation", { name: "Breadcrumb" }).locator('[aria-current="page"]')).toHaveText(names[1]);
  });

  test("are translated and absent from the home page", async ({ page }) => {
    await gotoHydrated(page, "/de/preise/");
    const nav = page.getByRole("navigation", { name: "Brotkrümelnavigation" });
    await expect(nav.getByRole("link", { name: "Startseite" })).toHaveAttribute("href", "/de/");
    await gotoHydrated(page, "/fr/");
    await expect(page.locator('[data-testid="breadcrumbs"]')).toHaveCount(0);
  });
});

test.describe("feeds", () => {
  test("blog feeds in every locale are valid RSS and Atom, linked from the head, newest first, with every listed article", async ({ request }) => {
    for (const locale of locales) {
      const blogHome = await html(request, locale === "en" ? "/blog/" : `/${locale}/blog/`);
      const rssHref = headLink(blogHome, "alternate", "application/rss+xml")[0];
      const atomHref = headLink(blogHome, "alternate", "application/atom+xml")[0];
      expect(new URL(rssHref).pathname).toBe(feedPath("blog", "rss", locale));
      expect(new URL(atomHref).pathname).toBe(feedPath("blog", "atom", locale));
      const articles = byLocale("blog_article", locale).filter((doc) => doc.data.is_hidden !== true);

      const rssResponse = await request.get(new URL(rssHref).pathname);
      expect(rssResponse.status()).toBe(200);
      expect(rssResponse.headers()["content-type"]).toContain("application/rss+xml");
      const rss = await rssResponse.text();
      expect(XMLValidator.validate(rss)).toBe(true);
      const items = (parser.parse(rss).rss.channel.item ?? []) as { link: string; pubDate: string }[];
      expect(items).toHaveLength(Math.min(articles.length, 50));
      expect(items.map((item) => new URL(item.link).pathname).sort()).toEqual(articles.map(seedPath).sort());
      const dates = items.map((item) => Date.parse(item.pubDate));
      expect(dates).toEqual([...dates].sort((a, b) => b - a));
      expect(items.every((item) => item.link.startsWith(new URL(rssHref).origin))).toBe(true);

      const atom = await (await request.get(new URL(atomHref).pathname)).text();
      expect(XMLValidator.validate(atom)).toBe(true);
      expect(parser.parse(atom).feed.entry).toHaveLength(items.length);
    }
  });

  test("each category, the newsroom and upcoming events have their feeds; an unknown category has none", async ({ request }) => {
    const category = byLocale("category", "en")[0];
    const categoryArticles = byLocale("blog_article", "en").filter((doc) => doc.data.is_hidden !== true && (doc.data.category as { id?: string } | undefined)?.id === category.id);
    const categoryPage = await html(request, seedPath(category));
    expect(headLink(categoryPage, "alternate", "application/rss+xml").map((href) => new URL(href).pathname)).toEqual([feedPath("category", "rss", "en", category.uid!)]);
    const categoryRss = await (await request.get(feedPath("category", "rss", "en", category.uid!)!)).text();
    expect(XMLValidator.validate(categoryRss)).toBe(true);
    expect(parser.parse(categoryRss).rss.channel.item ?? []).toHaveLength(categoryArticles.length);
    expect((await request.get("/blog/category/no-such-category/feed.xml")).status()).toBe(404);

    const newsroom = byLocale("newsroom", "en")[0];
    const news = (newsroom.data.news as { title?: string; date?: string }[]).filter((entry) => entry.title && entry.date);
    const newsAtom = await (await request.get(feedPath("newsroom", "atom", "en")!)).text();
    expect(XMLValidator.validate(newsAtom)).toBe(true);
    expect(parser.parse(newsAtom).feed.entry ?? []).toHaveLength(news.length);

    for (const locale of locales) {
      const now = Date.now();
      const upcoming = [...byLocale("live_event", locale), ...byLocale("webinar", locale)].filter((doc) => {
        if (doc.data.type === "on_demand") return false;
        const start = Date.parse((doc.data.date ?? doc.data.datetime) as string);
        const end = doc.data.end_date ? Date.parse(doc.data.end_date as string) : start + Number(doc.data.duration ?? 0) * 60_000;
        return end > now;
      });
      const eventsRss = await (await request.get(feedPath("events", "rss", locale)!)).text();
      expect(XMLValidator.validate(eventsRss)).toBe(true);
      const items = (parser.parse(eventsRss).rss.channel.item ?? []) as { link: string; pubDate: string }[];
      expect(items.map((item) => new URL(item.link).pathname).sort(), locale).toEqual(upcoming.map(seedPath).sort());
      const dates = items.map((item) => Date.parse(item.pubDate));
      expect(dates).toEqual([...dates].sort((a, b) => a - b));
    }
  });
});

test.describe("events in calendars", () => {
  test("an upcoming event offers an RFC 5545 .ics download and Google and Outlook links", async ({ page }) => {
    const event = seed.find((doc) => doc.type === "live_event" && doc.lang === "de-de" && Date.parse(doc.data.end_date as string) > Date.now())!;
    await gotoHydrated(page, seedPath(event));
    const calendar = page.getByTestId("add-to-calendar");
    await expect(calendar).toBeVisible();
    await expect(page.getByTestId("past-event")).toHaveCount(0);
    const download = page.waitForEvent("download");
    await calendar.getByRole("link", { name: ".ics-Datei herunterladen" }).click();
    const file = await download;
    expect(file.suggestedFilename()).toBe(`${event.uid}.ics`);
    const body = await (await import("node:fs/promises")).readFile((await file.path())!, "utf8");
    expect(body.startsWith("BEGIN:VCALENDAR\r\nVERSION:2.0\r\n")).toBe(true);
    expect(body.endsWith("END:VCALENDAR\r\n")).toBe(true);
    expect(body.replace(/\r\n/g, "")).not.toMatch(/\n/);
    const lines = body.replace(/\r\n /g, "").split("\r\n");
    const utc = (iso: string) => new Date(iso).toISOString().replace(/[-:]/g, "").replace(/\.\d{3}/, "");
    // An event held in person: its local times with their zone (and the zone's VTIMEZONE); otherwise UTC.
    const zone = event.data.time_zone as string | null;
    const when = (name: string, iso: string) => (zone ? `${name};TZID=${zone}:${icsLocalDate(iso, zone)}` : `${name}:${utc(iso)}`);
    expect(lines).toContain(when("DTSTART", event.data.date as string));
    expect(lines).toContain(when("DTEND", event.data.end_date as string));
    if (zone) expect(lines).toContain(`TZID:${zone}`);
    expect(lines.some((line) => /^UID:.+@/.test(line))).toBe(true);
    expect(lines.some((line) => /^DTSTAMP:\d{8}T\d{6}Z$/.test(line))).toBe(true);
    const google = new URL((await calendar.locator('[data-calendar="google"]').getAttribute("href"))!);
    expect(google.searchParams.get("dates")).toBe(`${utc(event.data.date as string)}/${utc(event.data.end_date as string)}`);
    const outlook = new URL((await calendar.locator('[data-calendar="outlook"]').getAttribute("href"))!);
    expect(outlook.searchParams.get("startdt")).toBe(new Date(event.data.date as string).toISOString());
  });

  test("a past event is marked so and offers no calendar entry", async ({ page, request }) => {
    const past = seed.find((doc) => doc.type === "live_event" && doc.lang === "en-us" && Date.parse(doc.data.end_date as string) < Date.now())!;
    await gotoHydrated(page, seedPath(past));
    await expect(page.getByTestId("past-event")).toHaveText(/Past event/);
    await expect(page.getByTestId("add-to-calendar")).toHaveCount(0);
    expect((await request.get(icsPath("en", "no-such-event")!)).status()).toBe(404);
  });
});

test.describe("sharing images and icons", () => {
  test("a document without a sharing image gets its language's default sharing image (spec 2)", async ({ request }) => {
    for (const lang of ["en-us", "de-de", "fr-fr"]) {
      const bare = seed.find((doc) => doc.type === "legal_document" && doc.lang === lang && !(doc.data.social_sharing_thumbnail as { url?: string } | undefined)?.url)!;
      const fallback = seed.find((doc) => doc.type === "default_sharing_thumbnail" && doc.lang === lang)!.data.image as { url: string };
      const page = await html(request, seedPath(bare));
      const image = /<meta property="og:image" content="([^"]+)"/.exec(page)?.[1].replace(/&amp;/g, "&");
      expect(image && new URL(image).pathname, `${lang} ${seedPath(bare)}`).toBe(fallback.url);
      expect((await request.get(new URL(image!).pathname)).status()).toBe(200);
      expect(/<meta name="twitter:card" content="summary_large_image"/.test(page)).toBe(true);
    }
  });

  test("such a document also has a generated PNG (structured data names it)", async ({ request }) => {
    const bare = seed.find((doc) => doc.type === "legal_document" && doc.lang === "fr-fr") ?? seed.find((doc) => doc.type === "pricing_page" && doc.lang === "fr-fr")!;
    const response = await request.get(`/api/og/fr/${bare.id}`);
    expect(response.status()).toBe(200);
    expect(response.headers()["content-type"]).toBe("image/png");
    expect([...(await response.body()).subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect((await request.get(`/api/og/fr/${bare.id}-missing`)).status()).toBe(404);
    expect((await request.get(`/api/og/de/${bare.id}`)).status()).toBe(404);
    expect((await request.get(`/api/og/xx/%3Cscript%3E`)).status()).toBe(404);
  });

  test("the web manifest, favicon.ico and apple-touch-icon are served and linked", async ({ request }) => {
    const home = await html(request, "/");
    expect(headLink(home, "manifest")).toEqual(["/manifest.webmanifest"]);
    expect(headLink(home, "apple-touch-icon")).toEqual(["/apple-touch-icon.png"]);
    const manifest = (await (await request.get("/manifest.webmanifest")).json()) as { name: string; icons: { src: string; type: string }[] };
    expect(manifest.name).toBe("Quillio");
    for (const src of [...manifest.icons.map((icon) => icon.src), "/apple-touch-icon.png", "/favicon.ico"]) {
      const response = await request.get(src);
      expect(response.status(), src).toBe(200);
      expect(response.headers()["content-type"], src).toMatch(/^image\//);
    }
  });
});

test("the language button's accessible name starts with its visible text", async ({ page }) => {
  await gotoHydrated(page, "/fr/tarifs/");
  const button = page.getByRole("button", { name: /^FR, langue actuelle : Français$/ });
  await expect(button).toHaveText("FR");
  await button.click();
  await expect(page.locator('a[data-locale="de"]')).toBeVisible();
});
