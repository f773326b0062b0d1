import type { getTranslations } from "next-intl/server";
import type { GatedEbookLpDocument, GuidePageDocument } from "../../../prismicio-types";
import { ArticleGrid } from "@/components/blog/ArticleGrid";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import type { DocumentPageProps } from "@/content/document-route";
import type { ArticleSummary } from "@/lib/articles";
import { EditorialCard } from "./EditorialCard";
import { ebookCard, featuredCards, guideCard } from "./hub-cards";

/** The hub (`document`) is loaded with RESOURCE_FETCH_LINKS, so its featured resources carry their title and image. */
interface ResourcesHubViewProps extends DocumentPageProps<"resources_hub"> {
  /** The locale's articles, newest first (the first three are shown). */
  articles: ArticleSummary[];
  /** Every guide and ebook of the locale, hidden ones included. */
  guides: GuidePageDocument[];
  ebooks: GatedEbookLpDocument[];
  /** The "editorial" messages. */
  t: Awaited<ReturnType<typeof getTranslations<"editorial">>>;
}

/** Resources: the featured picks, the latest articles, the guides and the ebooks. */
export function ResourcesHubView({ document: hub, locale, alternates, articles, guides, ebooks, t }: ResourcesHubViewProps) {
  const featured = featuredCards(hub);
  const sections = [
    { id: "guides", title: t("guides"), items: guides.filter((guide) => guide.data.is_hidden !== true).map(guideCard) },
    { id: "ebooks", title: t("ebooks"), items: ebooks.filter((ebook) => ebook.data.is_hidden !== true).map(ebookCard) },
  ].filter((section) => section.items.length > 0);

  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <section className="bg-sugar">
        <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-balance lg:text-5xl">{hub.data.title}</h1>
          <RichText field={hub.data.subtitle} className="mt-4 max-w-2xl text-lg text-stone" />
        </div>
      </section>
      <div className="mx-auto max-w-7xl space-y-16 px-4 py-12 lg:px-8">
        {featured.length > 0 ? (
          <section aria-labelledby="featured-resources">
            <h2 id="featured-resources" className="text-2xl font-bold">
              {t("featuredResources")}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
              {featured.map((card) => (
                <li key={card.key} className="flex">
                  <EditorialCard href={card.href} title={card.title} image={card.image} eyebrow={card.label} />
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        {articles.length > 0 ? (
          <section aria-labelledby="latest-articles">
            <h2 id="latest-articles" className="mb-6 text-2xl font-bold">
              {t("latestArticles")}
            </h2>
            <ArticleGrid articles={articles.slice(0, 3)} priorityFirst={false} />
          </section>
        ) : null}
        {sections.map((section) => (
          <section key={section.id} aria-labelledby={`resources-${section.id}`}>
            <h2 id={`resources-${section.id}`} className="text-2xl font-bold">
              {section.title}
            </h2>
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {section.items.map((item) => (
                <li key={item.key} className="flex">
                  <EditorialCard href={item.href} title={item.title} image={item.image} text={item.text} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
      <PageSlices documentId={hub.id} slices={hub.data.body} locale={locale} />
    </SiteLayout>
  );
}
