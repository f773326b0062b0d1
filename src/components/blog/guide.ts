import * as prismic from "@prismicio/client";
import type { GuidePageDocument } from "../../../prismicio-types";
import { linkResolver } from "@/routing/link-resolver";

export interface GuideChapter {
  id: string;
  title: string;
  href: string;
}

/** Linked fields a guide needs to list its chapters with titles and paths. */
export const GUIDE_FETCH_LINKS = ["blog_article.title", "blog_article.short_title", "blog_article.guide"];

/** The guide's chapters in order (short title first), skipping empty and broken links. */
export function guideChapters(guide: GuidePageDocument): GuideChapter[] {
  return guide.data.articles.flatMap((entry) => {
    const link = entry.article;
    if (!prismic.isFilled.contentRelationship(link) || link.isBroken) return [];
    const data = (link as { data?: { title?: string | null; short_title?: string | null } }).data;
    const title = data?.short_title || data?.title;
    return title ? [{ id: link.id, title, href: linkResolver(link) }] : [];
  });
}

/** Where a chapter sits in its guide: its index and the chapters before and after it. */
export function chapterPosition(chapters: GuideChapter[], articleId: string) {
  const index = chapters.findIndex((chapter) => chapter.id === articleId);
  if (index < 0) return null;
  return { index, previous: chapters[index - 1] ?? null, next: chapters[index + 1] ?? null };
}
