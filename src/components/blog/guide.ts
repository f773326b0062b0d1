import * as prismic from "@prismicio/client";
import type { GuidePageDocument } from "../../../prismicio-types";
import { localeFromPrismicLang } from "@/routing/locales";
import { buildPath } from "@/routing/routes";

export interface GuideChapter {
  id: string;
  title: string;
  href: string;
}

/** The guide's chapters in order (short title first) at /guide/{guide}/{chapter}/, skipping empty and broken links. */
export function guideChapters(guide: GuidePageDocument): GuideChapter[] {
  const locale = localeFromPrismicLang(guide.lang) ?? "en";
  return guide.data.articles.flatMap((entry) => {
    const link = entry.article;
    if (!prismic.isFilled.contentRelationship(link) || link.isBroken) return [];
    const data = (link as { data?: { title?: string | null; short_title?: string | null } }).data;
    const title = data?.short_title || data?.title;
    const href = buildPath("guide_article", locale, { guideUid: guide.uid ?? undefined, uid: link.uid ?? undefined });
    return title && href ? [{ id: link.id, title, href }] : [];
  });
}

/** Where a chapter sits in its guide: its index and the chapters before and after it. */
export function chapterPosition(chapters: GuideChapter[], articleId: string) {
  const index = chapters.findIndex((chapter) => chapter.id === articleId);
  if (index < 0) return null;
  return { index, previous: chapters[index - 1] ?? null, next: chapters[index + 1] ?? null };
}
