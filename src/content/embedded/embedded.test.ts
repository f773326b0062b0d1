import { rm } from "node:fs/promises";
import path from "node:path";
import * as prismic from "@prismicio/client";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { createEmbeddedFetch, EMBEDDED_PRISMIC_ENDPOINT } from "./fetch";
import { EmbeddedRepository } from "./repository";
import { ARTICLE_COUNT, createFixtureRepository, fixtureRoutes, TRANSLATED_ARTICLES, type FixtureRepository } from "./test-fixtures";

let fixture: FixtureRepository;
let repository: EmbeddedRepository;
let client: prismic.Client;

function newClient(config: prismic.ClientConfig = {}) {
  return prismic.createClient("embedded", {
    documentAPIEndpoint: EMBEDDED_PRISMIC_ENDPOINT,
    fetch: createEmbeddedFetch({ repository }),
    ...config,
  });
}

beforeAll(async () => {
  fixture = await createFixtureRepository();
  repository = new EmbeddedRepository({ roots: [fixture.root], strict: true });
  client = newClient({ routes: fixtureRoutes });
});

afterAll(async () => {
  await fixture.remove();
});

describe("repository endpoint", () => {
  it("describes the repository like the Content API", async () => {
    const api = await client.getRepository();
    expect(api.refs).toEqual([{ id: "master", ref: expect.stringMatching(/^[\w-]{16}$/), label: "Master", isMasterRef: true }]);
    expect(api.languages.map((language) => language.id)).toEqual(["en-us", "de-de", "fr-fr"]);
    expect(api.languages[0]).toEqual({ id: "en-us", name: "English - United States", is_master: true });
    expect(api.types).toMatchObject({ blog_article: "blog_article", author: "author", home_page: "home_page" });
    expect(api.forms.everything.action).toBe(`${EMBEDDED_PRISMIC_ENDPOINT}/documents/search`);
    expect(api.bookmarks).toEqual({});
    expect(typeof api.version).toBe("string");
    expect(typeof api.license).toBe("string");
  });

  it("lists every tag used, through the tags form", async () => {
    expect(await client.getTags()).toEqual(["even", "featured", "odd", "people"]);
  });

  it("keeps the master ref stable for the same content", async () => {
    const again = new EmbeddedRepository({ roots: [fixture.root] });
    expect((await again.content()).masterRef).toBe((await repository.content()).masterRef);
  });
});

