import type { ReactNode } from "react";
import type { BlogArticleDocument } from "../../../prismicio-types";
import { ArticleGrid } from "./ArticleGrid";

/** An article archive (author, category, tag): a header, then the matching articles. */
export function ArchiveView({ eyebrow, title, intro, aside, articles }: { eyebrow: string; title: string; intro?: ReactNode; aside?: ReactNode; articles: BlogArticleDocument[] }) {
  return (
    <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
      <header className="flex flex-col gap-6 md:flex-row md:items-center">
        {aside}
        <div>
          <p className="font-semibold text-green">{eyebrow}</p>
          <h1 className="mt-1 text-4xl font-bold tracking-tight lg:text-5xl">{title}</h1>
          {intro ? <div className="mt-3 max-w-2xl text-lg text-stone">{intro}</div> : null}
        </div>
      </header>
      <div className="mt-10">
        <ArticleGrid articles={articles} headingLevel={2} />
      </div>
    </div>
  );
}
