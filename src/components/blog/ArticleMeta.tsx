import { getFormatter, getTranslations } from "next-intl/server";
import type { BlogArticleDocument } from "../../../prismicio-types";

/** Publication date and reading duration in the locale's format. */
export async function ArticleMeta({ article, className }: { article: BlogArticleDocument; className?: string }) {
  const t = await getTranslations("blog");
  const format = await getFormatter();
  const published = article.data.publication_datetime ?? article.first_publication_date;
  const date = published ? new Date(published) : null;
  return (
    <p className={className}>
      {date && !Number.isNaN(date.getTime()) ? (
        <time dateTime={date.toISOString()}>{format.dateTime(date, { dateStyle: "long" })}</time>
      ) : null}
      {date && article.data.duration ? <span aria-hidden="true"> · </span> : null}
      {article.data.duration ? <span>{t("readingTime", { minutes: article.data.duration })}</span> : null}
    </p>
  );
}
