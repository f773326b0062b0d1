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

const { getAllDocuments, getDocumentByUID, getDocumentsByIDs, getEveryDocument, getSingleDocument, MissingDocumentError } = await import("./documents");
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
    await getEveryDocument();
    expect(tagsOf("all:blog_article")).toEqual([["prismic", "prismic:type:blog_article", "prismic:type:author"]]);
    expect(tagsOf(`uid:blog_article:en-us:${article.uid}`)).toEqual([["prismic", `prismic:doc:blog_article:en-us:${article.uid}`]]);
    expect(tagsOf("single:navbar")).toEqual([["prismic", "prismic:type:navbar"]]);
    expect(tagsOf("ids:")).toEqual([["prismic", `prismic:id:${article.id}`]]);
    expect(tagsOf("everything")).toEqual([["prismic", "prismic:every"]]);

    dataCache.revalidate(`prismic:doc:blog_article:en-us:${article.uid}`);
    dataCache.loads.length = 0;
    await getDocumentByUID("blog_article", article.uid!, "en");
    await getAllDocuments("blog_article", "en", { fetchLinks: ["author.name"] });
    await getSingleDocument("navbar", "en");
    expect(dataCache.loads).toEqual([`content|uid:blog_article:en-us:${article.uid}:`]);
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
