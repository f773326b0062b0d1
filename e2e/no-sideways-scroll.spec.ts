import { expect, test, type Page } from "@playwright/test";
import { gotoHydrated } from "./support/navigation";
import { pageTypeSample } from "./support/quality";

/**
 * No sideways scroll on a phone (issue 36, item 6): one page of every page type (the route table's routes the sitemap
 * has a page for) in every language, at 320 px (the smallest screen of spec 9) and 390 px, once hydrated. A page
 * fails when its document is wider than the viewport; the message names what sticks out.
 */
const WIDTHS = [320, 390] as const;

/** How far the document reaches past the viewport, and the outermost elements that take it there. */
async function overflow(page: Page): Promise<{ scrollWidth: number; clientWidth: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const clientWidth = root.clientWidth;
    const describe = (element: Element) => {
      const id = element.id ? `#${element.id}` : "";
      const classes = typeof element.className === "string" && element.className ? `.${element.className.trim().split(/\s+/).slice(0, 4).join(".")}` : "";
      const text = (element.textContent ?? "").trim().slice(0, 40);
      return `${element.tagName.toLowerCase()}${id}${classes} (right ${Math.round(element.getBoundingClientRect().right)}) "${text}"`;
    };
    const sticking = [...document.body.querySelectorAll("*")].filter((element) => element.getBoundingClientRect().right > clientWidth + 1);
    // The outermost ones: an element whose parent sticks out too is the parent's doing.
    const culprits = sticking.filter((element) => !element.parentElement || !sticking.includes(element.parentElement)).slice(0, 6).map(describe);
    return { scrollWidth: root.scrollWidth, clientWidth, culprits };
  });
}

for (const locale of ["en", "de", "fr"] as const) {
  test(`${locale}: every page type fits a 320 px and a 390 px phone without scrolling sideways`, async ({ browser, request }) => {
    test.setTimeout(400_000);
    const sample = [...(await pageTypeSample(request, [locale]))];
    expect(sample.length).toBeGreaterThan(25);
    // Each page loads once, at the first width, and is measured again as the phone turns wider (its text is the
    // language's own: a long word overflows in one language only, so every language is measured).
    const context = await browser.newContext({ viewport: { width: WIDTHS[0], height: 800 }, deviceScaleFactor: 2, isMobile: true, hasTouch: true });
    const page = await context.newPage();
    for (const [key, path] of sample) {
      await gotoHydrated(page, path);
      for (const width of WIDTHS) {
        if (page.viewportSize()?.width !== width) {
          await page.setViewportSize({ width, height: 800 });
          // What listens for the resize (media queries in scripts) renders before the page is measured.
          await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))));
        }
        const measured = await overflow(page);
        expect.soft(measured.scrollWidth, `${key} ${path} at ${width} px is ${measured.scrollWidth} px wide: ${measured.culprits.join("; ")}`).toBeLessThanOrEqual(measured.clientWidth);
      }
      await page.setViewportSize({ width: WIDTHS[0], height: 800 });
    }
    await context.close();
  });
}
