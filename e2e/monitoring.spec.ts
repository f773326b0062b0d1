import { expect, test } from "@playwright/test";
import { visitFrom } from "./privacy-helpers";
import { gotoHydrated } from "./support/navigation";
import { startSiteServer, type SiteServer } from "./support/site-server";

/**
 * Monitoring that can leave (issue 36, item 4): with Datadog configured, the RUM SDK's batch goes to the intake of the
 * configured site (the EU one by default) and the site's own CSP lets it. A server of its own with DATADOG_* set: its
 * SITE_URL differs from the build's, so it renders its pages again, with its settings (as a deployment's build does).
 * The intake is intercepted: nothing leaves the machine.
 */
const sitePort = Number(process.env.E2E_PORT || 3100) + 30;
const INTAKE = "https://browser-intake-datadoghq.eu";
let site: SiteServer;

test.beforeAll(async () => {
  test.setTimeout(120_000);
  site = await startSiteServer(sitePort, { DATADOG_CLIENT_TOKEN: "pubtesttoken0001", DATADOG_APPLICATION_ID: "app-under-test", TRUSTED_PROXY_HOPS: "1" });
});
test.afterAll(async () => site?.stop());
test.use({ baseURL: `http://localhost:${sitePort}` });

test("a RUM batch leaves for the EU intake the CSP allows, with no CSP violation", async ({ page, context }) => {
  // A visitor outside the EU: analytics (and so monitoring) is on by default.
  await visitFrom(context, "US");
  const batches: { url: URL; body: string }[] = [];
  const elsewhere: string[] = [];
  await context.route(/datadoghq|ddog-gov|browser-intake/, async (route) => {
    const url = new URL(route.request().url());
    if (url.origin === INTAKE) batches.push({ url, body: route.request().postData() ?? "" });
    else elsewhere.push(url.href);
    await route.fulfill({ status: 202, body: "" });
  });
  const violations: string[] = [];
  await context.addInitScript(() => {
    document.addEventListener("securitypolicyviolation", (event) => {
      (window as unknown as { __violations: string[] }).__violations ??= [];
      (window as unknown as { __violations: string[] }).__violations.push(`${event.violatedDirective} ${event.blockedURI}`);
    });
  });
  page.on("console", (message) => {
    if (/Content Security Policy/i.test(message.text())) violations.push(message.text());
  });

  const response = await gotoHydrated(page, "/pricing/");
  const policy = response!.headers()["content-security-policy"] ?? "";
  expect(/connect-src ([^;]*)/.exec(policy)?.[1].split(" ")).toContain(INTAKE);
  // The page carries the configured monitoring (not the build's empty one).
  await expect.poll(() => page.evaluate(() => typeof (window as unknown as { DD_RUM?: unknown }).DD_RUM), { timeout: 15_000 }).toBe("object");

  // The SDK sends what it holds when the page is hidden (a tab switched away from).
  await page.evaluate(() => {
    Object.defineProperty(document, "visibilityState", { configurable: true, get: () => "hidden" });
    window.dispatchEvent(new Event("visibilitychange"));
    document.dispatchEvent(new Event("visibilitychange"));
  });
  await expect.poll(() => batches.length, { timeout: 20_000, message: "a RUM batch for the intake" }).toBeGreaterThan(0);

  const [batch] = batches;
  expect(batch.url.pathname).toBe("/api/v2/rum");
  expect(batch.url.searchParams.get("dd-api-key")).toBe("pubtesttoken0001");
  expect(batch.body).toContain("app-under-test");
  expect(batch.body).toContain("marketing-website");
  expect(elsewhere).toEqual([]);
  expect(violations).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __violations?: string[] }).__violations ?? [])).toEqual([]);
});
