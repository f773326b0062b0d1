import { getTranslations } from "next-intl/server";
import { ResourcesHubView } from "@/components/editorial/ResourcesHubView";
import { RESOURCE_FETCH_LINKS } from "@/components/editorial/hub-cards";
import { documentRoute } from "@/content/document-route";
import { latestArticleSummaries } from "@/content/queries/articles";
import { getResources } from "@/content/queries/resources";

/** The newest articles the hub shows. */
const LATEST_ARTICLES = 3;

/** Resources: the featured picks, the latest articles, the guides and the ebooks. */
const route = documentRoute("resources_hub", ResourcesHubView, {
  fetchLinks: RESOURCE_FETCH_LINKS,
  load: async ({ locale }) => {
    const [articles, { guides, ebooks }, t] = await Promise.all([
      latestArticleSummaries(locale, LATEST_ARTICLES),
      getResources(locale),
      getTranslations({ locale, namespace: "editorial" }),
    ]);
    return { articles, guides, ebooks, t };
  },
});
export default route.Page;
export const generateMetadata = route.generateMetadata;
