import { describe, expect, it } from "vitest";
import { classifyReferrer } from "./referrer";

const context = { ownHost: "www.quillio.com" };

describe("classifyReferrer", () => {
  it.each([
    ["https://www.google.com/", "organic_search"],
    ["https://www.google.de/search?q=lms", "organic_search"],
    ["https://www.bing.com/", "organic_search"],
    ["https://search.yahoo.co.jp/", "organic_search"],
    ["https://yandex.ru/", "organic_search"],
    ["https://duckduckgo.com/", "organic_search"],
    ["https://l.facebook.com/", "organic_social"],
    ["https://www.instagram.com/", "organic_social"],
    ["https://www.linkedin.com/feed/", "organic_social"],
    ["https://old.reddit.com/r/elearning", "organic_social"],
    ["https://www.tiktok.com/", "organic_social"],
    ["https://t.co/abc", "organic_social"],
    ["https://m.youtube.com/watch?v=1", "organic_social"],
    ["https://www.producthunt.com/posts/quillio", "organic_directory"],
    ["https://mail.quillio.com/c/123", "organic_emailing"],
    ["https://links.mail.quillio.com/c/123", "organic_emailing"],
    ["https://www.quillio.com/blog/", "$direct"],
    ["https://quillio.com/", "$direct"],
    ["", "$direct"],
    [null, "$direct"],
    ["not a url", "$direct"],
    ["android-app://com.slack/", "$direct"],
    ["https://news.ycombinator.com/", "$referring_site"],
    ["https://googleblog.example.org/", "$referring_site"],
    ["https://notquillio.com/", "$referring_site"],
    ["https://t.com/", "$referring_site"],
  ])("%s → %s", (referrer, channel) => {
    expect(classifyReferrer(referrer, context)).toBe(channel);
  });

  it("uses the configured email domain", () => {
    expect(classifyReferrer("https://news.example.com/", { ...context, emailDomain: "news.example.com" })).toBe("organic_emailing");
    expect(classifyReferrer("https://mail.quillio.com/", { ...context, emailDomain: "news.example.com" })).toBe("$referring_site");
  });
});
