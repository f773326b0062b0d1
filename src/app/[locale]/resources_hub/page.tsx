import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import type { ResourcesHubDocument } from "../../../../prismicio-types";
import { ArticleGrid } from "@/components/blog/ArticleGrid";
import { getArticleSummaries } from "@/components/blog/articles";
import { EditorialCard } from "@/components/editorial/EditorialCard";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { getAllDocuments } from "@/content/documents";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";
import { linkResolver } from "@/routing/link-resolver";

/** The title and image field of each type a featured resource may link to. */
const resourceFields: Record<string, { title: string; image: string }> = {
  blog_article: { title: "title", image: "thumbnail" },
  gated_ebook_lp: { title: "title", image: "cover" },
  case_study: { title: "title", image: "illustration" },
  webinar: { title: "title", image: "default_thumbnail" },
  guide_page: { title: "title", image: "thumbnail" },
  live_event: { title: "title", image: "thumbnail" },
  studio: { title: "title", image: "thumbnail" },
  certification: { title: "title", image: "thumbnail" },
  collaborative_learning_book: { title: "title", image: "cover" },
};
const FETCH_LINKS = Object.entries(resourceFields).flatMap(([type, fields]) => [`${type}.${fields.title}`, `${type}.${fields.image}`]);

function featuredCards(hub: ResourcesHubDocument) {
  return hub.data.featured_resources.flatMap((entry, index) => {
    const link = entry.resource;
    if (!prismic.isFilled.contentRelationship(link) || link.isBroken) return [];
    const fields = resourceFields[link.type];
    const data = (link as { data?: Record<string, unknown> }).data ?? {};
    const title = fields ? data[fields.title] : undefined;
    if (typeof title !== "string" || !title) return [];
    const image = fields ? (data[fields.image] as prismic.ImageField | undefined) : undefined;
    return [{ key: `${link.id}-${index}`, href: linkResolver(link), title, label: entry.label, image: prismic.isFilled.image(image) ? image : null }];
  });
}

/** Resources: the featured picks, the latest articles, the guides and the ebooks. */
export default async function ResourcesHubPage({ params }: PageProps<"/[locale]/resources_hub">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const hub = await loadRouteDocument("resources_hub", input, FETCH_LINKS);
  const [articles, allGuides, allEbooks, alternates, t] = await Promise.all([
    getArticleSummaries(locale),
    getAllDocuments("guide_page", locale),
    getAllDocuments("gated_ebook_lp", locale),
    pagePaths(hub),
    getTranslations({ locale, namespace: "editorial" }),
  ]);
  const featured = featuredCards(hub);
  const guides = allGuides.filter((guide) => guide.data.is_hidden !== true);
  const ebooks = allEbooks.filter((ebook) => ebook.data.is_hidden !== true);
  const sections = [
    { id: "guides", title: t("guides"), items: guides.map((guide) => ({ key: guide.id, href: linkResolver(guide), title: guide.data.title || guide.data.guide_name || "", image: guide.data.thumbnail, text: prismic.asText(guide.data.description) })) },
    { id: "ebooks", title: t("ebooks"), items: ebooks.map((ebook) => ({ key: ebook.id, href: linkResolver(ebook), title: ebook.data.title || ebook.data.name || "", image: ebook.data.cover, text: prismic.asText(ebook.data.description).split("\n")[0] })) },
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
      <PageSlices slices={hub.data.body} locale={locale} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/resources_hub">) {
  return routeMetadata("resources_hub", await params);
}
