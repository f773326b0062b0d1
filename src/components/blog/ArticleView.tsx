import * as prismic from "@prismicio/client";
import { PrismicRichText, SliceZone } from "@prismicio/react";
import { getTranslations } from "next-intl/server";
import type { BlogArticleDocument } from "../../../prismicio-types";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";
import { linkResolver } from "@/routing/link-resolver";
import { components } from "@/slices";
import { ArticleMeta } from "./ArticleMeta";
import { linkedText } from "./articles";

/** A blog article: header (category, title, author, date, reading time), thumbnail, body, tags. */
export async function ArticleView({ article }: { article: BlogArticleDocument }) {
  const t = await getTranslations("blog");
  const { data } = article;
  const category = linkedText(data.category, "name");
  const author = linkedText(data.author, "name");
  const tags = data.tags.filter((entry) => prismic.isFilled.contentRelationship(entry.tag) && linkedText(entry.tag, "label"));

  return (
    <article className="mx-auto max-w-3xl px-4 py-12">
      {category ? (
        <ContentLink field={data.category} className="font-semibold text-green hover:underline">
          {category}
        </ContentLink>
      ) : null}
      <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance lg:text-5xl">{data.title}</h1>
      {data.description ? <p className="mt-4 text-xl text-stone">{data.description}</p> : null}
      <div className="mt-6 flex flex-wrap items-center gap-x-4 gap-y-1 text-stone">
        {author ? (
          <ContentLink field={data.author} className="font-semibold text-ink hover:underline">
            {t("writtenBy", { name: author })}
          </ContentLink>
        ) : null}
        <ArticleMeta article={article} />
      </div>
      <ContentImage field={data.thumbnail} priority sizes="(min-width: 768px) 768px, 100vw" className="mt-8 h-auto w-full rounded-2xl" />
      <div className="prose mt-10 space-y-5 text-lg leading-relaxed [&_a]:text-green [&_a]:underline [&_h2]:mt-10 [&_h2]:text-3xl [&_h2]:font-bold [&_h3]:mt-8 [&_h3]:text-2xl [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc">
        <PrismicRichText field={data.content} linkResolver={linkResolver} />
      </div>
      <SliceZone slices={data.slices} components={components} />
      {tags.length > 0 ? (
        <ul className="mt-10 flex flex-wrap gap-2" aria-label="Tags">
          {tags.map((entry) => (
            <li key={(entry.tag as prismic.FilledContentRelationshipField).id}>
              <ContentLink field={entry.tag} className="inline-flex min-h-11 items-center rounded-full bg-cloud px-4 text-sm font-semibold">
                #{linkedText(entry.tag, "label")}
              </ContentLink>
            </li>
          ))}
        </ul>
      ) : null}
    </article>
  );
}
