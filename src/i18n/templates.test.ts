import { describe, expect, it } from "vitest";
import { fillTemplate, messageTemplate } from "./templates";

describe("message templates", () => {
  it("round-trips: the server's template, filled in the browser, reads as the message formatted on the server", () => {
    const t = (key: string, values: Record<string, string>) => `${key}: ${values.code}, current language: ${values.language}`;
    const template = messageTemplate(t, "discovery.languageButton", ["code", "language"]);
    expect(template).toBe("discovery.languageButton: {code}, current language: {language}");
    expect(fillTemplate(template, { code: "DE", language: "Deutsch" })).toBe("discovery.languageButton: DE, current language: Deutsch");
  });

  it("fills every occurrence and numbers, and leaves unknown or inherited names alone", () => {
    expect(fillTemplate("© {year} {brand}, {year}", { year: 2026, brand: "Quillio" })).toBe("© 2026 Quillio, 2026");
    expect(fillTemplate("{missing} and {toString}", {})).toBe("{missing} and {toString}");
  });
});
