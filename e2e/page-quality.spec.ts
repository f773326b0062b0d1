import { expect, test } from "@playwright/test";
import { ALL_WCAG_TAGS, htmlErrors, pageTypeSample, seriousAxeViolations } from "./support/quality";

/**
 * Accessibility and HTML validity of every page type (each route of the route table that the
 * seed has a document for), in every locale (axe: one locale per type): one browser page reused for axe, one JVM for the
 * Nu HTML checker over the server-rendered documents of every locale.
 */
/** axe's page types are split in a few parts run side by side (the whole crawl in one test ran ten minutes). */
const AXE_PARTS = 3;
for (let part = 0; part < AXE_PARTS; part += 1) {
  test(`axe (every WCAG 2.x A/AA rule, experimental included) finds no serious or critical violation on any page type, part ${part + 1} of ${AXE_PARTS}`, async ({ browser, request }) => {
    // A share of every page type through axe on a shared 2-core machine with two servers running: minutes, not a hang.
    test.setTimeout(400_000);
    const perType = new Map<string, [string, string]>();
    for (const [key, path] of await pageTypeSample(request)) perType.set(key.split(":")[0], perType.get(key.split(":")[0]) ?? [key, path]);
    expect(perType.size).toBeGreaterThan(30);
    const share = [...perType.values()].filter((_, index) => index % AXE_PARTS === part);
    const context = await browser.newContext();
    const page = await context.newPage();
    for (const [key, path] of share) {
      await page.goto(path, { waitUntil: "load" });
      expect.soft(await seriousAxeViolations(page, ALL_WCAG_TAGS), `${key} ${path}`).toEqual([]);
    }
    await context.close();
  });
}

test("the Nu HTML checker reports no error on any page type", async ({ request }) => {
  test.setTimeout(300_000);
  const sample = await pageTypeSample(request);
  expect(sample.size).toBeGreaterThan(40);
  const documents = await Promise.all(
    [...sample].map(async ([key, path]) => ({ name: `${key} ${path}`, html: await (await request.get(path)).text() })),
  );
  const errors = await htmlErrors(documents);
  for (const [name, list] of errors) expect.soft(list, name).toEqual([]);
});
