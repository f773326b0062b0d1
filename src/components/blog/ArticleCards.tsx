import { ArticleCard } from "./ArticleCard";
import type { ArticleSummary } from "@/lib/articles";

/** What the cards say beside the articles' own words: the locale's texts, resolved on the server. */
export interface ArticleCardLabels {
  /** "{minutes} min read" (`messageTemplate`). */
  readingTime: string;
  /** Said in place of the grid when there is no article. */
  noArticles: string;
}

/** Article cards in a responsive grid; a message when there are none (server and client: no message code). */
export function ArticleCards({ articles, labels, headingLevel = 3, priorityFirst = true }: { articles: ArticleSummary[]; labels: ArticleCardLabels; headingLevel?: 2 | 3; priorityFirst?: boolean }) {
  if (articles.length === 0) return <p className="text-stone">{labels.noArticles}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} readingTime={labels.readingTime} headingLevel={headingLevel} priority={priorityFirst && index === 0} />
        </li>
      ))}
    </ul>
  );
}
