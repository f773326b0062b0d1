import { getTranslations } from "next-intl/server";
import { CaseStudiesHubView } from "@/components/editorial/CaseStudiesHubView";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";
import { getCaseStudyCards } from "@/content/queries/customers";

/** Customer stories: the featured one first, then every case study with a tag filter (client-side over server-rendered cards). */
export default async function CaseStudiesHubPage({ params }: PageProps<"/[locale]/case_studies_hub">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const hub = await loadRouteDocument("case_studies_hub", input);
  const [caseStudies, alternates, t] = await Promise.all([
    getCaseStudyCards(locale),
    pagePaths(hub),
    getTranslations({ locale, namespace: "blog" }),
  ]);
  return <CaseStudiesHubView hub={hub} locale={locale} alternates={alternates} caseStudies={caseStudies} t={t} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/case_studies_hub">) {
  return routeMetadata("case_studies_hub", await params);
}
