import { describe, expect, it } from "vitest";
import {
  buildTrafficSource,
  flushTrafficSources,
  INITIAL_TRAFFIC_SOURCE_KEY,
  migrateLegacyTrafficSource,
  MOST_RECENT_TRAFFIC_SOURCE_KEY,
  readTrafficSources,
  storeConversionPage,
  storeTrafficSource,
  type KeyValueStorage,
} from "./traffic-source";

function memoryStorage(initial: Record<string, string> = {}): KeyValueStorage & { data: Map<string, string> } {
  const data = new Map(Object.entries(initial));
  return { data, getItem: (key) => data.get(key) ?? null, setItem: (key, value) => void data.set(key, value) };
}

const context = { ownHost: "www.quillio.com" };
const visit = (url: string, referrer = "") => buildTrafficSource(new URL(url), referrer, context);

describe("buildTrafficSource", () => {
  it("records the UTM parameters, landing page and referrer", () => {
    const record = visit(
      "https://www.quillio.com/blog/?utm_source=newsletter&utm_medium=email&utm_campaign=spring&utm_content=hero&utm_term=lms&utm_campaign_id=42&utm_ad_id=7#top",
      "https://www.google.com/",
    );
    expect(record).toEqual({
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_content: "hero",
      utm_term: "lms",
      utm_campaign_id: "42",
      utm_ad_id: "7",
      landingPage: "https://www.quillio.com/blog/",
      referrer: "https://www.google.com/",
    });
  });

  it("maps the referrer without campaign parameters", () => {
    expect(visit("https://www.quillio.com/", "https://www.linkedin.com/feed/")).toMatchObject({
      utm_source: "linkedin.com",
      utm_medium: "organic_social",
      utm_campaign: "",
    });
    expect(visit("https://www.quillio.com/")).toMatchObject({ utm_source: "$direct", utm_medium: "$direct", referrer: "" });
    expect(visit("https://www.quillio.com/", "https://news.ycombinator.com/item")).toMatchObject({
      utm_source: "news.ycombinator.com",
      utm_medium: "$referring_site",
    });
  });

  it("keeps click ids and marks paid clicks without UTM", () => {
    expect(visit("https://www.quillio.com/?gclid=abc", "https://www.google.com/")).toMatchObject({
      gclid: "abc",
      utm_source: "google",
      utm_medium: "cpc",
    });
    expect(visit("https://www.quillio.com/?msclkid=xyz")).toMatchObject({ msclkid: "xyz", utm_source: "bing", utm_medium: "cpc" });
    expect(visit("https://www.quillio.com/?gclid=abc&utm_source=partner")).toMatchObject({ gclid: "abc", utm_source: "partner", utm_medium: "" });
  });
});

describe("storeTrafficSource", () => {
  it("sets the initial source once and the most recent on every new session", () => {
    const storage = memoryStorage();
    const first = visit("https://www.quillio.com/?utm_source=a");
    const second = visit("https://www.quillio.com/pricing/?utm_source=b");
    expect(storeTrafficSource(storage, first)).toEqual({ initial: first, mostRecent: first });
    expect(storeTrafficSource(storage, second)).toEqual({ initial: first, mostRecent: second });
    expect(readTrafficSources(storage)).toEqual({ initial: first, mostRecent: second });
  });

  it("replaces an initial record that has no landing page or is malformed", () => {
    const record = visit("https://www.quillio.com/?utm_source=a");
    expect(storeTrafficSource(memoryStorage({ [INITIAL_TRAFFIC_SOURCE_KEY]: "{oops" }), record).initial).toEqual(record);
    const noLanding = JSON.stringify({ ...record, landingPage: "" });
    expect(storeTrafficSource(memoryStorage({ [INITIAL_TRAFFIC_SOURCE_KEY]: noLanding }), record).initial).toEqual(record);
  });
});

describe("flushTrafficSources", () => {
  it("writes what waited in memory: the initial source only if none is stored, the most recent always", () => {
    const earlier = visit("https://www.quillio.com/?utm_source=earlier");
    const now = { ...visit("https://www.quillio.com/blog/?utm_source=now"), conversionPage: "https://www.quillio.com/newsletter-form/" };
    const pending = memoryStorage();
    storeTrafficSource(pending, now);
    const device = memoryStorage();
    expect(flushTrafficSources(pending, device)).toEqual({ initial: now, mostRecent: now });
    const returning = memoryStorage({ [INITIAL_TRAFFIC_SOURCE_KEY]: JSON.stringify(earlier) });
    expect(flushTrafficSources(pending, returning)).toEqual({ initial: earlier, mostRecent: now });
  });

  it("writes nothing when nothing waits", () => {
    const device = memoryStorage();
    expect(flushTrafficSources(memoryStorage(), device)).toEqual({ initial: null, mostRecent: null });
    expect(device.data.size).toBe(0);
  });
});

describe("storeConversionPage", () => {
  it("stores the conversion page once for the initial source and always for the most recent", () => {
    const storage = memoryStorage();
    storeTrafficSource(storage, visit("https://www.quillio.com/?utm_source=a"));
    storeConversionPage(storage, "https://www.quillio.com/demo/");
    const after = storeConversionPage(storage, "https://www.quillio.com/free-trial/");
    expect(after.initial?.conversionPage).toBe("https://www.quillio.com/demo/");
    expect(after.mostRecent?.conversionPage).toBe("https://www.quillio.com/free-trial/");
    expect(readTrafficSources(storage)).toEqual(after);
  });

  it("does nothing without stored records", () => {
    const storage = memoryStorage();
    expect(storeConversionPage(storage, "https://www.quillio.com/demo/")).toEqual({ initial: null, mostRecent: null });
    expect(storage.data.size).toBe(0);
  });
});

describe("migrateLegacyTrafficSource", () => {
  const legacy = visit("https://www.quillio.com/?utm_source=legacy");

  it("moves a valid legacy record to the initial source", () => {
    const storage = memoryStorage();
    expect(migrateLegacyTrafficSource(storage, JSON.stringify(legacy))).toEqual(legacy);
    expect(readTrafficSources(storage).initial).toEqual(legacy);
    expect(storage.data.has(MOST_RECENT_TRAFFIC_SOURCE_KEY)).toBe(false);
  });

  it("keeps an existing initial source and ignores malformed cookies", () => {
    const existing = visit("https://www.quillio.com/?utm_source=first");
    const storage = memoryStorage({ [INITIAL_TRAFFIC_SOURCE_KEY]: JSON.stringify(existing) });
    migrateLegacyTrafficSource(storage, JSON.stringify(legacy));
    expect(readTrafficSources(storage).initial).toEqual(existing);
    expect(migrateLegacyTrafficSource(memoryStorage(), "%%%")).toBeNull();
    expect(migrateLegacyTrafficSource(memoryStorage(), JSON.stringify({ utm_source: 1 }))).toBeNull();
  });
});