describe("queries through @prismicio/client", () => {
  it("gets a document by uid with its alternate languages", async () => {
    const document = await client.getByUID("blog_article", "article-002");
    expect(document).toMatchObject({ id: "article-002", type: "blog_article", lang: "en-us", url: "/blog/article-002" });
    expect(document.alternate_languages).toEqual([
      { id: "article-002-de", uid: "article-002-de", type: "blog_article", lang: "de-de" },
      { id: "article-002-fr", uid: "article-002-fr", type: "blog_article", lang: "fr-fr" },
    ]);
    expect(document.href).toContain(`${EMBEDDED_PRISMIC_ENDPOINT}/documents/search?ref=`);
  });

  it("follows a document's href (the API's own query syntax)", async () => {
    const document = await client.getByUID("blog_article", "article-005");
    const response = await createEmbeddedFetch({ repository })(document.href);
    expect((await response.json()).results[0].id).toBe("article-005");
  });

  it("gets a singleton per language", async () => {
    expect((await client.getSingle("home_page")).data).toEqual({ title: "Welcome" });
    const german = await client.getSingle("home_page", { lang: "de-de" });
    expect(german).toMatchObject({ id: "home-de", url: "/de-de" });
    expect((await client.getSingle("home_page")).url).toBe("/");
  });

  it("raises NotFoundError for a missing document", async () => {
    await expect(client.getByUID("blog_article", "nope")).rejects.toBeInstanceOf(prismic.NotFoundError);
    await expect(client.getSingle("home_page", { lang: "it-it" })).rejects.toBeInstanceOf(prismic.NotFoundError);
  });

  it("pages through every document of a type", async () => {
    const all = await client.getAllByType("blog_article", { pageSize: 60 });
    expect(all).toHaveLength(ARTICLE_COUNT);
    expect(new Set(all.map((document) => document.id)).size).toBe(ARTICLE_COUNT);
    const everything = await client.dangerouslyGetAll({ lang: "*" });
    expect(everything).toHaveLength(ARTICLE_COUNT + TRANSLATED_ARTICLES * 2 + 6 + 2 + 3);
  });

  it("answers pages with the API's pagination fields", async () => {
    const second = await client.getByType("blog_article", { page: 2, pageSize: 50, orderings: [{ field: "my.blog_article.uid" }] });
    expect(second).toMatchObject({ page: 2, results_per_page: 50, results_size: 50, total_results_size: ARTICLE_COUNT, total_pages: 3 });
    expect(second.results[0].uid).toBe("article-051");
    expect(second.next_page).toContain("page=3");
    expect(second.prev_page).toContain("page=1");
    const first = await client.getByType("blog_article");
    expect(first.results_per_page).toBe(20);
    expect(first.prev_page).toBeNull();
    const beyond = await client.getByType("blog_article", { page: 9, pageSize: 50 });
    expect(beyond).toMatchObject({ results_size: 0, results: [], next_page: null });
  });

  it("caps pageSize at 100 like the real API", async () => {
    const url = await client.buildQueryURL({ pageSize: 500 });
    const body = await (await createEmbeddedFetch({ repository })(url)).json();
    expect(body.results_per_page).toBe(100);
    expect(body.results).toHaveLength(100);
  });

  it("orders ascending, descending and by several fields", async () => {
    const desc = await client.getByType("blog_article", { orderings: [{ field: "document.first_publication_date", direction: "desc" }], pageSize: 3 });
    expect(desc.results.map((document) => document.id)).toEqual(["article-130", "article-129", "article-128"]);
    const multiple = await client.getByType("blog_article", {
      orderings: [{ field: "my.blog_article.rating", direction: "desc" }, { field: "my.blog_article.uid" }],
      pageSize: 3,
    });
    expect(multiple.results.map((document) => document.uid)).toEqual(["article-004", "article-009", "article-014"]);
    const legacy = await client.get({ filters: [prismic.filter.at("document.type", "author")], orderings: "my.author.name desc" });
    expect(legacy.results.map((document) => document.data.name)).toEqual(["Author 2", "Author 1", "Author 0"]);
  });

  it("queries every language with lang *", async () => {
    const result = await client.getAllByUIDs("blog_article", ["article-001", "article-001-de", "article-001-fr"], { lang: "*" });
    expect(result.map((document) => document.lang).sort()).toEqual(["de-de", "en-us", "fr-fr"]);
    expect(result.find((document) => document.lang === "de-de")?.url).toBe("/de/blog/article-001-de");
    expect(result.find((document) => document.lang === "en-us")?.url).toBe("/first-article");
  });

  it("completes document links at any depth, with fetchLinks data and urls", async () => {
    const document = await client.getByUID("blog_article", "article-004", {
      fetchLinks: ["author.name", "category.name", "category.parent"],
    });
    expect(document.data.author).toEqual({
      id: "author-1",
      type: "author",
      tags: ["people"],
      lang: "en-us",
      slug: "author-1",
      first_publication_date: expect.any(String),
      last_publication_date: expect.any(String),
      uid: "author-1",
      url: "/authors/author-1",
      data: { name: "Author 1" },
      link_type: "Document",
      isBroken: false,
    });
    expect(document.data.category).toMatchObject({ uid: "skills", url: "/topics/learning/skills", data: { name: "Skills" } });
    expect(document.data.highlights[0].link).toMatchObject({ id: "author-2", uid: "author-2", isBroken: false, data: { name: "Author 2" } });
    expect(document.data.slices[0].primary.text[0].spans[0].data).toMatchObject({ id: "author-0", uid: "author-0", url: "/authors/author-0" });
  });

  it("marks links to missing documents as broken", async () => {
    const document = await client.getByUID("blog_article", "article-003");
    expect(document.data.highlights[0].link).toEqual({ id: "does-not-exist", link_type: "Document", isBroken: true });
  });

  it("restricts returned fields with fetch", async () => {
    const document = await client.getByUID("blog_article", "article-010", { fetch: ["blog_article.rating", "blog_article.highlights.label"] });
    expect(document.data).toEqual({ rating: 0, highlights: [{ label: "Highlight 10" }] });
  });
});

