import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { AuthorCard } from "@/components/blog/AuthorCard";
import { guideChapters } from "@/components/blog/guide";
import { TagLinks } from "@/components/editorial/TagLinks";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { GUIDE_FETCH_LINKS } from "@/content/queries/resources";

const FETCH_LINKS = [...GUIDE_FETCH_LINKS, "blog_article.description", "author.name", "author.job", "author.portrait", "tag.label"];

/** A guide: its name, introduction, author, chapters in order and tags, in the guide layout. */
async function GuidePage({ document: guide, locale, alternates }: DocumentPageProps<"guide">) {
  const t = await getTranslations({ locale, namespace: "blog" });
  const { data } = guide;
  const chapters = guideChapters(guide);
  const descriptions = new Map(
    data.articles.map((entry) => [(entry.article as { id?: string }).id, (entry.article as { data?: { description?: string | null } }).data?.description]),
  );

  return (
    <SiteLayout layout="guide" locale={locale} alternates={alternates}>
      <section className="bg-sugar">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 lg:grid-cols-2 lg:px-8">
          <div>
            {data.guide_name ? <p className="font-semibold text-green-dark">{data.guide_name}</p> : null}
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance lg:text-5xl">{data.title || data.guide_name}</h1>
            <RichText field={data.description} className="mt-4 space-y-3 text-lg text-stone" />
            <AuthorCard field={data.author} className="mt-6" />
            {chapters[0] ? (
              <Link prefetch={false} href={chapters[0].href} className="mt-8 inline-flex min-h-12 items-center rounded-full bg-green px-6 font-semibold text-white hover:bg-green-dark">
                {t("startGuide")}
              </Link>
            ) : null}
          </div>
          <ContentImage field={data.thumbnail} priority sizes="(min-width: 1024px) 50vw, 100vw" className="h-auto w-full rounded-2xl" />
        </div>
      </section>
      <div className="mx-auto max-w-3xl px-4 py-12">
        <h2 className="text-2xl font-bold">{t("guideChapters")}</h2>
        <ol className="mt-6 space-y-4">
          {chapters.map((chapter, index) => (
            <li key={chapter.id}>
              <Link prefetch={false} href={chapter.href} className="flex gap-4 rounded-2xl border border-cloud p-5 hover:border-ink">
                <span aria-hidden="true" className="grid size-10 shrink-0 place-items-center rounded-full bg-green font-bold text-white">
                  {index + 1}
                </span>
                <span>
                  <span className="block text-sm text-stone">{t("chapterOf", { index: index + 1, total: chapters.length })}</span>
                  <span className="block text-lg font-bold">{chapter.title}</span>
                  {descriptions.get(chapter.id) ? <span className="mt-1 block text-stone">{descriptions.get(chapter.id)}</span> : null}
                </span>
              </Link>
            </li>
          ))}
        </ol>
        <TagLinks entries={data.tags} label={t("tags")} className="mt-10" />
      </div>
    </SiteLayout>
  );
}

const route = documentRoute("guide", GuidePage, { fetchLinks: FETCH_LINKS });
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
