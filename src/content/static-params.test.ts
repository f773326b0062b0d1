import { describe, expect, it, vi } from "vitest";

vi.mock("server-only", () => ({}));
const { routeStaticParams } = await import("./page");
const { getAllDocuments } = await import("./documents");
const { NEWEST_ARTICLES_FIRST } = await import("./queries/articles");

describe("routeStaticParams", () => {
  it("lists every document of a route in a locale", async () => {
    const all = await routeStaticParams("blog_article", "de");
    const articles = await getAllDocuments("blog_article", "de");
    expect(all).toHaveLength(articles.filter((article) => !article.data.guide || !("id" in (article.data.guide as object))).length);
    expect(all.every((params) => typeof params.uid === "string")).toBe(true);
  });

  it("pre-renders only the most recent when asked, newest first (the rest render on demand)", async () => {
    const recent = await routeStaticParams("blog_article", "en", { mostRecent: 3, orderings: NEWEST_ARTICLES_FIRST });
    expect(recent).toHaveLength(3);
    const articles = await getAllDocuments("blog_article", "en");
    const byUid = new Map(articles.map((article) => [article.uid, Date.parse((article.data.publication_datetime as string) || article.first_publication_date)]));
    const times = recent.map((params) => byUid.get(params.uid)!);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const newest = Math.max(...[...byUid.values()]);
    expect(times[0]).toBe(newest);
  });

  it("answers nothing for an unknown locale and one entry for a singleton", async () => {
    expect(await routeStaticParams("blog_article", "xx")).toEqual([]);
    expect(await routeStaticParams("pricing", "en")).toEqual([{}]);
  });
});
