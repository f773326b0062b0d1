import { fillTemplate } from "@/i18n/templates";
import type { ArticleSummary } from "@/lib/articles";

/**
 * Publication date and reading duration (server and client): the date as the server wrote it (`publishedText`), the
 * duration into the locale's `readingTime` template ("{minutes} min read"). No formatting code reaches the browser.
 */
export function ArticleMeta({ article, readingTime, className }: { article: Pick<ArticleSummary, "published" | "publishedText" | "duration">; readingTime: string; className?: string }) {
  const { published, publishedText, duration } = article;
  const date = published && publishedText ? publishedText : null;
  if (!date && !duration) return null;
  return (
    <p className={className}>
      {date ? <time dateTime={published!}>{date}</time> : null}
      {date && duration ? <span aria-hidden="true"> · </span> : null}
      {duration ? <span>{fillTemplate(readingTime, { minutes: duration })}</span> : null}
    </p>
  );
}
