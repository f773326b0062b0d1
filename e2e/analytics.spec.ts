import { expect, test, type Page } from "@playwright/test";
import { buildPath, formPageUids } from "../src/routing/routes";
import { recordAnalyticsEvents, recordRequests, visitFrom, type RecordedEvent } from "./privacy-helpers";
import { gotoHydrated } from "./support/navigation";
const named = (events: RecordedEvent[], name: string) => events.filter((event) => event.name === name);

/** Scrolls to a share (0 to 1) of the scrollable height and lets the frame-throttled listener run. */
async function scrollToShare(page: Page, share: number) {
  await page.evaluate((value) => {
    const scrollable = document.documentElement.scrollHeight - innerHeight;
    window.scrollTo(0, Math.ceil(scrollable * value));
  }, share);
  await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
}

/** A stand-in for Wistia's player script (no network here): it runs the embed queue and lets the test fire player events. */
const fakeWistiaPlayer = `
(function () {
  var handlers = {};
  var video = { bind: function (name, callback) { (handlers[name] = handlers[name] || []).push(callback); } };
  window.__wistia = { emit: function (name) { var args = [].slice.call(arguments, 1); (handlers[name] || []).forEach(function (cb) { cb.apply(null, args); }); } };
  function run(entry) { if (entry && entry.onReady) entry.onReady(video); }
  (window._wq || []).forEach(run);
  window._wq = { push: run };
})();`;

/** Pages whose content has a Wistia video (webinar, studio episode, feature pages, home); the first that renders one is used. */
const videoPages = ["/events/onboarding-that-scales/", "/studio/learning-leaders-episode-1/", "/use-cases/employee-onboarding/", "/"];

async function pageWithVideo(page: Page): Promise<string> {
  for (const path of videoPages) {
    const html = await (await page.request.get(path)).text();
    if (html.includes('data-testid="wistia-video"')) return path;
  }
  throw new Error(`None of ${videoPages.join(", ")} renders a Wistia video`);
}

test.describe("analytics with analytics consent (non-EU default)", () => {
  test.beforeEach(async ({ context }) => visitFrom(context, "US"));

  test("page views once per navigation, client-side navigations included", async ({ page }) => {
    const events = await recordAnalyticsEvents(page);
    await page.goto("/");
    await expect.poll(() => named(events, "Page viewed").length).toBe(1);
    expect(named(events, "Page viewed")[0]).toMatchObject({ page: "/", locale: "en", properties: { page_name: "home", path: "/" } });
    // Web vitals go to the embedded analytics when no monitoring is configured.
    await expect.poll(() => named(events, "Web vital").map((event) => event.properties.name)).toEqual(expect.arrayContaining(["FCP", "TTFB"]));

    await page.locator('a[href="/blog/"]:visible').first().click();
    await page.waitForURL("**/blog/");
    await expect.poll(() => named(events, "Page viewed").length).toBe(2);
    expect(named(events, "Page viewed")[1]).toMatchObject({ page: "/blog/", properties: { page_name: "blog_home", path: "/blog/" } });

    await page.goBack();
    await page.waitForURL((url) => url.pathname === "/");
    await expect.poll(() => named(events, "Page viewed").length).toBe(3);
    expect(named(events, "Page viewed")[2].properties.page_name).toBe("home");

    await page.goto("/this-page-does-not-exist/");
    await expect.poll(() => named(events, "Page viewed").length).toBe(4);
    expect(named(events, "Page viewed")[3].properties.page_name).toBe("404");
  });

  test("a form start once per form and page view, as the visitor enters a field, with the visit's source", async ({ page }) => {
    const events = await recordAnalyticsEvents(page);
    const path = buildPath("form_page", "en", { uid: formPageUids.contact.en })!;
    await gotoHydrated(page, `${path}?utm_source=newsletter&utm_medium=email`);
    await expect.poll(() => named(events, "Page viewed").length).toBe(1);
    expect(named(events, "Page viewed")[0]!.properties).toMatchObject({ source: "newsletter", medium: "email" });
    await page.waitForTimeout(500);
    expect(named(events, "Form started")).toHaveLength(0);

    const form = page.locator("[data-testid=form-page-form] form");
    await form.locator('[name="firstName"]').focus();
    await expect.poll(() => named(events, "Form started").length).toBe(1);
    expect(named(events, "Form started")[0]).toMatchObject({ page: path, locale: "en", properties: { form_type: "contact", source: "newsletter", medium: "email" } });
    await form.locator('[name="lastName"]').focus();
    await form.locator('[name="firstName"]').focus();
    await page.waitForTimeout(800);
    expect(named(events, "Form started")).toHaveLength(1);

    // Another page view of the form: another start.
    await gotoHydrated(page, path);
    await page.locator('[data-testid=form-page-form] form [name="firstName"]').focus();
    await expect.poll(() => named(events, "Form started").length).toBe(2);
  });

  test("CTA clicks", async ({ page }) => {
    const events = await recordAnalyticsEvents(page);
    // The page's scripts start after its first paint: a click before they run is a plain link.
    await gotoHydrated(page, "/");
    const cta = page.locator("main [data-cta]").first();
    const [sectionId, label, href] = await Promise.all([cta.getAttribute("data-cta"), cta.innerText(), cta.getAttribute("href")]);
    await cta.click();
    await expect.poll(() => named(events, "CTA clicked").length).toBe(1);
    expect(named(events, "CTA clicked")[0].properties).toEqual({ label: label.trim(), section_id: sectionId, type: "link", link: href });
  });

  test("both scroll events, once each", async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 600 });
    const events = await recordAnalyticsEvents(page);
    await gotoHydrated(page, "/");
    const { scrollable, viewport } = await page.evaluate(() => ({ scrollable: document.documentElement.scrollHeight - innerHeight, viewport: innerHeight }));
    expect(scrollable).toBeGreaterThan(viewport);
    // Half a window height first: only "Page scrolled".
    await page.evaluate((y) => window.scrollTo(0, y), Math.ceil(viewport / 2));
    await expect.poll(() => named(events, "Page scrolled").length).toBe(1);
    expect(named(events, "Half page scroll")).toHaveLength(0);
    await scrollToShare(page, 0.55);
    await expect.poll(() => named(events, "Half page scroll").length).toBe(1);
    await scrollToShare(page, 0);
    await scrollToShare(page, 1);
    await scrollToShare(page, 0.6);
    await page.waitForTimeout(600);
    expect(named(events, "Page scrolled")).toHaveLength(1);
    expect(named(events, "Half page scroll")).toHaveLength(1);
  });

  test("video events with the 25, 50 and 75 percent ratios, no Wistia request before play", async ({ page }) => {
    const requests = recordRequests(page);
    await page.route("https://fast.wistia.com/**", (route) =>
      route.request().url().endsWith("/E-v1.js")
        ? route.fulfill({ contentType: "application/javascript", body: fakeWistiaPlayer })
        : route.fulfill({ status: 204 }),
    );
    const events = await recordAnalyticsEvents(page);
    await page.goto(await pageWithVideo(page));
    const video = page.getByTestId("wistia-video").first();
    await video.scrollIntoViewIfNeeded();
    await page.waitForTimeout(1500);
    expect(requests.filter((request) => request.url().includes("wistia"))).toEqual([]);

    await video.getByRole("button").click();
    await expect.poll(() => page.evaluate(() => "__wistia" in window)).toBe(true);
    expect(requests.some((request) => request.url().startsWith("https://fast.wistia.com/assets/external/E-v1.js"))).toBe(true);
    const emit = (name: string, ...args: number[]) =>
      page.evaluate(([event, values]) => (window as unknown as { __wistia: { emit(...a: unknown[]): void } }).__wistia.emit(event, ...values), [name, args] as const);
    await emit("play");
    await emit("percentwatchedchanged", 0.1, 0);
    await emit("percentwatchedchanged", 0.3, 0.1);
    await emit("pause");
    await emit("seek", 120, 30);
    await emit("percentwatchedchanged", 0.8, 0.3);
    await emit("percentwatchedchanged", 0.9, 0.8);
    await emit("end");

    await expect.poll(() => named(events, "Video ended").length).toBe(1);
    const videoEvents = events.filter((event) => event.name.startsWith("Video"));
    expect(videoEvents.map((event) => [event.name, event.properties.ratio ?? null])).toEqual([
      ["Video played", null],
      ["Video progress", 25],
      ["Video paused", null],
      ["Video seeked", null],
      ["Video progress", 50],
      ["Video progress", 75],
      ["Video ended", null],
    ]);
    expect(videoEvents[0].properties).toMatchObject({ video_id: expect.any(String), title: expect.any(String) });
    expect(named(events, "Video seeked")[0].properties).toMatchObject({ from: 30, to: 120 });
  });
});

