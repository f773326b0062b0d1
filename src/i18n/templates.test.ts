import { createTranslator } from "next-intl";
import { describe, expect, it } from "vitest";
import { locales } from "@/routing/locales";
import { loadMessages } from "./messages";
import { fillPlural, fillTemplate, messageTemplate, pluralTemplates } from "./templates";

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

  it("fills the hubs' result counts as next-intl formats them, in every language and plural category", async () => {
    for (const locale of locales) {
      const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "editorial" });
      const templates = pluralTemplates(t, "resultsCount", "count", locale);
      const format = t as unknown as (key: string, values: { count: number }) => string;
      // 0 has a message of its own (=0), which the hubs take as their "none" label.
      for (const count of [1, 2, 3, 5, 11, 21, 101, 1000, 1000000]) expect(fillPlural(templates, "count", count, locale), `${locale} ${count}`).toBe(format("resultsCount", { count }));
    }
  });
});
