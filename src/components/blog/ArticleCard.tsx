import type { BlogArticleDocument } from "../../../prismicio-types";
import { ContentLink, resolveHref } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";
import { ArticleMeta } from "./ArticleMeta";
import { linkedText } from "./articles";

/** A blog article teaser: thumbnail, category, title, description, date and reading time. */
export function ArticleCard({ article, headingLevel = 3, priority = false }: { article: BlogArticleDocument; headingLevel?: 2 | 3; priority?: boolean }) {
  const Heading = headingLevel === 2 ? "h2" : "h3";
  const category = linkedText(article.data.category, "name");
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-2xl border border-cloud bg-white">
      <ContentImage
        field={article.data.thumbnail}
        alt=""
        sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
        priority={priority}
        className="aspect-[16/9] h-auto w-full object-cover"
      />
      <div className="flex flex-1 flex-col p-5">
        {category ? <p className="text-sm font-semibold text-green">{category}</p> : null}
        <Heading className="mt-1 text-lg font-bold text-balance">
          <ContentLink href={resolveHref(article) ?? undefined} className="after:absolute after:inset-0 group-hover:underline">
            {article.data.title}
          </ContentLink>
        </Heading>
        {article.data.description ? <p className="mt-2 line-clamp-3 text-stone">{article.data.description}</p> : null}
        <ArticleMeta article={article} className="mt-auto pt-4 text-sm text-stone" />
      </div>
    </article>
  );
}
