import Link from "next/link";
import { ArticleMeta } from "./ArticleMeta";
import type { ArticleSummary } from "@/lib/articles";

/**
 * A blog article teaser: thumbnail, category, title, description, date and reading time (server and client);
 * `readingTime` is the locale's template ("{minutes} min read", `messageTemplate`).
 */
export function ArticleCard({ article, readingTime, headingLevel = 3, priority = false }: { article: ArticleSummary; readingTime: string; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const thumbnail = article.thumbnail;
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-2xl border border-cloud bg-white">
      {thumbnail ? (
        // eslint-disable-next-line @next/next/no-img-element -- attributes computed on the server (src/content/queries/articles.ts): no image code in the browser
        <img
          {...thumbnail}
          alt=""
          loading={priority ? "eager" : "lazy"}
          fetchPriority={priority ? "high" : undefined}
          decoding="async"
          className="aspect-[16/9] h-auto w-full object-cover"
        />
      ) : null}
      <div className="flex flex-1 flex-col p-5">
        {article.category ? <p className="text-sm font-semibold text-green-dark">{article.category.name}</p> : null}
        <Heading className="mt-1 text-lg font-bold text-balance">
          <Link prefetch={false} href={article.href} className="after:absolute after:inset-0 group-hover:underline">
            {article.title}
          </Link>
        </Heading>
        {article.description ? <p className="mt-2 line-clamp-3 text-stone">{article.description}</p> : null}
        <ArticleMeta article={article} readingTime={readingTime} className="mt-auto pt-4 text-sm text-stone" />
      </div>
    </article>
  );
}
