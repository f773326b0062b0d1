import { getTranslations } from "next-intl/server";
import { CaseStudiesHubView } from "@/components/editorial/CaseStudiesHubView";
import { documentRoute } from "@/content/document-route";
import { getCaseStudyCards } from "@/content/queries/customers";

/** Customer stories: the featured one first, then every case study with a tag filter (client-side over server-rendered cards). */
const route = documentRoute("case_studies_hub", CaseStudiesHubView, {
  load: async ({ locale }) => {
    const [caseStudies, t] = await Promise.all([getCaseStudyCards(locale), getTranslations({ locale, namespace: "blog" })]);
    return { caseStudies, t };
  },
});
export default route.Page;
export const generateMetadata = route.generateMetadata;
