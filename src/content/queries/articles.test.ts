import { describe, expect, it } from "vitest";
import type { BlogArticleDocument } from "../../../prismicio-types";
import { toSummary } from "./articles";

describe("toSummary", () => {
  it("takes linked names and ignores broken links and bad dates", () => {
    const article = {
      id: "A1",
      uid: "peer-feedback",
      type: "blog_article",
      lang: "fr-fr",
      first_publication_date: "2026-01-01T00:00:00+0000",
      data: {
        title: "Le feedback entre pairs",
        description: null,
        thumbnail: {},
        author: { link_type: "Document", id: "au", uid: "clara", type: "author", isBroken: false, data: { name: "Clara" } },
        category: { link_type: "Document", id: "c1", uid: "onboarding", type: "category", isBroken: false, data: { name: "Onboarding" } },
        guide: { link_type: "Document" },
        publication_datetime: "not a date",
        duration: 6,
        tags: [
          { tag: { link_type: "Document", id: "t1", uid: "skills", type: "tag", isBroken: false, data: { label: "Skills" } } },
          { tag: { link_type: "Document", id: "t2", uid: "gone", type: "tag", isBroken: true } },
        ],
      },
    } as unknown as BlogArticleDocument;
    const result = toSummary(article);
    expect(result).toMatchObject({
      href: "/fr/blog/peer-feedback/",
      title: "Le feedback entre pairs",
      author: "Clara",
      category: { uid: "onboarding", name: "Onboarding" },
      tags: [{ id: "t1", label: "Skills" }],
      thumbnail: null,
      published: null,
      duration: 6,
    });
  });
});
