import type { PrismicDocument } from "@prismicio/client";
import { beforeEach, describe, expect, it, vi } from "vitest";

const everyDocument = vi.fn<() => Promise<PrismicDocument[]>>();
const version = vi.fn<() => Promise<string>>();
/** The documents handed over in pages of two, as the Content API's pages arrive. */
const pagesRead: number[] = [];
vi.mock("@/content/documents", () => ({
  readEveryRoutableDocument: async (visit: (documents: PrismicDocument[]) => void) => {
    const documents = await everyDocument();
    for (let start = 0; start < documents.length; start += 2) {
      pagesRead.push(start / 2 + 1);
      visit(documents.slice(start, start + 2));
    }
  },
  contentVersion: () => version(),
}));

const { searchSite, siteIndex } = await import("./index");

function article(id: string, title: string): PrismicDocument {
  return {
    id,
    uid: id,
    type: "blog_article",
    lang: "en-us",
    alternate_languages: [],
    data: { title, description: "", is_hidden: false },
    first_publication_date: "2026-01-01T00:00:00+0000",
    last_publication_date: "2026-01-01T00:00:00+0000",
  } as unknown as PrismicDocument;
}

describe("the server's site index", () => {
  beforeEach(() => {
    everyDocument.mockReset();
    version.mockReset();
  });

  it("is built once per content version, without reading the documents again, and again for a new version", async () => {
    const before = [article("first", "Onboarding checklist")];
    version.mockResolvedValue("ref-1");
    // The data cache hands back a new copy at every read: the version, not the list, says whether the content changed.
    everyDocument.mockImplementation(async () => structuredClone(before));
    const index = await siteIndex();
    expect(await siteIndex()).toBe(index);
    expect((await searchSite("checklist", { locale: "en", limit: 5, offset: 0 })).results.map((r) => r.path)).toEqual(["/blog/first/"]);
    expect(everyDocument).toHaveBeenCalledTimes(1);

    // A publication (or an edit of the embedded content) is a new version: the next search sees the new content.
    version.mockResolvedValue("ref-2");
    everyDocument.mockResolvedValue([...before, article("second", "Skills checklist")]);
    expect(await siteIndex()).not.toBe(index);
    expect((await searchSite("checklist", { locale: "en", limit: 5, offset: 0 })).total).toBe(2);
    expect(everyDocument).toHaveBeenCalledTimes(2);
  });

  it("reads the documents a page at a time, once for the requests that arrive while it is built, and again after a failure", async () => {
    version.mockResolvedValue("ref-3");
    pagesRead.length = 0;
    everyDocument.mockResolvedValue([article("a", "Coaching one"), article("b", "Coaching two"), article("c", "Coaching three")]);
    const [first, second] = await Promise.all([siteIndex(), siteIndex()]);
    expect(second).toBe(first);
    expect(first.size).toBe(3);
    expect(pagesRead).toEqual([1, 2]);

    version.mockResolvedValue("ref-4");
    everyDocument.mockRejectedValueOnce(new Error("503 from the Content API"));
    await expect(siteIndex()).rejects.toThrow("503");
    expect((await siteIndex()).size).toBe(3);
  });
});
