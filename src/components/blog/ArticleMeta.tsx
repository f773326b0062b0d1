import { useFormatter, useTranslations } from "next-intl";
import type { ArticleSummary } from "@/lib/articles";

/** Publication date and reading duration in the locale's format (server and client). */
export function ArticleMeta({ article, className }: { article: Pick<ArticleSummary, "published" | "duration">; className?: string }) {
  const t = useTranslations("blog");
  const format = useFormatter();
  const { published, duration } = article;
  if (!published && !duration) return null;
  return (
    <p className={className}>
      {published ? <time dateTime={published}>{format.dateTime(new Date(published), { dateStyle: "long" })}</time> : null}
      {published && duration ? <span aria-hidden="true"> · </span> : null}
      {duration ? <span>{t("readingTime", { minutes: duration })}</span> : null}
    </p>
  );
}
