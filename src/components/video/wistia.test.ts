import { describe, expect, it } from "vitest";
import { isWistiaHost, isWistiaId } from "./wistia";

describe("Wistia facade guards", () => {
  it("accepts Wistia media ids only", () => {
    expect(isWistiaId("q1ll10web01")).toBe(true);
    for (const id of ["", null, undefined, "abc", "has space", "x".repeat(21), "<script>"]) expect(isWistiaId(id), String(id)).toBe(false);
  });

  it("recognises thumbnails that would contact Wistia before play", () => {
    for (const url of ["https://embed-ssl.wistia.com/deliveries/1.jpg", "https://fast.wistia.net/x.jpg", "https://wistia.com/a.png"]) {
      expect(isWistiaHost(url), url).toBe(true);
    }
    for (const url of ["https://images.prismic.io/quillio/a.jpg", "/content-assets/thumb.svg", "https://notwistia.com/a.png"]) {
      expect(isWistiaHost(url), url).toBe(false);
    }
  });
});
