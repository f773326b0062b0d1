import type { ReactNode } from "react";
import { ArticleGrid } from "./ArticleGrid";
import type { ArticleSummary } from "@/lib/articles";

interface ArchiveViewProps {
  eyebrow: string;
  title: string;
  intro?: ReactNode;
  aside?: ReactNode;
  /** Heading of the article list ("Articles by Clara Hoffmann"). */
  listTitle: string;
  articles: ArticleSummary[];
}

/** An article archive (author, category, tag): a header, then the matching articles, newest first. */
export function ArchiveView({ eyebrow, title, intro, aside, listTitle, articles }: ArchiveViewProps) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
      <header className="flex flex-col gap-6 md:flex-row md:items-center">
        {aside}
        <div>
          <p className="font-semibold text-green-dark">{eyebrow}</p>
          <h1 className="mt-1 text-4xl font-bold tracking-tight lg:text-5xl">{title}</h1>
          {intro ? <div className="mt-3 max-w-2xl text-lg text-stone">{intro}</div> : null}
        </div>
      </header>
      <h2 className="mt-12 mb-6 text-2xl font-bold">{listTitle}</h2>
      <ArticleGrid articles={articles} />
    </div>
  );
}
