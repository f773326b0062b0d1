import { describe, expect, it } from "vitest";
import { byNewest, filterArticles, relatedArticles, type ArticleSummary } from "./articles";

function summary(id: string, overrides: Partial<ArticleSummary> = {}): ArticleSummary {
  return {
    id,
    href: `/blog/${id}/`,
    title: `Title ${id}`,
    description: "",
    category: null,
    author: null,
    tags: [],
    thumbnail: null,
    published: null,
    publishedText: null,
    duration: null,
    ...overrides,
  };
}

const onboarding = { id: "c1", uid: "onboarding", name: "Onboarding" };
const culture = { id: "c2", uid: "learning-culture", name: "Learning culture" };

describe("filterArticles", () => {
  const articles = [
    summary("a", { title: "Peer feedback that works", category: culture, tags: [{ id: "t1", label: "Peer learning" }] }),
    summary("b", { title: "The onboarding checklist", category: onboarding, description: "Équipe et mentors" }),
    summary("c", { title: "Microlearning", author: "Clara Hoffmann" }),
  ];

  it("filters by category uid", () => {
    expect(filterArticles(articles, { category: "onboarding" }).map((a) => a.id)).toEqual(["b"]);
  });
  it("searches title, description, tags and author, ignoring case and accents", () => {
    expect(filterArticles(articles, { q: "PEER" }).map((a) => a.id)).toEqual(["a"]);
    expect(filterArticles(articles, { q: "equipe" }).map((a) => a.id)).toEqual(["b"]);
    expect(filterArticles(articles, { q: "clara" }).map((a) => a.id)).toEqual(["c"]);
  });
  it("needs every word and combines with the category", () => {
    expect(filterArticles(articles, { q: "peer checklist" })).toEqual([]);
    expect(filterArticles(articles, { q: "checklist", category: "learning-culture" })).toEqual([]);
  });
  it("keeps everything for an empty query", () => {
    expect(filterArticles(articles, { q: "   " })).toHaveLength(3);
  });
});

describe("relatedArticles", () => {
  const current = summary("x", { category: onboarding, tags: [{ id: "t1", label: "A" }, { id: "t2", label: "B" }] });
  const candidates = [
    current,
    summary("sameTag", { tags: [{ id: "t1", label: "A" }], published: "2026-05-01T00:00:00.000Z" }),
    summary("sameCategory", { category: onboarding, published: "2026-01-01T00:00:00.000Z" }),
    summary("both", { category: onboarding, tags: [{ id: "t2", label: "B" }] }),
    summary("unrelated", { category: culture }),
  ];
  it("ranks by shared category and tags, excludes itself and the unrelated", () => {
    expect(relatedArticles(current, candidates).map((a) => a.id)).toEqual(["both", "sameCategory", "sameTag"]);
    expect(relatedArticles(current, candidates, 1).map((a) => a.id)).toEqual(["both"]);
  });
});

describe("byNewest", () => {
  it("sorts newest first with undated articles last", () => {
    const list = [summary("old", { published: "2025-01-01T00:00:00.000Z" }), summary("none"), summary("new", { published: "2026-01-01T00:00:00.000Z" })];
    expect(list.sort(byNewest).map((a) => a.id)).toEqual(["new", "old", "none"]);
  });
});
