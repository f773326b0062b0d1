import { useTranslations } from "next-intl";
import { messageTemplate } from "@/i18n/templates";
import type { ArticleSummary } from "@/lib/articles";
import { ArticleCards, type ArticleCardLabels } from "./ArticleCards";

/** The cards' texts in the request's locale (a server component's; a client island gets them as props). */
export function useArticleCardLabels(): ArticleCardLabels {
  const t = useTranslations("blog");
  return { readingTime: messageTemplate(t, "readingTime", ["minutes"]), noArticles: t("noArticles") };
}

/** Article cards in a responsive grid, with the locale's texts (server components; islands use `ArticleCards`). */
export function ArticleGrid({ articles, headingLevel = 3, priorityFirst = true }: { articles: ArticleSummary[]; headingLevel?: 2 | 3; priorityFirst?: boolean }) {
  return <ArticleCards articles={articles} labels={useArticleCardLabels()} headingLevel={headingLevel} priorityFirst={priorityFirst} />;
}