describe("graphQuery", () => {
  const query = `{
    blog_article {
      title
      author {
        ...on author {
          name
        }
      }
      highlights {
        label
      }
      slices {
        ...on text {
          variation {
            ...on default {
              primary { text }
            }
          }
        }
      }
    }
  }`;

  it("answers only the selected fields, with the linked documents' selected data", async () => {
    const article = await client.getByUID("blog_article", "article-004", { graphQuery: query });
    expect(Object.keys(article.data).sort()).toEqual(["author", "highlights", "slices", "title"]);
    expect(article.data.author).toMatchObject({ id: "author-1", type: "author", link_type: "Document", data: { name: "Author 1" } });
    expect(Object.keys((article.data.author as { data: object }).data)).toEqual(["name"]);
    expect(article.data.highlights).toEqual([{ label: "Highlight 4" }]);
    expect(article.data.slices).toEqual([{ slice_type: "text", variation: "default", primary: { text: expect.any(Array) }, items: [] }]);
    // The document's own fields are untouched.
    expect(article).toMatchObject({ id: "article-004", uid: "article-004", type: "blog_article" });
  });

  it("leaves types it does not name whole, and spreads every field with ...typeFields", async () => {
    const author = await client.getByUID("author", "author-0", { graphQuery: query });
    expect(Object.keys(author.data).sort()).toEqual(["bio", "name", "role"]);
    const spread = await client.getByUID("blog_article", "article-004", { graphQuery: "{ blog_article { ...blog_articleFields author { ...on author { role } } } }" });
    expect(Object.keys(spread.data)).toEqual(expect.arrayContaining(["title", "rating", "featured", "category", "slices"]));
    expect((spread.data.author as { data: object }).data).toEqual({ role: "Writer" });
  });

  it("refuses a malformed graphQuery with a ParsingError", async () => {
    for (const bad of ["{ blog_article { title ", "blog_article { title }", "{ blog_article { ...oops } }", "{ ...on author { name } }", "{ a } }"]) {
      await expect(client.get({ graphQuery: bad }), bad).rejects.toBeInstanceOf(prismic.ParsingError);
    }
  });
});

describe("filters", () => {
  const ids = async (...filters: string[]) =>
    (await client.dangerouslyGetAll({ filters, lang: "*", orderings: [{ field: "document.id" }] })).map((document) => document.id);

  it("at, not, any and in", async () => {
    expect(await ids(prismic.filter.at("document.type", "author"), prismic.filter.at("document.id", "author-1-de"))).toEqual(["author-1-de"]);
    expect(await ids(prismic.filter.at("document.tags", ["even", "featured"]))).toHaveLength(13 + 2);
    expect(await ids(prismic.filter.at("my.blog_article.author", "author-2"), prismic.filter.at("document.lang", "en-us"))).toHaveLength(43);
    expect(await ids(prismic.filter.not("document.type", "blog_article"))).toHaveLength(11);
    expect(await ids(prismic.filter.any("document.tags", ["people", "featured"]))).toHaveLength(6 + 13 + 2);
    expect(await ids(prismic.filter.in("my.author.uid", ["author-0", "author-2"]))).toEqual(["author-0", "author-0-de", "author-2", "author-2-de"]);
    expect(await ids(prismic.filter.at("my.blog_article.featured", true), prismic.filter.at("document.lang", "de-de"))).toEqual(["article-010-de"]);
    expect(await ids(prismic.filter.at("my.blog_article.highlights.label", "Highlight 11"))).toEqual(["article-011"]);
  });

  it("fulltext, has and missing", async () => {
    expect(await ids(prismic.filter.fulltext("document", "CAFE quotes"))).toEqual(["article-007", "article-007-de", "article-007-fr"]);
    expect(await ids(prismic.filter.fulltext("my.author.bio", "writes learning"), prismic.filter.at("document.lang", "en-us"))).toEqual([
      "author-0",
      "author-1",
      "author-2",
    ]);
    expect(await ids(prismic.filter.has("my.category.parent"))).toEqual(["category-skills"]);
    expect(await ids(prismic.filter.missing("my.category.parent"))).toEqual(["category-learning"]);
  });

  it("number comparisons", async () => {
    const ratings = async (filter: string) =>
      new Set((await client.getAllByType("blog_article", { filters: [filter] })).map((document) => document.data.rating));
    expect(await ratings(prismic.filter.numberLessThan("my.blog_article.rating", 2))).toEqual(new Set([0, 1]));
    expect(await ratings(prismic.filter.numberGreaterThan("my.blog_article.rating", 2))).toEqual(new Set([3, 4]));
    expect(await ratings(prismic.filter.numberInRange("my.blog_article.rating", 1, 2))).toEqual(new Set([1, 2]));
  });

  it("date comparisons", async () => {
    const count = async (filter: string) => (await client.getAllByType("blog_article", { filters: [filter] })).length;
    expect(await count(prismic.filter.dateAfter("document.first_publication_date", "2024-05-01"))).toBe(10);
    expect(await count(prismic.filter.dateBefore("document.first_publication_date", new Date(Date.UTC(2024, 0, 5))))).toBe(3);
    expect(await count(prismic.filter.dateBetween("document.first_publication_date", "2024-01-02", "2024-01-31"))).toBe(29);
    expect(await count(prismic.filter.dateYear("document.first_publication_date", 2024))).toBe(ARTICLE_COUNT);
    expect(await count(prismic.filter.dateMonth("my.blog_article.publication_date", "March"))).toBe(11);
    expect(await count(prismic.filter.dateMonthAfter("my.blog_article.publication_date", 10))).toBe(21);
    expect(await count(prismic.filter.dateDayOfMonth("my.blog_article.publication_date", 1))).toBe(4);
    expect(await count(prismic.filter.dateDayOfWeek("document.first_publication_date", "monday"))).toBe(18);
    expect(await count(prismic.filter.dateHour("document.first_publication_date", 9))).toBe(ARTICLE_COUNT);
  });

  it("similar: the documents sharing the most words with one, never itself", async () => {
    const similar = await client.get({ filters: [prismic.filter.similar("article-007", 3)] });
    expect(similar.results.length).toBeGreaterThan(0);
    expect(similar.results.length).toBeLessThanOrEqual(3);
    expect(similar.results.map((document) => document.id)).not.toContain("article-007");
    // Narrowed like any filter, and empty for an unknown document.
    const articles = await client.get({ filters: [prismic.filter.similar("article-007", 50), prismic.filter.at("document.type", "blog_article")] });
    expect(articles.results.every((document) => document.type === "blog_article")).toBe(true);
    expect((await client.get({ filters: [prismic.filter.similar("no-such-document", 5)] })).results).toEqual([]);
  });

  it("fulltext over a whole document reads its UID too, and slugs come from the title", async () => {
    const [article] = (await client.get({ filters: [prismic.filter.at("document.id", "article-007")] })).results;
    expect(article.uid).toBeTruthy();
    const uidWords = article.uid!.split("-").filter((word) => word.length > 2);
    const found = await client.get({ filters: [prismic.filter.fulltext("document", uidWords.join(" ")), prismic.filter.at("document.type", "blog_article")] });
    expect(found.results.map((document) => document.id)).toContain("article-007");
    expect(article.slugs).toHaveLength(1);
    expect(article.slugs[0]).toMatch(/^[a-z0-9-]+$/);
  });

  it("answers an unreadable or unsupported query with 400 (ParsingError)", async () => {
    await expect(client.get({ filters: ['[at(document.type, "x"'] })).rejects.toBeInstanceOf(prismic.ParsingError);
    await expect(client.get({ filters: ["[nonsense(document.type)]"] })).rejects.toBeInstanceOf(prismic.ParsingError);
    await expect(client.get({ filters: ['[similar(document.id, 10)]'] })).rejects.toBeInstanceOf(prismic.ParsingError);
    const error = await client.get({ filters: ['[at(document.type, "x"'] }).then(
      () => undefined,
      (caught: prismic.ParsingError) => caught,
    );
    expect(error?.response).toMatchObject({ type: "parsing-error", message: expect.stringContaining("expected") });
    await expect(client.get({ orderings: "[my.a.b sideways]" })).rejects.toBeInstanceOf(prismic.ParsingError);
  });

  it("reads escaped quotes and lists in filter values", async () => {
    const url = new URL(`${EMBEDDED_PRISMIC_ENDPOINT}/documents/search`);
    url.searchParams.set("ref", (await repository.content()).masterRef);
    url.searchParams.set("q", '[[at(my.author.name, "Author \\"0\\"")][any(document.tags, ["people", "x"])]]');
    const body = await (await createEmbeddedFetch({ repository })(url.toString())).json();
    expect(body.total_results_size).toBe(0);
    url.searchParams.set("q", '[[at(my.author.name, "Author 0")][any(document.tags, ["people", "x"])]]');
    expect((await (await createEmbeddedFetch({ repository })(url.toString())).json()).total_results_size).toBe(1);
  });
});

