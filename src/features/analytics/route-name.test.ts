import { describe, expect, it } from "vitest";
import { routeNameOf } from "./MeasurementClient";

describe("page views name the route from the app folder the page is served from", () => {
  it.each([
    [[], "home"],
    [["__PAGE__"], "home"],
    [["blog_article", "managers-as-coaches"], "blog_article"],
    [["page", "company", "about-us"], "page"],
    [["not_found"], "404"],
  ])("%j → %s", (segments, name) => {
    expect(routeNameOf(segments)).toBe(name);
  });
});
