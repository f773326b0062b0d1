import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { enrichCompanyDomain, readCompanyDomain } from "./company-domain";

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
  };
}

/** A page at `href` with the given cookie string, referrer and local storage. */
function browser(href: string, cookie = "", referrer = "", storage: object = memoryStorage()) {
  const document = { cookie, referrer };
  const url = new URL(href);
  vi.stubGlobal("document", document);
  vi.stubGlobal("location", { href, hostname: url.hostname, protocol: url.protocol });
  vi.stubGlobal("localStorage", storage);
  return document;
}

beforeEach(() => vi.spyOn(console, "error").mockImplementation(() => undefined));
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

/** A fresh page: the capture keeps its state for the page's life. */
async function page() {
  vi.resetModules();
  const capture = await import("./capture");
  const { internalEvents } = await import("@/features/analytics/events");
  return { ...capture, internalEvents };
}

const legacy = { utm_source: "old", utm_medium: "", utm_campaign: "", utm_content: "", utm_term: "", landingPage: "https://www.quillio.com/", referrer: "" };

describe("captureTrafficSource", () => {
  it("keeps a new session's source in memory until analytics is granted, then writes it once", async () => {
    const storage = memoryStorage();
    const document = browser("https://www.quillio.com/?utm_source=a", "", "https://www.google.com/", storage);
    const { captureTrafficSource, applyTrafficSourceConsent, readTrafficSource, internalEvents } = await page();
    const stored = vi.fn();
    const off = internalEvents.on("TRAFFIC_SOURCE_STORED", stored);
    expect(captureTrafficSource()).toBe(true);
    expect(storage.data.size).toBe(0);
    expect(document.cookie).toBe("");
    expect(readTrafficSource().mostRecent).toMatchObject({ utm_source: "a", referrer: "https://www.google.com/" });

    applyTrafficSourceConsent(true);
    applyTrafficSourceConsent(true);
    off();
    expect(JSON.parse(storage.data.get("traffic_source_initial")!)).toMatchObject({ utm_source: "a", referrer: "https://www.google.com/" });
    expect(JSON.parse(storage.data.get("traffic_source_most_recent")!)).toMatchObject({ utm_source: "a" });
    expect(document.cookie).toBe("traffic_session=active; Path=/; SameSite=Lax; Secure");
    expect(stored).toHaveBeenCalledOnce();
    expect(stored).toHaveBeenCalledWith(expect.objectContaining({ isNewSession: true, mostRecent: expect.objectContaining({ utm_source: "a" }) }));
  });

  it("writes at once when analytics was granted before the capture (a returning visitor who said yes)", async () => {
    const storage = memoryStorage();
    browser("https://www.quillio.com/?utm_source=granted", "", "", storage);
    const { captureTrafficSource, applyTrafficSourceConsent } = await page();
    applyTrafficSourceConsent(true);
    captureTrafficSource();
    expect(JSON.parse(storage.data.get("traffic_source_most_recent")!)).toMatchObject({ utm_source: "granted" });
  });

  it("never writes when analytics is refused, yet a form still gets the source; an earlier consent's records are erased", async () => {
    const storage = memoryStorage();
    storage.data.set("traffic_source_initial", JSON.stringify(legacy));
    const document = browser("https://www.quillio.com/pricing/?utm_source=b", "", "", storage);
    const { captureTrafficSource, applyTrafficSourceConsent, getTrafficSource } = await page();
    captureTrafficSource();
    applyTrafficSourceConsent(false);
    expect(storage.data.size).toBe(0);
    expect(getTrafficSource().mostRecent).toMatchObject({ utm_source: "b", conversionPage: "https://www.quillio.com/pricing/" });
    expect(storage.data.size).toBe(0);
    expect(document.cookie).not.toContain("traffic_session=active");
  });

  it("does nothing while the session is active", async () => {
    const storage = memoryStorage();
    browser("https://www.quillio.com/?utm_source=b", "traffic_session=active", "", storage);
    const { captureTrafficSource, applyTrafficSourceConsent } = await page();
    expect(captureTrafficSource()).toBe(false);
    applyTrafficSourceConsent(true);
    expect(storage.data.size).toBe(0);
  });

  it("migrates the legacy cookie once analytics is granted and emits TRAFFIC_SOURCE_LEGACY_COOKIE", async () => {
    const storage = memoryStorage();
    browser("https://www.quillio.com/", `traffic_session=active; traffic_source=${encodeURIComponent(JSON.stringify(legacy))}`, "", storage);
    const { captureTrafficSource, applyTrafficSourceConsent, getTrafficSource, internalEvents } = await page();
    const migrated = vi.fn();
    const off = internalEvents.on("TRAFFIC_SOURCE_LEGACY_COOKIE", migrated);
    captureTrafficSource();
    expect(migrated).not.toHaveBeenCalled();
    applyTrafficSourceConsent(true);
    off();
    expect(migrated).toHaveBeenCalledWith(legacy);
    expect(getTrafficSource().initial).toMatchObject({ utm_source: "old", conversionPage: "https://www.quillio.com/" });
  });

  it("logs TRAFFIC_SOURCE_STORE_ERROR when storage fails, without throwing", async () => {
    browser("https://www.quillio.com/?utm_source=c", "", "", {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("QuotaExceededError");
      },
    });
    const { captureTrafficSource, applyTrafficSourceConsent, getTrafficSource } = await page();
    expect(captureTrafficSource()).toBe(true);
    applyTrafficSourceConsent(true);
    expect(console.error).toHaveBeenCalledWith("[TRAFFIC_SOURCE_STORE_ERROR]", expect.any(DOMException));
    // What could not be written stays in memory: a form still carries it.
    expect(getTrafficSource().mostRecent).toMatchObject({ utm_source: "c" });
  });
});

describe("company-domain enrichment", () => {
  it("keeps the domain and confidence", async () => {
    browser("https://www.quillio.com/");
    vi.stubGlobal("fetch", vi.fn(async () => Response.json({ domain: "acme.com", confidence: 0.8 })));
    expect(await enrichCompanyDomain()).toEqual({ domain: "acme.com", confidence: 0.8 });
    expect(readCompanyDomain()).toEqual({ domain: "acme.com", confidence: 0.8 });
  });

  it.each([
    ["an error status", async () => new Response("down", { status: 503 })],
    ["an unexpected body", async () => Response.json({ company: "acme" })],
    ["a network failure", async () => Promise.reject(new TypeError("Failed to fetch"))],
  ])("logs and stays silent on %s", async (_, answer) => {
    browser("https://www.quillio.com/");
    vi.stubGlobal("fetch", vi.fn(answer));
    expect(await enrichCompanyDomain()).toBeNull();
    expect(console.error).toHaveBeenCalledWith("[CLEARBIT REVEAL ERROR]", expect.anything());
    expect(readCompanyDomain()).toBeNull();
  });
});
