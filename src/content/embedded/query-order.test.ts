import * as prismic from "@prismicio/client";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createEmbeddedFetch, EMBEDDED_PRISMIC_ENDPOINT } from "./fetch";
import type { DocumentFilter } from "./filters";
import { createQueryOrders } from "./query-order";
import { EmbeddedRepository, type EmbeddedContent, type StoredDocument } from "./repository";
import { ARTICLE_COUNT, createFixtureRepository, type FixtureRepository } from "./test-fixtures";

let fixture: FixtureRepository;
let repository: EmbeddedRepository;
let content: EmbeddedContent;

beforeAll(async () => {
  fixture = await createFixtureRepository();
  repository = new EmbeddedRepository({ roots: [fixture.root], strict: true });
  content = await repository.content();
});

afterAll(async () => {
  await fixture.remove();
});

/** A filter that counts the documents it was asked about. */
function counting(test: (document: StoredDocument) => boolean) {
  const calls = { count: 0 };
  const filter: DocumentFilter = (document) => {
    calls.count += 1;
    return test(document);
  };
  return { filter, calls };
}

const newest = [{ path: "document.first_publication_date", direction: "desc" as const }];

describe("each query's order, per content version", () => {
  it("filters and sorts once per query, then answers every page from that order, as slim records", () => {
    const orders = createQueryOrders();
    const { filter, calls } = counting((document) => document.type === "blog_article");
    const first = orders.order(content, "articles, newest first", "en-us", [filter], newest);
    const asked = calls.count;
    expect(asked).toBeGreaterThan(0);
    expect(orders.order(content, "articles, newest first", "en-us", [filter], newest)).toBe(first);
    expect(calls.count).toBe(asked);
    expect(first.records).toHaveLength(ARTICLE_COUNT);
    expect(first.records[0]).toEqual({
      id: "article-130",
      uid: "article-130",
      type: "blog_article",
      lang: "en-us",
      first_publication_date: expect.any(String),
      last_publication_date: expect.any(String),
    });
    expect(Object.keys(first.records[0])).not.toContain("data");
    expect(first.positionOf("article-128")).toBe(2);
    expect(first.positionOf("no-such-document")).toBe(-1);
    // Another language is another query; so is another version of the content.
    orders.order(content, "articles, newest first", "de-de", [filter], newest);
    expect(calls.count).toBeGreaterThan(asked);
    const moved = { ...content, documents: [...content.documents] };
    expect(orders.order(moved, "articles, newest first", "en-us", [filter], newest)).not.toBe(first);
  });

  it("keeps at most the records it is allowed, the least recently used query out first", () => {
    const orders = createQueryOrders(ARTICLE_COUNT * 2);
    const article = (document: StoredDocument) => document.type === "blog_article";
    const a = orders.order(content, "a", "en-us", [article], newest);
    const b = orders.order(content, "b", "en-us", [article], newest);
    expect(orders.order(content, "a", "en-us", [article], newest)).toBe(a);
    orders.order(content, "c", "en-us", [article], newest);
    expect(orders.order(content, "a", "en-us", [article], newest)).toBe(a);
    expect(orders.order(content, "b", "en-us", [article], newest)).not.toBe(b);
  });

  it("sorts by the orderings, missing values last, dates by instant, then by id", () => {
    const orders = createQueryOrders();
    const dated = orders.order(content, "by date", "en-us", [(document) => document.type === "blog_article"], [
      { path: "my.blog_article.publication_date", direction: "asc" },
      { path: "my.blog_article.rating", direction: "desc" },
    ]);
    const keys = dated.records.map((record) => {
      const data = content.byId.get(record.id)!.data as { publication_date: string; rating: number };
      return { date: data.publication_date, rating: data.rating, id: record.id };
    });
    const sorted = [...keys].sort((a, b) => a.date.localeCompare(b.date) || b.rating - a.rating || (a.id < b.id ? -1 : 1));
    expect(keys).toEqual(sorted);
  });
});

describe("paging through the Content API", () => {
  it("answers each page of a listing from one order, the same documents a page at a time as all at once", async () => {
    const client = prismic.createClient("embedded", { documentAPIEndpoint: EMBEDDED_PRISMIC_ENDPOINT, fetch: createEmbeddedFetch({ repository, orders: createQueryOrders() }) });
    const query = { filters: [prismic.filter.at("document.type", "blog_article")], orderings: [{ field: "my.blog_article.rating", direction: "desc" as const }] };
    const all = await client.dangerouslyGetAll({ ...query, pageSize: 100 });
    const pages = [];
    for (let page = 1; page <= 14; page++) pages.push(...(await client.get({ ...query, page, pageSize: 10 })).results);
    expect(pages.map((document) => document.id)).toEqual(all.map((document) => document.id));
    const after = await client.get({ ...query, pageSize: 5, after: all[2].id });
    expect(after.results.map((document) => document.id)).toEqual(all.slice(3, 8).map((document) => document.id));
    expect(after.total_results_size).toBe(all.length - 3);
  });
});
