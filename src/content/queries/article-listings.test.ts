import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { filterArticles, relatedArticles, type ArticleSummary } from "@/lib/articles";
import { paginate } from "@/lib/pagination";
import { locales, type Locale } from "@/routing/locales";

// The seed with 250 generated articles (several pages of the Content API per language), some hidden, some without a
// date of their own, some published at the same instant: the listings read a page at a time must show exactly what
// the whole list, filtered and paged in memory as the site did before, showed.
const folder = mkdtempSync(path.join(tmpdir(), "article-listings-"));
cpSync("content/documents", path.join(folder, "documents"), { recursive: true });
cpSync("content/repository.json", path.join(folder, "repository.json"));
vi.stubEnv("CONTENT_DIR", folder);
delete (globalThis as Record<symbol, unknown>)[Symbol.for("quillio.embeddedPrismicRepository")];

const { getAllDocuments } = await import("@/content/documents");
const articles = await import("./articles");

type Stored = { lang: string; data: Record<string, unknown> };

/** The scale tests' generator (scripts/, outside the site's type check, hence imported by path). */
const generator = path.resolve("scripts", "content-generate.ts");

beforeAll(async () => {
  const { generateArticles } = (await import(generator)) as { generateArticles(count: number, outDir: string): Promise<number> };
  await generateArticles(250, path.join(folder, "generated"));
  const dir = path.join(folder, "generated", "blog_article");
  for (const [index, file] of readdirSync(dir).sort().entries()) {
    const documents = JSON.parse(readFileSync(path.join(dir, file), "utf8")) as Stored[];
    for (const document of documents) {
      if (index % 17 === 3) document.data.is_hidden = true;
      if (index % 23 === 5) document.data.publication_datetime = null;
      if (index % 29 === 7) document.data.publication_datetime = "2024-06-01T10:00:00+0000";
    }
    writeFileSync(path.join(dir, file), JSON.stringify(documents));
  }
}, 60_000);

afterAll(() => rmSync(folder, { recursive: true, force: true }));

/** Every article's card of a locale in the blog's order, as the site listed them before, and the listed ones. */
async function reference(locale: Locale) {
  const documents = await getAllDocuments("blog_article", locale, { orderings: articles.NEWEST_ARTICLES_FIRST, fetchLinks: articles.ARTICLE_FETCH_LINKS });
  const all: ArticleSummary[] = documents.map(articles.toSummary);
  return { documents, all, listed: documents.filter((document) => document.data.is_hidden !== true).map(articles.toSummary) };
}

/** The id a link field points at (broken links too), as the archive pages matched them. */
const linkId = (field: unknown) => (field && typeof field === "object" && "id" in field ? (field as { id: string }).id : null);

describe.each(locales)("the article listings in %s, a page at a time", (locale) => {
  it("page the listed articles as the whole list paged in memory did, a page past the last being the last", async () => {
    const { listed } = await reference(locale);
    expect(listed.length).toBeGreaterThan(100);
    const pages = paginate(listed, 1).totalPages;
    for (const page of [1, 2, pages - 1, pages, pages + 3]) expect(await articles.getArticleCardPage(locale, page)).toEqual(paginate(listed, page));
    expect(await articles.latestArticleSummaries(locale, 3)).toEqual(listed.slice(0, 3));
    expect(await articles.findListedArticle(locale, listed[40].id)).toEqual(listed[40]);
  });

  it("find the articles dated latest (a feed's) among the newest with a date of their own and the newest without", async () => {
    const { listed } = await reference(locale);
    const latest = (list: ArticleSummary[]) =>
      list.filter((article) => article.published).sort((a, b) => Date.parse(b.published!) - Date.parse(a.published!)).slice(0, 50);
    expect(latest(await articles.latestDatedArticleSummaries(locale, 50))).toEqual(latest(listed));
    const category = listed.find((article) => article.category)!.category!;
    const inCategory = await articles.latestDatedArticleSummaries(locale, 20, [prismic.filter.at("my.blog_article.category", category.id)]);
    expect(latest(inCategory).slice(0, 20)).toEqual(latest(listed.filter((article) => article.category?.id === category.id)).slice(0, 20));
  });

  it("search and filter by category as filterArticles over every listed article did", async () => {
    const { listed } = await reference(locale);
    const category = listed.find((article) => article.category)!.category!.uid;
    for (const query of [
      { page: 1 },
      { page: 1, category },
      { page: 3, category },
      { page: 99, category },
      { page: 1, category: "no-such-category" },
      { page: 1, q: "onboarding" },
      { page: 2, q: "onboarding" },
      { page: 50, q: "onboarding" },
      { page: 1, q: "equipe" },
      { page: 1, q: "  " },
      { page: 1, q: "nothing matches this" },
      { page: 2, q: "coaching", category },
    ]) {
      expect(await articles.searchArticleCards(locale, query), JSON.stringify(query)).toEqual(paginate(filterArticles(listed, query), query.page));
    }
  });

  it("find every article's related articles as relatedArticles over every listed article did", async () => {
    const { all, listed } = await reference(locale);
    for (const article of all.filter((_, index) => index % 7 === 0 || index < 30)) {
      expect(await articles.relatedArticleSummaries(locale, article), article.href).toEqual(relatedArticles(article, listed));
    }
  });

  it("list the articles linking to an author, a category or a tag, hidden ones too", async () => {
    const { documents } = await reference(locale);
    for (const type of ["author", "category", "tag"] as const) {
      for (const target of await getAllDocuments(type, locale)) {
        const linking = documents.filter(({ data }) =>
          type === "author" ? linkId(data.author) === target.id : type === "category" ? linkId(data.category) === target.id : data.tags.some((entry) => linkId(entry.tag) === target.id),
        );
        expect(await articles.articlesLinkingTo(locale, target), `${type} ${target.uid}`).toEqual(linking.map(articles.toSummary));
      }
    }
  });
});
