import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import type { CaseStudyDocument } from "../../../prismicio-types";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import type { DocumentPageProps } from "@/content/document-route";
import { pluralTemplates } from "@/i18n/templates";
import { EditorialCard } from "./EditorialCard";
import { caseStudyCard } from "./hub-cards";
import { DeferredTagFilterGrid } from "./DeferredTagFilterGrid";
import { tagsOf } from "./TagLinks";

interface CaseStudiesHubViewProps extends DocumentPageProps<"case_studies_hub"> {
  /** Every case study of the locale (card fields and tags only), newest first, hidden ones included. */
  caseStudies: CaseStudyDocument[];
  /** The "blog" messages. */
  t: Awaited<ReturnType<typeof getTranslations<"blog">>>;
}

/** Customer stories: the featured one first, then every case study with a tag filter (client-side over server-rendered cards). */
export async function CaseStudiesHubView({ document: hub, locale, alternates, caseStudies: allCaseStudies, t }: CaseStudiesHubViewProps) {
  const { data } = hub;
  // The filter's words, formatted here: the browser loads no message formatter for them.
  const editorial = await getTranslations({ locale, namespace: "editorial" });
  const filterLabels = { all: editorial("filterAll"), none: editorial("resultsCount", { count: 0 }), results: pluralTemplates(editorial, "resultsCount", "count", locale) };
  const caseStudies = allCaseStudies.filter((study) => study.data.is_hidden !== true);
  const featuredId = prismic.isFilled.contentRelationship(data.featured_case_study) ? data.featured_case_study.id : null;
  const featured = caseStudies.find((study) => study.id === featuredId);
  const tags = [...new Map(caseStudies.flatMap((study) => tagsOf(study.data.tags)).map((tag) => [tag.id, { id: tag.id, label: tag.label }])).values()].sort((a, b) =>
    a.label.localeCompare(b.label, locale),
  );

  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <section className="bg-sugar">
        <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
          <h1 className="text-4xl font-bold tracking-tight text-balance lg:text-5xl">{data.title}</h1>
          <RichText field={data.subtitle} className="mt-4 max-w-2xl text-lg text-stone" />
          {featured ? (
            <div className="mt-10 max-w-3xl">
              <EditorialCard {...caseStudyCard(featured)} headingLevel={2} priority />
            </div>
          ) : null}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
        <DeferredTagFilterGrid
          label={data.filter_label || t("tags")}
          labels={filterLabels}
          locale={locale}
          tags={tags}
          items={caseStudies.map((study) => ({
            id: study.id,
            tagIds: tagsOf(study.data.tags).map((tag) => tag.id),
            card: (
              <EditorialCard
                {...caseStudyCard(study)}
                footer={study.data.reading_time ? t("readingTime", { minutes: study.data.reading_time }) : null}
                headingLevel={2}
              />
            ),
          }))}
        />
      </div>
      <PageSlices documentId={hub.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}
