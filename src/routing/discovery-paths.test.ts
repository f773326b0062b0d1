import { describe, expect, it } from "vitest";
import { discoveryInternalPath, feedPath, icsPath } from "./discovery-paths";

describe("feed and calendar paths", () => {
  it("sit next to their page in every locale", () => {
    expect(feedPath("blog", "rss", "en")).toBe("/blog/feed.xml");
    expect(feedPath("blog", "atom", "de")).toBe("/de/blog/atom.xml");
    expect(feedPath("category", "rss", "fr", "rh")).toBe("/fr/blog/category/rh/feed.xml");
    expect(feedPath("events", "rss", "fr")).toBe("/fr/evenements/feed.xml");
    expect(feedPath("newsroom", "atom", "en")).toBe("/newsroom/atom.xml");
    expect(feedPath("category", "rss", "en", "../x")).toBeNull();
    expect(icsPath("fr", "w")).toBe("/fr/evenements/w/calendar.ics");
  });

  it("are rewritten to their endpoints", () => {
    expect(discoveryInternalPath("/blog/feed.xml")).toBe("/discovery/feed/en/blog/rss");
    expect(discoveryInternalPath("/de/blog/atom.xml")).toBe("/discovery/feed/de/blog/atom");
    expect(discoveryInternalPath("/fr/blog/category/rh/feed.xml")).toBe("/discovery/category-feed/fr/rh/rss");
    expect(discoveryInternalPath("/newsroom/feed.xml")).toBe("/discovery/feed/en/newsroom/rss");
    expect(discoveryInternalPath("/de/events/atom.xml")).toBe("/discovery/feed/de/events/atom");
    expect(discoveryInternalPath("/events/w/calendar.ics")).toBe("/discovery/ics/en/w");
  });

  it("leave every other file alone", () => {
    expect(discoveryInternalPath("/pricing/feed.xml")).toBeNull();
    expect(discoveryInternalPath("/blog/x/calendar.ics")).toBeNull();
    expect(discoveryInternalPath("/events/calendar.ics")).toBeNull();
    expect(discoveryInternalPath("/blog/category/BAD%20UID/feed.xml")).toBeNull();
    expect(discoveryInternalPath("/sitemap.xml")).toBeNull();
  });
});
