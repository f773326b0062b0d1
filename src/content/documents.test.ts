import { beforeEach, describe, expect, it } from "vitest";
import { clearContentCache, getAllDocuments, getDocumentByUID, getSingleDocument, MissingDocumentError } from "./documents";
import { contentStore } from "./store";

describe("content fetchers over the embedded repository", () => {
  beforeEach(() => clearContentCache());

  it("fetches singletons and documents by uid per locale", async () => {
    const navbar = await getSingleDocument("navbar", "de");
    expect(navbar.lang).toBe("de-de");
    const [article] = await getAllDocuments("blog_article", "fr");
    const again = await getDocumentByUID("blog_article", article.uid!, "fr");
    expect(again.id).toBe(article.id);
  });

  it("caches each query once per type and locale", async () => {
    const first = getSingleDocument("footer", "en");
    const second = getSingleDocument("footer", "en");
    expect(await first).toBe(await second);
    const keys = [...contentStore.getState().content.keys()].filter((key) => key.startsWith("single:footer:"));
    expect(keys).toEqual(["single:footer:en-us:"]);
    await getSingleDocument("footer", "fr");
    expect([...contentStore.getState().content.keys()].filter((key) => key.startsWith("single:footer:"))).toHaveLength(2);
  });

  it("raises the spec's messages for missing documents", async () => {
    await expect(getDocumentByUID("blog_article", "no-such-article", "de")).rejects.toThrow(
      new MissingDocumentError("blog_article", "de-de", "no-such-article"),
    );
    await expect(getDocumentByUID("blog_article", "no-such-article", "de")).rejects.toThrow(
      "Document blog_article - UID no-such-article does not exist for locale de-de",
    );
    await expect(getSingleDocument("not_a_type", "fr")).rejects.toThrow("Document not_a_type does not exist for locale fr-fr");
    expect(contentStore.getState().error).toBeNull();
  });
});