test.describe("analytics without analytics consent", () => {
  test("an EU visitor sends nothing until they accept, and nothing after rejecting", async ({ page, context }) => {
    await visitFrom(context, "FR");
    const events = await recordAnalyticsEvents(page);
    await page.goto("/");
    await page.mouse.wheel(0, 3000);
    await page.locator('a[href="/blog/"]:visible').first().click();
    await page.waitForURL("**/blog/");
    await page.waitForTimeout(800);
    expect(events).toEqual([]);

    // Accepting counts the page the visitor is on.
    await page.getByTestId("cookie-banner").getByRole("button", { name: /accept all/i }).click();
    await expect.poll(() => named(events, "Page viewed").length).toBe(1);
    expect(named(events, "Page viewed")[0].page).toBe("/blog/");
  });

  test("a visitor who denied analytics sends nothing", async ({ page, context, baseURL }) => {
    await visitFrom(context, "US");
    await context.addCookies([{ name: "consents", value: encodeURIComponent(JSON.stringify({ ad: true, analytics: false, necessary: true })), url: baseURL! }]);
    const events = await recordAnalyticsEvents(page);
    await page.goto("/");
    await page.mouse.wheel(0, 3000);
    await page.locator("main [data-cta]").first().click();
    await page.waitForTimeout(800);
    expect(events).toEqual([]);
  });

  test("an EU visitor who has not answered the banner starts a form without a form start sent", async ({ page, context }) => {
    await visitFrom(context, "DE");
    const events = await recordAnalyticsEvents(page);
    await gotoHydrated(page, buildPath("form_page", "en", { uid: formPageUids.contact.en })!);
    await page.locator('[data-testid=form-page-form] form [name="firstName"]').focus();
    await page.waitForTimeout(800);
    expect(events).toEqual([]);
  });
});

test("the embedded endpoint stores valid events and refuses bad ones", async ({ request }) => {
  const event = { name: "Page viewed", page: "/", locale: "en", properties: { page_name: "home", path: "/" } };
  expect((await request.post("/api/analytics", { data: { events: [event] } })).status()).toBe(204);
  expect((await request.post("/api/analytics", { data: "{not json", headers: { "content-type": "text/plain" } })).status()).toBe(400);
  expect((await request.post("/api/analytics", { data: { events: [{ ...event, name: "Anything" }] } })).status()).toBe(400);
  expect((await request.get("/api/analytics")).status()).toBe(405);
});
