import { getTranslations } from "next-intl/server";
import { PartnersHubView } from "@/components/editorial/PartnersHubView";
import { documentRoute } from "@/content/document-route";
import { getPartners } from "@/content/queries/customers";

/** The partner marketplace (white navbar over a dark header): every partner, filtered client-side. */
const route = documentRoute("partners_hub", PartnersHubView, {
  load: async ({ locale }) => {
    const [partners, t, tBlog] = await Promise.all([
      getPartners(locale),
      getTranslations({ locale, namespace: "editorial" }),
      getTranslations({ locale, namespace: "blog" }),
    ]);
    return { partners, t, tBlog };
  },
});
export default route.Page;
export const generateMetadata = route.generateMetadata;
