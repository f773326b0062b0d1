import { describe, expect, it } from "vitest";
import type { GuidePageDocument } from "../../../prismicio-types";
import { chapterPosition, guideChapters } from "./guide";

const chapter = (id: string, uid: string, data: Record<string, unknown>) => ({
  article: { link_type: "Document", id, uid, type: "blog_article", lang: "de-de", isBroken: false, data },
});

const guide = {
  uid: "skills",
  lang: "de-de",
  data: {
    articles: [
      chapter("a", "map", { title: "Map the skills you have", short_title: "Map" }),
      { article: { link_type: "Document" } },
      chapter("b", "close", { title: "Close the gaps", short_title: null }),
      { article: { link_type: "Document", id: "x", uid: "gone", type: "blog_article", isBroken: true } },
      chapter("c", "measure", { title: "Measure" }),
    ],
  },
} as unknown as GuidePageDocument;

describe("guideChapters", () => {
  it("lists linked chapters in order with short titles and guide paths", () => {
    expect(guideChapters(guide)).toEqual([
      { id: "a", title: "Map", href: "/de/guide/skills/map/" },
      { id: "b", title: "Close the gaps", href: "/de/guide/skills/close/" },
      { id: "c", title: "Measure", href: "/de/guide/skills/measure/" },
    ]);
  });
});

describe("chapterPosition", () => {
  const chapters = guideChapters(guide);
  it("gives previous and next chapters", () => {
    expect(chapterPosition(chapters, "a")).toMatchObject({ index: 0, previous: null, next: { id: "b" } });
    expect(chapterPosition(chapters, "b")).toMatchObject({ index: 1, previous: { id: "a" }, next: { id: "c" } });
    expect(chapterPosition(chapters, "c")).toMatchObject({ index: 2, next: null });
  });
  it("is null for an article outside the guide", () => {
    expect(chapterPosition(chapters, "zzz")).toBeNull();
  });
});
