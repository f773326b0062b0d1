import { useTranslations } from "next-intl";
import { ArticleCard } from "./ArticleCard";
import type { ArticleSummary } from "@/lib/articles";

/** Article cards in a responsive grid; a message when there are none (server and client). */
export function ArticleGrid({ articles, headingLevel = 3, priorityFirst = true }: { articles: ArticleSummary[]; headingLevel?: 2 | 3; priorityFirst?: boolean }) {
  const t = useTranslations("blog");
  if (articles.length === 0) return <p className="text-stone">{t("noArticles")}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} headingLevel={headingLevel} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
