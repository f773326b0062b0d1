import { describe, expect, it } from "vitest";
import { isNotFoundModel } from "./error-model";

const model = {
  title: "Page not found",
  subtitle: "It moved.",
  cards: [
    { label: "Blog", href: "/blog/", accent: false, image: { src: "/content-assets/a.svg", width: 640, height: 480, alt: "" } },
    { label: "Docs", href: "https://docs.example", target: "_blank", accent: true },
    { label: "Soon", href: null, accent: false },
  ],
  home: { label: "Home", href: "/" },
};

describe("the error page's check of /_i18n/{locale}/not-found.json", () => {
  it("accepts the 404 page's content as the endpoint sends it", () => {
    expect(isNotFoundModel(JSON.parse(JSON.stringify(model)))).toBe(true);
  });

  it("ignores anything else (an error body, a proxy's HTML page parsed as null, a changed shape)", () => {
    for (const value of [
      null,
      "<html>",
      { error: { code: "UNKNOWN_LOCALE" } },
      { ...model, cards: "none" },
      { ...model, cards: [{ label: 3, href: "/", accent: false }] },
      { ...model, cards: [{ label: "x", href: "/", accent: "yes" }] },
      { ...model, cards: [{ label: "x", href: "/", accent: false, image: { srcset: "a" } }] },
    ]) {
      expect(isNotFoundModel(value)).toBe(false);
    }
  });
});
