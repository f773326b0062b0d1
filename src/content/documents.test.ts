import { beforeEach, describe, expect, it, vi } from "vitest";

/** Next's data cache, in memory: entries by key with their tags, dropped by tag. */
const dataCache = vi.hoisted(() => {
  const entries = new Map<string, { value: unknown; tags: string[] }>();
  return {
    entries,
    loads: [] as string[],
    revalidate(tag: string) {
      for (const [key, entry] of entries) if (entry.tags.includes(tag)) entries.delete(key);
    },
  };
});

vi.mock("next/cache", () => ({
  unstable_cache:
    <T,>(load: () => Promise<T>, keyParts: string[], options: { tags: string[] }) =>
    async () => {
      // ["content", version, query]: the query's key without the version, which content-freshness.test.ts covers.
      const key = [keyParts[0], ...keyParts.slice(2)].join("|");
      const hit = dataCache.entries.get(key);
      if (hit) return structuredClone(hit.value) as T;
      dataCache.loads.push(key);
      const value = await load();
      dataCache.entries.set(key, { value: structuredClone(value), tags: options.tags });
      return value;
    },
}));

const { forEachRoutableDocumentPage, getAllDocuments, getDocumentByUID, getDocumentPage, getDocumentsByIDs, getSingleDocument, MissingDocumentError, routableField } = await import("./documents");
const { contentStore } = await import("./store");

const tagsOf = (prefix: string) => [...dataCache.entries].filter(([key]) => key.startsWith(`content|${prefix}`)).map(([, entry]) => entry.tags);

describe("content fetchers over the embedded repository", () => {
  beforeEach(() => {
    dataCache.entries.clear();
    dataCache.loads.length = 0;
  });

  it("fetches singletons and documents by uid per locale", async () => {
    const navbar = await getSingleDocument("navbar", "de");
    expect(navbar.lang).toBe("de-de");
    const [article] = await getAllDocuments("blog_article", "fr");
    const again = await getDocumentByUID("blog_article", article.uid!, "fr");
    expect(again.id).toBe(article.id);
  });

  it("caches each query once per type and locale, in the data cache", async () => {
    await getSingleDocument("footer", "en");
    await getSingleDocument("footer", "en");
    await getSingleDocument("footer", "fr");
    expect(dataCache.loads.filter((key) => key.startsWith("content|single:footer:"))).toEqual([
      "content|single:footer:en-us:",
      "content|single:footer:fr-fr:",
    ]);
  });

  it("tags each query with what it depends on, so a publication refreshes only those", async () => {
    const [article] = await getAllDocuments("blog_article", "en", { fetchLinks: ["author.name"] });
    await getDocumentByUID("blog_article", article.uid!, "en");
    await getSingleDocument("navbar", "en");
    await getDocumentsByIDs([article.id]);
    await forEachRoutableDocumentPage([], () => false);
    expect(tagsOf("page:blog_article")).toEqual([["prismic", "prismic:type:blog_article", "prismic:type:author"]]);
    expect(tagsOf(`uid:blog_article:en-us:${article.uid}`)).toEqual([["prismic", `prismic:doc:blog_article:en-us:${article.uid}`]]);
    expect(tagsOf("single:navbar")).toEqual([["prismic", "prismic:type:navbar"]]);
    expect(tagsOf("ids:")).toEqual([["prismic", `prismic:id:${article.id}`]]);
    expect(tagsOf("page:routable:")).toEqual([["prismic", "prismic:every"]]);

    dataCache.revalidate(`prismic:doc:blog_article:en-us:${article.uid}`);
    dataCache.loads.length = 0;
    await getDocumentByUID("blog_article", article.uid!, "en");
    await getAllDocuments("blog_article", "en", { fetchLinks: ["author.name"] });
    await getSingleDocument("navbar", "en");
    expect(dataCache.loads).toEqual([`content|uid:blog_article:en-us:${article.uid}:`]);
  });

  it("caches a listing a page at a time, never more than a page in one entry", async () => {
    const everything = await getAllDocuments("blog_article", "*");
    const pages = [...dataCache.entries].filter(([key]) => key.startsWith("content|page:blog_article:*:"));
    expect(everything.length).toBeGreaterThan(0);
    expect(pages.map(([, entry]) => (entry.value as { results: unknown[] }).results.length).reduce((sum, size) => sum + size, 0)).toBe(everything.length);
    for (const [, entry] of pages) expect((entry.value as { results: unknown[] }).results.length).toBeLessThanOrEqual(100);

    const second = await getDocumentPage("blog_article", "*", 2, 5);
    expect(second.results.map((document) => document.id)).toEqual(everything.slice(5, 10).map((document) => document.id));
    expect(second).toMatchObject({ page: 2, total: everything.length, totalPages: Math.ceil(everything.length / 5) });
  });

  it("lists every routable document a page at a time with only the fields asked for, and stops when told", async () => {
    let pages = 0;
    const listed: { type: string; data: Record<string, unknown> }[] = [];
    await forEachRoutableDocumentPage(routableField("is_hidden"), (documents) => {
      pages += 1;
      listed.push(...documents);
    });
    expect(pages).toBeGreaterThan(1);
    const article = listed.find((document) => document.type === "blog_article")!;
    expect(Object.keys(article.data).sort()).toEqual(expect.arrayContaining(["guide"]));
    expect(Object.keys(article.data).every((key) => ["guide", "is_hidden"].includes(key))).toBe(true);
    expect(listed.some((document) => document.type === "navbar")).toBe(false);

    let visits = 0;
    await forEachRoutableDocumentPage([], () => {
      visits += 1;
      return false;
    });
    expect(visits).toBe(1);
  });

  it("raises the spec's messages for missing documents, without caching the miss or recording an error", async () => {
    await expect(getDocumentByUID("blog_article", "no-such-article", "de")).rejects.toThrow(
      new MissingDocumentError("blog_article", "de-de", "no-such-article"),
    );
    await expect(getDocumentByUID("blog_article", "no-such-article", "de")).rejects.toThrow(
      "Document blog_article - UID no-such-article does not exist for locale de-de",
    );
    // @ts-expect-error -- a type the repository does not define (the getters accept only generated ones)
    await expect(getSingleDocument("not_a_type", "fr")).rejects.toThrow("Document not_a_type does not exist for locale fr-fr");
    expect(dataCache.entries.size).toBe(0);
    expect(contentStore.getState().error).toBeNull();
  });
});
