// The first page view when the consent state waits for the visitor's country (/api/geo): counted once, with consent.
import { afterEach, describe, expect, it, vi } from "vitest";

const tracked: string[] = [];
vi.mock("./analytics", () => ({
  configureAnalytics: () => undefined,
  setAnalyticsOptOut: () => undefined,
  setUserProperties: () => undefined,
  trackEvent: (name: string) => tracked.push(name),
}));
const consentsApplied: boolean[] = [];
vi.mock("@/features/tracking/capture", () => ({
  applyTrafficSourceConsent: (granted: boolean) => consentsApplied.push(granted),
  captureTrafficSource: () => false,
  readTrafficSource: () => null,
}));
vi.mock("./user-properties", () => ({ buildUserProperties: () => ({}) }));
vi.mock("@/features/tracking/company-domain", () => ({ enrichCompanyDomain: async () => null, readCompanyDomain: () => null }));
vi.mock("@/features/monitoring/svg-errors", () => ({ watchSvgLoadErrors: () => undefined }));
vi.mock("@/features/monitoring/web-vitals", () => ({ observeWebVitals: async () => undefined }));

function browser(country: string | null) {
  let answer: (value: Response) => void = () => undefined;
  const document = { cookie: "", head: { appendChild: () => undefined }, getElementById: () => null, createElement: () => ({}), title: "Pricing" };
  vi.stubGlobal("document", document);
  vi.stubGlobal("location", { protocol: "https:", pathname: "/pricing/" });
  const target = { document, fetch: () => new Promise<Response>((resolve) => (answer = resolve)) } as unknown as Window;
  vi.stubGlobal("window", target);
  return { target, answer: () => answer(Response.json({ country })) };
}

afterEach(() => {
  vi.unstubAllGlobals();
  tracked.length = 0;
  consentsApplied.length = 0;
});

describe("the first page view while the country is asked", () => {
  it.each([
    ["US", 1],
    ["FR", 0],
  ] as const)("counts once the state is known: %s gives %i view(s)", async (country, views) => {
    vi.resetModules();
    const { answer } = browser(country);
    const { startMeasurement, trackPageView } = await import("./measurement");
    const { useConsentStore } = await import("@/features/consent/store");
    startMeasurement({ emailDomain: "quillio.example", variation: "main" });
    trackPageView("pricing");
    expect(tracked).toEqual([]);
    answer();
    await vi.waitFor(() => expect(useConsentStore.getState().isInitialized).toBe(true));
    expect(tracked.filter((name) => name === "Page viewed")).toHaveLength(views);
  });

  it.each([
    ["US", [true]],
    ["FR", [false]],
  ] as const)("applies the traffic source's consent only once it is known (%s), never a refusal while the country is asked", async (country, applied) => {
    vi.resetModules();
    const { answer } = browser(country);
    const { startMeasurement } = await import("./measurement");
    const { useConsentStore } = await import("@/features/consent/store");
    startMeasurement({ emailDomain: "quillio.example", variation: "main" });
    // A refusal now would erase a returning visitor's stored source and the legacy cookie.
    expect(consentsApplied).toEqual([]);
    answer();
    await vi.waitFor(() => expect(useConsentStore.getState().isInitialized).toBe(true));
    expect(consentsApplied).toEqual(applied);
  });
});
