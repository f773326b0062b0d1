import { getTranslations } from "next-intl/server";
import { ResourcesHubView } from "@/components/editorial/ResourcesHubView";
import { RESOURCE_FETCH_LINKS } from "@/components/editorial/hub-cards";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";
import { latestArticleSummaries } from "@/content/queries/articles";
import { getResources } from "@/content/queries/resources";

/** The newest articles the hub shows. */
const LATEST_ARTICLES = 3;

/** Resources: the featured picks, the latest articles, the guides and the ebooks. */
export default async function ResourcesHubPage({ params }: PageProps<"/[locale]/resources_hub">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const hub = await loadRouteDocument("resources_hub", input, RESOURCE_FETCH_LINKS);
  const [articles, { guides, ebooks }, alternates, t] = await Promise.all([
    latestArticleSummaries(locale, LATEST_ARTICLES),
    getResources(locale),
    pagePaths(hub),
    getTranslations({ locale, namespace: "editorial" }),
  ]);
  return <ResourcesHubView hub={hub} locale={locale} alternates={alternates} articles={articles} guides={guides} ebooks={ebooks} t={t} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/resources_hub">) {
  return routeMetadata("resources_hub", await params);
}
