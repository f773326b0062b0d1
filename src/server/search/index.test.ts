import type { PrismicDocument } from "@prismicio/client";
import { beforeEach, describe, expect, it, vi } from "vitest";

const everyDocument = vi.fn<() => Promise<PrismicDocument[]>>();
vi.mock("@/content/documents", () => ({ getEveryDocument: () => everyDocument() }));

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
  beforeEach(() => everyDocument.mockReset());

  it("is built once per content snapshot and rebuilt after the webhook clears the content cache", async () => {
    const before = [article("first", "Onboarding checklist")];
    everyDocument.mockResolvedValue(before);
    const index = await siteIndex();
    expect(await siteIndex()).toBe(index);
    expect((await searchSite("checklist", { locale: "en", limit: 5, offset: 0 })).results.map((r) => r.path)).toEqual(["/blog/first/"]);

    // A cleared cache hands back a new list: the next search sees the new content.
    everyDocument.mockResolvedValue([...before, article("second", "Skills checklist")]);
    expect(await siteIndex()).not.toBe(index);
    expect((await searchSite("checklist", { locale: "en", limit: 5, offset: 0 })).total).toBe(2);
  });
});
