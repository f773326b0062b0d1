import { getTranslations } from "next-intl/server";
import { CaseStudiesHubView } from "@/components/editorial/CaseStudiesHubView";
import { getAllDocuments } from "@/content/documents";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";

/** What a case study's card and the tag filter read: every case study's full body would be many times larger. */
const CASE_STUDY_CARD_QUERY = `{
  case_study {
    title
    illustration
    company_name
    description
    reading_time
    is_hidden
    tags {
      tag {
        ...on tag {
          label
        }
      }
    }
  }
}`;

/** Customer stories: the featured one first, then every case study with a tag filter (client-side over server-rendered cards). */
export default async function CaseStudiesHubPage({ params }: PageProps<"/[locale]/case_studies_hub">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const hub = await loadRouteDocument("case_studies_hub", input);
  const [caseStudies, alternates, t] = await Promise.all([
    getAllDocuments("case_study", locale, { graphQuery: CASE_STUDY_CARD_QUERY, orderings: [{ field: "document.first_publication_date", direction: "desc" }] }),
    pagePaths(hub),
    getTranslations({ locale, namespace: "blog" }),
  ]);
  return <CaseStudiesHubView hub={hub} locale={locale} alternates={alternates} caseStudies={caseStudies} t={t} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/case_studies_hub">) {
  return routeMetadata("case_studies_hub", await params);
}
