import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { internalEvents } from "@/features/analytics/events";
import { captureTrafficSource, getTrafficSource } from "./capture";
import { enrichCompanyDomain, readCompanyDomain } from "./company-domain";

function memoryStorage() {
  const data = new Map<string, string>();
  return { data, getItem: (key: string) => data.get(key) ?? null, setItem: (key: string, value: string) => void data.set(key, value) };
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

describe("captureTrafficSource", () => {
  it("stores the source on a new session, marks the session active and emits TRAFFIC_SOURCE_STORED", () => {
    const document = browser("https://www.quillio.com/?utm_source=a", "", "https://www.google.com/");
    const stored = vi.fn();
    const off = internalEvents.on("TRAFFIC_SOURCE_STORED", stored);
    expect(captureTrafficSource()).toBe(true);
    off();
    expect(document.cookie).toBe("traffic_session=active; Path=/; SameSite=Lax; Secure");
    expect(stored).toHaveBeenCalledWith(expect.objectContaining({ isNewSession: true, mostRecent: expect.objectContaining({ utm_source: "a" }) }));
  });

  it("does nothing while the session is active", () => {
    const storage = memoryStorage();
    browser("https://www.quillio.com/?utm_source=b", "traffic_session=active", "", storage);
    expect(captureTrafficSource()).toBe(false);
    expect(storage.data.size).toBe(0);
  });

  it("migrates the legacy cookie and emits TRAFFIC_SOURCE_LEGACY_COOKIE", () => {
    const legacy = { utm_source: "old", utm_medium: "", utm_campaign: "", utm_content: "", utm_term: "", landingPage: "https://www.quillio.com/", referrer: "" };
    browser("https://www.quillio.com/", `traffic_session=active; traffic_source=${encodeURIComponent(JSON.stringify(legacy))}`);
    const migrated = vi.fn();
    const off = internalEvents.on("TRAFFIC_SOURCE_LEGACY_COOKIE", migrated);
    captureTrafficSource();
    off();
    expect(migrated).toHaveBeenCalledWith(legacy);
    expect(getTrafficSource().initial).toMatchObject({ utm_source: "old", conversionPage: "https://www.quillio.com/" });
  });

  it("logs TRAFFIC_SOURCE_STORE_ERROR when storage fails, without throwing", () => {
    browser("https://www.quillio.com/?utm_source=c", "", "", {
      getItem: () => null,
      setItem: () => {
        throw new DOMException("QuotaExceededError");
      },
    });
    expect(captureTrafficSource()).toBe(false);
    expect(console.error).toHaveBeenCalledWith("[TRAFFIC_SOURCE_STORE_ERROR]", expect.any(DOMException));
    expect(getTrafficSource()).toEqual({ initial: null, mostRecent: null });
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
