import { describe, expect, it, vi } from "vitest";
import type { ArticleSummary } from "@/lib/articles";
import { filterArticles } from "@/lib/articles";
import { paginate } from "@/lib/pagination";

const onboarding = { id: "c1", uid: "onboarding", name: "Onboarding" };
const articles: ArticleSummary[] = Array.from({ length: 15 }, (_, i) => ({
  id: `a${i}`,
  href: `/blog/a${i}/`,
  title: i === 3 ? "Peer feedback that works" : `Article ${i}`,
  description: "",
  category: i % 5 === 0 ? onboarding : null,
  author: null,
  tags: [],
  thumbnail: null,
  published: null,
  publishedText: null,
  duration: null,
}));
const asked: { locale: string; query: unknown }[] = [];
// The query's answer as the listing gives it (src/content/queries/article-listings.test.ts checks the listing itself).
vi.mock("@/content/queries/articles", () => ({
  searchArticleCards: async (locale: string, query: { page: number; category?: string; q?: string }) => {
    asked.push({ locale, query });
    return paginate(filterArticles(articles, query), query.page);
  },
}));

const { blogSearchEndpoint } = await import("./blog");

async function get(query: string) {
  const response = await blogSearchEndpoint(new Request(`http://localhost/api/blog?${query}`));
  return { status: response.status, body: await response.json(), headers: response.headers };
}

describe("GET /api/blog", () => {
  it("answers the first page of the locale's articles, cacheable", async () => {
    const { status, body, headers } = await get("locale=de");
    expect(status).toBe(200);
    expect(asked.at(-1)).toEqual({ locale: "de", query: { locale: "de", page: 1 } });
    expect(body).toMatchObject({ page: 1, totalPages: 2, total: 15 });
    expect(body.items).toHaveLength(12);
    expect(headers.get("cache-control")).toContain("public");
  });
  it("pages, filters by category and searches", async () => {
    expect((await get("locale=en&page=2")).body.items.map((a: ArticleSummary) => a.id)).toEqual(["a12", "a13", "a14"]);
    expect((await get("locale=en&category=onboarding")).body.items.map((a: ArticleSummary) => a.id)).toEqual(["a0", "a5", "a10"]);
    expect((await get("locale=fr&q=peer%20feedback")).body.items.map((a: ArticleSummary) => a.id)).toEqual(["a3"]);
  });
  it("answers 400 naming the field for bad input", async () => {
    for (const [query, field] of [
      ["", "locale"],
      ["locale=es", "locale"],
      ["locale=en&page=0", "page"],
      ["locale=en&page=abc", "page"],
      ["locale=en&page=999999", "page"],
      ["locale=en&category=Not%20A%20Uid", "category"],
      [`locale=en&q=${"x".repeat(201)}`, "q"],
    ]) {
      const { status, body } = await get(query);
      expect(status, query).toBe(400);
      expect(body.error.field, query).toBe(field);
    }
  });
  it("refuses other methods", async () => {
    const response = await blogSearchEndpoint(new Request("http://localhost/api/blog?locale=en", { method: "POST" }));
    expect(response.status).toBe(405);
  });
});