describe("refs", () => {
  it("retries a query made with an unknown ref with the master ref", async () => {
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const document = await client.getByUID("blog_article", "article-001", { ref: "stale-preview-ref" });
    expect(document.id).toBe("article-001");
    expect(warn).toHaveBeenCalledWith(expect.stringContaining("stale-preview-ref"));
    warn.mockRestore();
  });

  it("answers a ref from before a reload as expired (410), and the client retries", async () => {
    const own = new EmbeddedRepository({ roots: [fixture.root] });
    const ownClient = prismic.createClient("embedded", { documentAPIEndpoint: EMBEDDED_PRISMIC_ENDPOINT, fetch: createEmbeddedFetch({ repository: own }) });
    const oldRef = (await own.content()).masterRef;
    await fixture.write("author/author-9.json", { ...(await ownClient.getByUID("author", "author-1")), id: "author-9", uid: "author-9", alternate_languages: [] });
    const next = await own.reload();
    expect(next.masterRef).not.toBe(oldRef);
    const response = await createEmbeddedFetch({ repository: own })(`${EMBEDDED_PRISMIC_ENDPOINT}/documents/search?ref=${oldRef}`);
    expect(response.status).toBe(410);
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    expect((await ownClient.getByUID("author", "author-9", { ref: oldRef })).id).toBe("author-9");
    warn.mockRestore();
    await rm(path.join(fixture.root, "author/author-9.json"));
  });
});
