import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import type { CaseStudyDocument } from "../../../../prismicio-types";
import { EditorialCard } from "@/components/editorial/EditorialCard";
import { TagFilterGrid } from "@/components/editorial/TagFilterGrid";
import { tagsOf } from "@/components/editorial/TagLinks";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { getAllDocuments } from "@/content/documents";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";
import { linkResolver } from "@/routing/link-resolver";
import { ClientMessages } from "@/i18n/ClientMessages";

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

/** What every case study card shows; the featured one and the grid differ only in emphasis. */
function caseStudyCard(study: CaseStudyDocument) {
  return {
    href: linkResolver(study),
    title: study.data.title ?? "",
    image: study.data.illustration,
    eyebrow: study.data.company_name,
    text: study.data.description,
  };
}

/** Customer stories: the featured one first, then every case study with a tag filter (client-side over server-rendered cards). */
export default async function CaseStudiesHubPage({ params }: PageProps<"/[locale]/case_studies_hub">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const hub = await loadRouteDocument("case_studies_hub", input);
  const [allCaseStudies, alternates, t] = await Promise.all([
    getAllDocuments("case_study", locale, { graphQuery: CASE_STUDY_CARD_QUERY, orderings: [{ field: "document.first_publication_date", direction: "desc" }] }),
    pagePaths(hub),
    getTranslations({ locale, namespace: "blog" }),
  ]);
  const { data } = hub;
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
        <ClientMessages namespaces={["editorial.filterAll", "editorial.resultsCount"]}>
          <TagFilterGrid
            label={data.filter_label || t("tags")}
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
        </ClientMessages>
      </div>
      <PageSlices slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/case_studies_hub">) {
  return routeMetadata("case_studies_hub", await params);
}
