import { describe, expect, it, vi } from "vitest";
import { createEventBus } from "./events";
import { newScrollEvents, reachedScrollEvents, type ScrollEventName } from "./scroll";
import { buildUserProperties } from "./user-properties";
import { crossedVideoRatios, type VideoRatio } from "./video";

describe("event bus", () => {
  it("delivers typed payloads to listeners until they unsubscribe", () => {
    const bus = createEventBus<{ A: number; B: string }>();
    const a = vi.fn();
    const b = vi.fn();
    const off = bus.on("A", a);
    bus.on("B", b);
    bus.emit("A", 1);
    off();
    bus.emit("A", 2);
    bus.emit("B", "x");
    expect(a.mock.calls).toEqual([[1]]);
    expect(b.mock.calls).toEqual([["x"]]);
  });

  it("keeps notifying after a listener throws", () => {
    const bus = createEventBus<{ A: number }>();
    const error = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const after = vi.fn();
    bus.on("A", () => {
      throw new Error("boom");
    });
    bus.on("A", after);
    bus.emit("A", 1);
    expect(after).toHaveBeenCalledWith(1);
    expect(error).toHaveBeenCalled();
    error.mockRestore();
  });
});

describe("scroll events", () => {
  const page = { scrollHeight: 3000, innerHeight: 800 };

  it("fires Page scrolled at half a window and Half page scroll at half the scrollable height", () => {
    expect(reachedScrollEvents({ ...page, scrollY: 0 })).toEqual([]);
    expect(reachedScrollEvents({ ...page, scrollY: 399 })).toEqual([]);
    expect(reachedScrollEvents({ ...page, scrollY: 400 })).toEqual(["Page scrolled"]);
    expect(reachedScrollEvents({ ...page, scrollY: 1100 })).toEqual(["Half page scroll", "Page scrolled"]);
  });

  it("fires nothing on a page that cannot scroll", () => {
    expect(reachedScrollEvents({ scrollY: 0, scrollHeight: 800, innerHeight: 800 })).toEqual([]);
  });

  it("sends each event once per page view", () => {
    const sent = new Set<ScrollEventName>();
    expect(newScrollEvents({ ...page, scrollY: 500 }, sent)).toEqual(["Page scrolled"]);
    expect(newScrollEvents({ ...page, scrollY: 600 }, sent)).toEqual([]);
    expect(newScrollEvents({ ...page, scrollY: 2200 }, sent)).toEqual(["Half page scroll"]);
    expect(newScrollEvents({ ...page, scrollY: 0 }, sent)).toEqual([]);
    expect(newScrollEvents({ ...page, scrollY: 2200 }, sent)).toEqual([]);
  });
});

describe("video ratios", () => {
  it("reports 25, 50 and 75 percent once each, several at once after a jump", () => {
    const reported = new Set<VideoRatio>();
    expect(crossedVideoRatios(0.1, reported)).toEqual([]);
    expect(crossedVideoRatios(0.25, reported)).toEqual([25]);
    expect(crossedVideoRatios(0.3, reported)).toEqual([]);
    expect(crossedVideoRatios(0.8, reported)).toEqual([50, 75]);
    expect(crossedVideoRatios(1, reported)).toEqual([]);
  });
});

describe("user properties", () => {
  it("copies the initial campaign, the landing page and the enrichment", () => {
    const initial = {
      utm_source: "newsletter",
      utm_medium: "email",
      utm_campaign: "spring",
      utm_content: "",
      utm_term: "",
      landingPage: "https://www.quillio.com/blog/",
      referrer: "",
      gclid: "g1",
    };
    const mostRecent = { ...initial, utm_source: "google", utm_medium: "organic_search", gclid: undefined };
    expect(buildUserProperties("main", { initial, mostRecent }, { domain: "acme.com", confidence: 0.9 })).toEqual({
      variation: "main",
      landing_page: "https://www.quillio.com/blog/",
      initial_utm_source: "newsletter",
      initial_utm_medium: "email",
      initial_utm_campaign: "spring",
      initial_utm_content: "",
      initial_utm_term: "",
      initial_gclid: "g1",
      initial_msclkid: null,
      utm_source: "google",
      utm_medium: "organic_search",
      utm_campaign: "spring",
      utm_content: "",
      utm_term: "",
      gclid: null,
      msclkid: null,
      clearbit_reveal_company_domain: "acme.com",
      clearbit_reveal_confidence: 0.9,
    });
    expect(buildUserProperties("preview", { initial: null, mostRecent: null }, null)).toEqual({ variation: "preview" });
  });
});
