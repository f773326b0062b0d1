import * as prismic from "@prismicio/client";
import type { getTranslations } from "next-intl/server";
import type { MaturityModelDocument } from "../../../prismicio-types";
import { ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { siteUrl } from "@/config/site";
import type { DocumentPageProps } from "@/content/document-route";
import { MaturityAssessment, type AssessmentThemeContent } from "@/features/maturity-model/MaturityAssessment";
import { messageTemplate } from "@/i18n/templates";
import type { FormBundle } from "@/lib/forms/bundle";
import { withIntro } from "@/features/forms/intro";
import { resolveHref } from "@/routing/href";

type Data = MaturityModelDocument["data"];
const resourceTypes = ["article", "ebook", "report", "podcast", "webinar", "client_use_case"] as const;

interface MaturityModelViewProps extends DocumentPageProps<"maturity_model"> {
  t: Awaited<ReturnType<typeof getTranslations<"maturityModel">>>;
  /** The report form of the document's form configuration; null when it links none (no report then). */
  reportForm: FormBundle | null;
}

/** The resources of the themes, ordered by type as the report lists them, with absolute links. */
function reportResources(data: Data) {
  const labels: Record<(typeof resourceTypes)[number], string> = {
    article: data.pdf_resource_label_article ?? "",
    ebook: data.pdf_resource_label_ebook ?? "",
    report: data.pdf_resource_label_report ?? "",
    podcast: data.pdf_resource_label_podcast ?? "",
    webinar: data.pdf_resource_label_webinar ?? "",
    client_use_case: data.pdf_resource_label_client_use_case ?? "",
  };
  return resourceTypes.flatMap((type) =>
    data.themes
      .filter((theme) => theme.resource_type === type && theme.resource_title)
      .flatMap((theme) => {
        const href = resolveHref(theme.resource_link);
        return href ? [{ typeLabel: labels[type], title: theme.resource_title!, url: new URL(href, siteUrl).toString() }] : [];
      }),
  );
}

/** The maturity model: its introduction and levels, then the self-assessment, its results and the PDF report. */
export function MaturityModelView({ locale, alternates, document: page, t, reportForm }: MaturityModelViewProps) {
  const { data } = page;
  const levelLabels = [data.level_label_1, data.level_label_2, data.level_label_3, data.level_label_4, data.level_label_5].map((label, index) => label || String(index + 1));
  const themes: AssessmentThemeContent[] = data.themes.map((theme) => ({
    title: theme.theme_title ?? "",
    description: theme.theme_description ?? "",
    levels: [theme.level_1_description, theme.level_2_description, theme.level_3_description, theme.level_4_description, theme.level_5_description].map((text) => text ?? ""),
    kpi: theme.kpi ?? "",
  }));
  const form = reportForm
    ? { title: data.form_title ?? "", subtitle: data.form_subtitle ?? "", infoPanel: <RichText field={data.form_info_panel} />, ...withIntro(reportForm) }
    : null;
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <PageHeader title={data.title} subtitle={data.subtitle} image={data.header_image} cta={ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "maturity-model-header")} />
      <Section id="assessment">
        <div className="mx-auto max-w-4xl">
          {data.maturity_model_title ? <h2 className="text-3xl font-bold tracking-tight">{data.maturity_model_title}</h2> : null}
          <RichText field={data.assessment_introduction} className="mb-8 text-lg text-stone" />
            <MaturityAssessment
              locale={locale}
              themes={themes}
              form={form}
              texts={{
                levelLabels,
                selectYourLevel: data.select_your_level ?? "",
                next: data.next_label ?? "",
                yourOverallLevel: data.your_overall_level ?? "",
                kpi: data.kpi ?? "",
                progress: messageTemplate(t, "progress", ["current", "total"]),
                themesLabel: t("themesLabel"),
                resultsTitle: t("resultsTitle"),
                restart: t("restart"),
                changeAnswer: t("changeAnswer"),
                showResults: t("showResults"),
                preparing: t("preparing"),
                download: t("download"),
                uploadFailed: t("uploadFailed"),
                downloadFailed: t("downloadFailed"),
                assessmentFailed: t("assessmentFailed"),
              }}
              report={{
                fileName: data.pdf_file_name || "maturity-report",
                headerTitle: data.pdf_header_title ?? "",
                pageNumber: data.pdf_header_page_number ?? "{page}",
                introHeader: data.pdf_header_intro_page ?? "",
                resourcesHeader: data.pdf_header_resources_page ?? "",
                title: data.pdf_title ?? "",
                subtitle: data.pdf_subtitle ?? "",
                introduction: prismic.asText(data.assessment_introduction),
                overallLabel: data.your_overall_level ?? "",
                levelLabels,
                kpiLabel: data.kpi ?? "",
                nextStepLabel: t("nextStep"),
                generatedOn: messageTemplate(t, "generatedOn", ["date"]),
                resourcesIntroduction: data.pdf_resources_introduction ?? "",
                resources: reportResources(data),
              }}
            />
        </div>
      </Section>
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}
