import { XMLParser, XMLValidator } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { escapeXml, FEED_LIMIT, renderAtom, renderRss, sortItems, sortUpcoming, type Feed } from "./xml";

const parser = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" || name === "entry" || name === "category" });

const feed: Feed = {
  title: "Quillio blog & news",
  description: "Articles <b>",
  link: "https://www.quillio.example/blog/",
  self: "https://www.quillio.example/blog/feed.xml",
  language: "en-US",
  items: sortItems([
    { title: "Older", link: "https://www.quillio.example/blog/older/", date: "2026-01-01T10:00:00.000Z" },
    { title: "Newer & better", link: "https://www.quillio.example/blog/newer/", date: "2026-02-01T10:00:00.000Z", summary: "S < T", author: "Ada", categories: ["HR"] },
    { title: "Undated", link: "https://www.quillio.example/blog/undated/", date: "" },
  ]),
};

describe("feeds", () => {
  it("renders valid RSS 2.0, newest first, with absolute links and a self link", () => {
    const xml = renderRss(feed);
    expect(XMLValidator.validate(xml)).toBe(true);
    const channel = parser.parse(xml).rss.channel;
    expect(parser.parse(xml).rss["@_version"]).toBe("2.0");
    expect(channel.title).toBe("Quillio blog & news");
    expect(channel.item.map((item: { title: string }) => item.title)).toEqual(["Newer & better", "Older"]);
    expect(channel.item[0].link).toBe("https://www.quillio.example/blog/newer/");
    expect(channel.item[0].pubDate).toBe("Sun, 01 Feb 2026 10:00:00 GMT");
    expect(channel.item[0]["dc:creator"]).toBe("Ada");
    expect(channel["atom:link"]["@_href"]).toBe(feed.self);
    expect(channel.lastBuildDate).toBe("Sun, 01 Feb 2026 10:00:00 GMT");
  });

  it("renders valid Atom with ids, dates and a feed author", () => {
    const xml = renderAtom({ ...feed, self: "https://www.quillio.example/blog/atom.xml" });
    expect(XMLValidator.validate(xml)).toBe(true);
    const parsed = parser.parse(xml).feed;
    expect(parsed["@_xmlns"]).toBe("http://www.w3.org/2005/Atom");
    expect(parsed.entry).toHaveLength(2);
    expect(parsed.entry[0].id).toBe("https://www.quillio.example/blog/newer/");
    expect(parsed.entry[0].updated).toBe("2026-02-01T10:00:00.000Z");
    expect(parsed.entry[0].category[0]["@_term"]).toBe("HR");
    expect(parsed.updated).toBe("2026-02-01T10:00:00.000Z");
    expect(parsed.author.name).toBeTruthy();
  });

  it("escapes markup and drops characters XML forbids", () => {
    expect(escapeXml(`a<b>&"'\u0001`)).toBe("a&lt;b&gt;&amp;&quot;&apos;");
    const xml = renderRss({ ...feed, items: [{ title: "bad\u0000title", link: "https://x.example/?a=1&b=2", date: "2026-01-01T00:00:00Z" }] });
    expect(XMLValidator.validate(xml)).toBe(true);
  });

  it("keeps upcoming events soonest first and caps every feed", () => {
    const many = Array.from({ length: FEED_LIMIT + 5 }, (_, index) => ({ title: `${index}`, link: `https://x.example/${index}`, date: new Date(Date.UTC(2026, 0, index + 1)).toISOString() }));
    expect(sortUpcoming(many).map((item) => item.title).slice(0, 2)).toEqual(["0", "1"]);
    expect(sortItems(many)).toHaveLength(FEED_LIMIT);
    expect(sortItems(many)[0].title).toBe(`${FEED_LIMIT + 4}`);
  });

  it("renders an empty feed as valid XML", () => {
    expect(XMLValidator.validate(renderAtom({ ...feed, items: [] }))).toBe(true);
    expect(XMLValidator.validate(renderRss({ ...feed, items: [] }))).toBe(true);
  });
});
