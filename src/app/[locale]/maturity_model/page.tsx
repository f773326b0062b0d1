import { getTranslations } from "next-intl/server";
import type { MaturityModelDocument } from "../../../../prismicio-types";
import { ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";

/** The maturity model page: introduction, the themes and the five levels it assesses. */
export default async function MaturityModelPage({ params }: PageProps<"/[locale]/maturity_model">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument<MaturityModelDocument>("maturity_model", input);
  const { data } = page;
  const t = await getTranslations({ locale, namespace: "marketing" });
  const levels = [data.level_label_1, data.level_label_2, data.level_label_3, data.level_label_4, data.level_label_5].filter(Boolean);
  return (
    <SiteLayout layout="default" locale={locale} alternates={await pagePaths(page)}>
      <PageHeader title={data.title} subtitle={data.subtitle} image={data.header_image} cta={ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "maturity-model-header")} />
      <Section id="assessment">
        <div className="mx-auto max-w-4xl" data-testid="maturity-model-overview">
          {data.maturity_model_title ? <h2 className="text-3xl font-bold tracking-tight">{data.maturity_model_title}</h2> : null}
          <RichText field={data.assessment_introduction} className="text-lg text-stone" />
          {levels.length > 0 ? (
            <ol className="mt-8 grid gap-3 sm:grid-cols-5">
              {levels.map((level, index) => (
                <li key={index} className="rounded-2xl bg-sugar p-4 text-center">
                  <span className="block text-2xl font-bold text-green">{index + 1}</span>
                  <span className="text-sm font-semibold">{level}</span>
                </li>
              ))}
            </ol>
          ) : null}
          <ol className="mt-10 space-y-6">
            {data.themes.map((theme, index) => (
              <li key={index} className="rounded-3xl border border-cloud p-6">
                <h3 className="text-xl font-semibold">
                  {index + 1}. {theme.theme_title}
                </h3>
                {theme.theme_description ? <p className="mt-2 text-stone">{theme.theme_description}</p> : null}
              </li>
            ))}
          </ol>
          <p className="mt-8 rounded-2xl bg-cloud p-4 text-stone" role="note">
            {t("assessmentUnavailable")}
          </p>
        </div>
      </Section>
      <PageSlices slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/maturity_model">) {
  return routeMetadata("maturity_model", await params);
}
