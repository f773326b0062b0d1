import { describe, expect, it } from "vitest";
import { locales } from "@/routing/locales";
import { loadPageLabels } from "./page-labels";
import { fillTemplate } from "./templates";

const strings = (value: unknown): string[] => (typeof value === "string" ? [value] : Object.values(value as object).flatMap(strings));

describe("page labels (what every page's client code says, formatted on the server)", () => {
  it.each(locales)("%s: every label is a real string, no key and no unformatted message", async (locale) => {
    const labels = await loadPageLabels(locale);
    for (const label of strings(labels)) {
      expect(label.trim()).not.toBe("");
      expect(label).not.toMatch(/^(navbar|languageSwitcher|discovery|error|notFound|footer|marketing|consent)\./);
      expect(label).not.toMatch(/\{\w+,/);
    }
  });

  it("templates keep their placeholders for the browser to fill", async () => {
    const { navbar, languages, error, embed, video } = await loadPageLabels("de");
    expect(fillTemplate(navbar.submenu, { label: "Produkt" })).toContain("Produkt");
    expect(fillTemplate(languages.button, { code: "DE", language: "Deutsch" })).toBe("DE, aktuelle Sprache: Deutsch");
    expect(fillTemplate(error.reference, { reference: "abc123" })).toContain("abc123");
    expect(fillTemplate(error.copyright, { year: 2026 })).toContain("2026");
    expect(fillTemplate(embed.load, { title: "Demo" })).toContain("Demo");
    expect(fillTemplate(video.play, { title: "Demo" })).toContain("Demo");
  });
});
