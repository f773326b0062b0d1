import { expect, type BrowserContext, type Page, type Request } from "@playwright/test";

/** A visitor's country as the hosting platform reports it; null sends no geolocation header. */
export async function visitFrom(context: BrowserContext, country: string | null, header: "x-country" | "x-nf-geo" = "x-country") {
  if (country === null) return;
  const value = header === "x-nf-geo" ? Buffer.from(JSON.stringify({ city: "Somewhere", country: { code: country } })).toString("base64") : country;
  await context.setExtraHTTPHeaders({ [header]: value });
}

/** Every request the page makes, recorded from before the first navigation. */
export function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on("request", (request) => requests.push(request));
  return requests;
}

/** Hosts other than the site's own among the recorded requests (data: and blob: URLs are local). */
export function thirdPartyHosts(requests: Request[], baseURL: string): string[] {
  const own = new URL(baseURL).host;
  return [
    ...new Set(
      requests
        .map((request) => new URL(request.url()))
        .filter((url) => url.protocol.startsWith("http") && url.host !== own)
        .map((url) => url.host),
    ),
  ];
}

export interface ConsentCookie {
  ad: boolean;
  analytics: boolean;
  necessary: boolean;
}

export async function consentsCookie(context: BrowserContext): Promise<ConsentCookie | null> {
  const cookie = (await context.cookies()).find((entry) => entry.name === "consents");
  return cookie ? (JSON.parse(decodeURIComponent(cookie.value)) as ConsentCookie) : null;
}

/** Google consent mode commands pushed to the dataLayer, in order. */
export async function consentCommands(page: Page): Promise<[string, string, Record<string, unknown>][]> {
  return page.evaluate(() =>
    ((window as unknown as { dataLayer?: unknown[] }).dataLayer ?? [])
      .map((entry) => Array.from(entry as ArrayLike<unknown>))
      .filter((entry) => entry[0] === "consent") as [string, string, Record<string, unknown>][],
  );
}

/** The consent state the page applied last (default, then updates). */
export async function appliedConsent(page: Page): Promise<Record<string, unknown>> {
  await expect.poll(async () => (await consentCommands(page)).length).toBeGreaterThan(0);
  const commands = await consentCommands(page);
  return commands[commands.length - 1][2];
}

export function googleConsent(granted: { ad: boolean; analytics: boolean; necessary: boolean }) {
  const value = (flag: boolean) => (flag ? "granted" : "denied");
  return {
    ad_storage: value(granted.ad),
    ad_user_data: value(granted.ad),
    ad_personalization: value(granted.ad),
    analytics_storage: value(granted.analytics),
    functionality_storage: value(granted.necessary),
  };
}

export interface RecordedEvent {
  name: string;
  page: string;
  locale: string;
  properties: Record<string, unknown>;
}

/**
 * Embedded analytics events the page sends to /api/analytics, across navigations. Beacons carry
 * no body Playwright can read, so the page's sendBeacon is observed (then called as usual).
 * Every answer of the endpoint is checked to be 204 (stored).
 */
export async function recordAnalyticsEvents(page: Page): Promise<RecordedEvent[]> {
  const events: RecordedEvent[] = [];
  await page.exposeFunction("__recordAnalytics", (body: string) => {
    events.push(...(JSON.parse(body) as { events: RecordedEvent[] }).events);
  });
  await page.addInitScript(() => {
    const send = navigator.sendBeacon.bind(navigator);
    const record = (window as unknown as { __recordAnalytics(body: string): void }).__recordAnalytics;
    navigator.sendBeacon = (url, data) => {
      if (String(url).endsWith("/api/analytics") && typeof data === "string") void record(data);
      return send(url, data);
    };
  });
  page.on("response", (response) => {
    if (new URL(response.url()).pathname === "/api/analytics") expect(response.status()).toBe(204);
  });
  return events;
}
