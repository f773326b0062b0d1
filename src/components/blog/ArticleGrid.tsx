import { getTranslations } from "next-intl/server";
import type { BlogArticleDocument } from "../../../prismicio-types";
import { ArticleCard } from "./ArticleCard";

export async function ArticleGrid({ articles, headingLevel = 3 }: { articles: BlogArticleDocument[]; headingLevel?: 2 | 3 }) {
  const t = await getTranslations("blog");
  if (articles.length === 0) return <p className="text-stone">{t("noArticles")}</p>;
  return (
    <ul className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
      {articles.map((article, index) => (
        <li key={article.id} className="flex">
          <ArticleCard article={article} headingLevel={headingLevel} priority={index === 0} />
        </li>
      ))}
    </ul>
  );
}
