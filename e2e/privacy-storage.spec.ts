import { expect, test, type BrowserContext, type Page } from "@playwright/test";
import { inventoryItem, type StorageArea } from "../src/lib/storage-inventory";
import { buildPath, formPageUids } from "../src/routing/routes";
import { fillForm, formDefinitions, uniqueEmail, validAnswers } from "./support/forms";
import { gotoHydrated } from "./support/navigation";

/**
 * Consent says and does the same (issue 36, item 7): after a visit that uses the site's features, everything the
 * browser holds for the site is in the inventory and named by the cookie policy; withdrawing consent leaves nothing of
 * the withdrawn category (the company-domain enrichment included).
 */
interface Stored {
  area: StorageArea;
  name: string;
}

async function storedBySite(page: Page, context: BrowserContext): Promise<Stored[]> {
  const host = new URL(page.url()).hostname;
  const cookies = (await context.cookies()).filter((cookie) => cookie.domain.replace(/^\./, "") === host).map((cookie) => ({ area: "cookie" as const, name: cookie.name }));
  const storage = await page.evaluate(() => ({
    localStorage: Object.keys(localStorage),
    sessionStorage: Object.keys(sessionStorage),
  }));
  return [
    ...cookies,
    ...storage.localStorage.map((name) => ({ area: "localStorage" as const, name })),
    ...storage.sessionStorage.map((name) => ({ area: "sessionStorage" as const, name })),
  ];
}

const banner = (page: Page) => page.locator('[data-testid="cookie-banner"][data-consent-banner="shown"]');

test("everything the browser keeps is named by the cookie policy, and withdrawing consent erases every trace of it", async ({ page, context }) => {
  test.setTimeout(120_000);
  // An EU visitor (everything denied until chosen), a client of its own for the rate limits.
  await context.setExtraHTTPHeaders({ "x-country": "FR", "x-forwarded-for": "198.18.37.7" });

  // A visit from a campaign, consent given: the source, the session and the company-domain enrichment are written.
  await page.goto("/?utm_source=newsletter&utm_medium=email&utm_campaign=truth");
  await banner(page).getByRole("button", { name: /accept all/i }).click();
  await expect.poll(() => page.evaluate(() => localStorage.getItem("company_domain")), { message: "the company-domain enrichment" }).not.toBeNull();

  // The announcement closed; a form half typed; a maturity answer; a form sent (the address kept for analytics).
  await page.locator("[data-promotion]").getByRole("button").click();
  await gotoHydrated(page, buildPath("form_page", "en", { uid: formPageUids.contact.en })!);
  await page.locator("form[data-form-type=contact] [name=firstName]").fill("Ada");
  await gotoHydrated(page, buildPath("maturity_model", "en")!);
  await page.getByRole("radio").first().check();
  await gotoHydrated(page, buildPath("form_page", "en", { uid: formPageUids.demo.en })!);
  const email = uniqueEmail("storage");
  await fillForm(page, "form[data-form-type=demo]", validAnswers(formDefinitions.demo, email));
  await page.locator("form[data-form-type=demo] button[type=submit]").click();
  await expect(page.getByTestId("form-completion")).toBeVisible();
  await gotoHydrated(page, "/de/");

  const stored = await storedBySite(page, context);
  const seen = (area: StorageArea, name: string) => stored.some((entry) => entry.area === area && (entry.name === name || entry.name.startsWith(name)));
  // What this visit must have stored (the check below is not an empty one).
  for (const [area, name] of [
    ["cookie", "consents"], ["cookie", "viewport"], ["cookie", "geo_country"], ["cookie", "traffic_session"], ["cookie", "last_submitted_email"],
    ["localStorage", "traffic_source_initial"], ["localStorage", "company_domain"], ["localStorage", "promotion_dismissed"],
    ["sessionStorage", "form_draft:"], ["sessionStorage", "maturity_model:"],
  ] as const) expect(seen(area, name), `${area} ${name}`).toBe(true);

  // Every entry is the inventory's, and the cookie policy (in the visitor's language) names it.
  await gotoHydrated(page, buildPath("legal_document", "de", { uid: "cookie-richtlinie" })!);
  const policy = await page.locator("main").innerText();
  for (const entry of stored) {
    const item = inventoryItem(entry.area, entry.name);
    expect(item, `${entry.area} ${entry.name} is not in the inventory`).toBeDefined();
    expect(policy, `the cookie policy names ${entry.name}`).toContain(item!.name.replace(/\*$/, "…"));
  }

  // Withdrawn: every trace of measurement goes; what is necessary stays.
  await page.getByRole("button", { name: "Cookie-Einstellungen" }).click();
  await page.getByRole("dialog").getByRole("button", { name: /alle ablehnen/i }).click();
  await expect(page.getByRole("dialog")).toBeHidden();
  await expect
    .poll(async () => (await storedBySite(page, context)).filter((entry) => inventoryItem(entry.area, entry.name)?.category !== "necessary").map((entry) => `${entry.area} ${entry.name}`))
    .toEqual([]);
  const after = await storedBySite(page, context);
  for (const name of ["consents", "viewport", "geo_country"]) expect(after.some((entry) => entry.area === "cookie" && entry.name === name), name).toBe(true);
  // A reload keeps it so: nothing is written again without consent.
  await page.reload();
  await expect(page.locator("html[data-hydrated]")).toBeAttached();
  expect((await storedBySite(page, context)).filter((entry) => inventoryItem(entry.area, entry.name)?.category !== "necessary")).toEqual([]);
});

test("a visitor who said no finds what measurement left before erased on arrival; one who said nothing loads no eraser", async ({ page, context, baseURL }) => {
  await context.setExtraHTTPHeaders({ "x-country": "FR", "x-forwarded-for": "198.18.37.8" });
  // Which loaded scripts carry the inventory's optional entries (a name only they hold).
  const withInventory: string[] = [];
  page.on("response", async (response) => {
    if (response.request().resourceType() !== "script") return;
    const body = await response.text().catch(() => "");
    if (body.includes("_uetvid")) withInventory.push(response.url());
  });
  // A first visit holds only necessary entries: the inventory's other entries and the eraser are not loaded.
  await gotoHydrated(page, "/");
  await page.waitForLoadState("networkidle");
  expect(withInventory).toEqual([]);

  // Traces of an earlier yes (Google's cookies, the traffic source), then a no: they go as the next page loads.
  await context.addCookies([
    { name: "consents", value: encodeURIComponent(JSON.stringify({ ad: false, analytics: false, necessary: true })), url: baseURL! },
    { name: "_ga", value: "GA1.1.42", url: baseURL! },
    { name: "_gcl_au", value: "1.1.42", url: baseURL! },
  ]);
  await page.evaluate(() => localStorage.setItem("traffic_source_initial", JSON.stringify({ utm_source: "old" })));
  await gotoHydrated(page, "/pricing/");
  await expect
    .poll(async () => (await storedBySite(page, context)).filter((entry) => inventoryItem(entry.area, entry.name)?.category !== "necessary").map((entry) => `${entry.area} ${entry.name}`))
    .toEqual([]);
  expect(withInventory.length).toBeGreaterThan(0);
});
