import { getTranslations } from "next-intl/server";
import { CaseStudyView } from "@/components/editorial/CaseStudyView";
import { documentRoute } from "@/content/document-route";

/** A customer story: the case study with its tags' labels, its language links and texts, shown by `CaseStudyView`. */
const route = documentRoute("case_study", CaseStudyView, {
  fetchLinks: ["tag.label"],
  load: async ({ locale }) => {
    const [t, tBlog] = await Promise.all([getTranslations({ locale, namespace: "editorial" }), getTranslations({ locale, namespace: "blog" })]);
    return { t, tBlog };
  },
});
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
