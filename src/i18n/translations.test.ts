import { describe, expect, it } from "vitest";
import de from "../../messages/de.json";
import en from "../../messages/en.json";
import fr from "../../messages/fr.json";

type Messages = { [key: string]: string | Messages };
const flatten = (messages: Messages, prefix = ""): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));

/**
 * Interface strings a language writes as English does, reviewed one by one (names, loanwords, shared words). Any
 * other string equal to its English one is an untranslated string (the German "On demand" badge was one).
 */
const sameAsEnglish: Record<"de" | "fr", string[]> = {
  de: ["common.brand", "languageSwitcher.en", "languageSwitcher.de", "languageSwitcher.fr", "editorial.webinar", "editorial.partnerCategory.lms", "forms.optional", "search.kinds.event", "search.kinds.partner", "discovery.feeds.rss", "discovery.feeds.atom", "discovery.types.webinar", "discovery.types.partner", "discovery.types.page"],
  fr: [
    "common.brand", "languageSwitcher.en", "languageSwitcher.de", "languageSwitcher.fr", "blog.pagination", "blog.pageNumber", "marketing.videoDuration", "marketing.modules", "editorial.date", "editorial.duration",
    "editorial.guides", "editorial.partnerCategory.communication", "editorial.partnerCategory.lms", "search.suggestions", "search.kinds.article", "search.kinds.guide", "search.kinds.ebook", "search.kinds.certification",
    "search.kinds.page", "discovery.feeds.rss", "discovery.feeds.atom", "discovery.types.blog_article", "discovery.types.guide_article", "discovery.types.guide", "discovery.types.page",
  ],
};

describe("interface strings", () => {
  const english = new Map(flatten(en as Messages));
  for (const [lang, messages] of [["de", de], ["fr", fr]] as const) {
    it(`${lang}: every string is translated, or reviewed as written the same`, () => {
      const untranslated = flatten(messages as Messages)
        .filter(([key, value]) => english.get(key) === value && /\p{L}/u.test(value))
        .map(([key]) => key)
        .filter((key) => !sameAsEnglish[lang].includes(key));
      expect(untranslated).toEqual([]);
      expect(messages.editorial.onDemand).not.toBe(en.editorial.onDemand);
    });
  }
});
