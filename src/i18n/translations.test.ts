import { describe, expect, it } from "vitest";
import { defaultLocale, locales, type Locale } from "@/routing/locales";
import en from "../../messages/en.json";
import { loadMessages } from "./messages";

type Messages = { [key: string]: string | Messages };
const flatten = (messages: Messages, prefix = ""): [string, string][] =>
  Object.entries(messages).flatMap(([key, value]) => (typeof value === "string" ? [[`${prefix}${key}`, value] as [string, string]] : flatten(value, `${prefix}${key}.`)));

/**
 * Interface strings a language writes as English does, reviewed one by one (names, loanwords, shared words). Any
 * other string equal to its English one is an untranslated string (the German "On demand" badge was one).
 */
const sameAsEnglish: Partial<Record<Locale, string[]>> = {
  de: ["common.brand", "editorial.webinar", "editorial.partnerCategory.lms", "forms.optional", "search.kinds.event", "search.kinds.partner", "discovery.feeds.rss", "discovery.feeds.atom", "discovery.types.webinar", "discovery.types.partner", "discovery.types.page"],
  fr: [
    "common.brand", "blog.pagination", "blog.pageNumber", "marketing.videoDuration", "marketing.modules", "editorial.date", "editorial.duration",
    "editorial.guides", "editorial.partnerCategory.communication", "editorial.partnerCategory.lms", "search.suggestions", "search.kinds.article", "search.kinds.guide", "search.kinds.ebook", "search.kinds.certification",
    "search.kinds.page", "discovery.feeds.rss", "discovery.feeds.atom", "discovery.types.blog_article", "discovery.types.guide_article", "discovery.types.guide", "discovery.types.page",
  ],
};

describe("interface strings", () => {
  const english = new Map(flatten(en as Messages));
  it.each(locales.filter((locale) => locale !== defaultLocale))("%s: every string is translated, or reviewed as written the same", async (lang) => {
    const messages = (await loadMessages(lang)) as Messages & typeof en;
    const untranslated = flatten(messages)
      .filter(([key, value]) => english.get(key) === value && /\p{L}/u.test(value))
      .map(([key]) => key)
      .filter((key) => !sameAsEnglish[lang]?.includes(key));
    expect(untranslated).toEqual([]);
    expect(messages.editorial.onDemand).not.toBe(en.editorial.onDemand);
  });
});
