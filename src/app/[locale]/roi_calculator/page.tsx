import { getFormatter, getTranslations } from "next-intl/server";
import type { RoiCalculatorDocument } from "../../../../prismicio-types";
import { Cta, ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { RichText } from "@/components/rich-text/RichText";
import { estimateRoi } from "@/components/roi/roi";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";

/** The ROI calculator page: its content and a worked example from the document's default values. */
export default async function RoiCalculatorPage({ params }: PageProps<"/[locale]/roi_calculator">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument<RoiCalculatorDocument>("roi_calculator", input);
  const { data } = page;
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: "marketing" }), getFormatter({ locale })]);
  const values = { employees: data.default_employees ?? 0, hourlyCost: data.default_hourly_cost ?? 0, trainingHours: data.default_training_hours ?? 0 };
  const estimate = estimateRoi({ ...values, timeSavedRatio: data.time_saved_ratio ?? 0 });
  const assumptions = [
    { label: data.employees_label, value: format.number(values.employees) },
    { label: data.hourly_cost_label, value: format.number(values.hourlyCost, { style: "currency", currency: data.currency ?? "EUR", maximumFractionDigits: 0 }) },
    { label: data.training_hours_label, value: format.number(values.trainingHours) },
  ];
  const cta = ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "roi-calculator");
  return (
    <SiteLayout layout="default" locale={locale} alternates={await pagePaths(page)}>
      <PageHeader title={data.title} subtitle={data.subtitle} />
      <Section>
        <div className="grid gap-10 lg:grid-cols-2" data-testid="roi-example">
          <div>
            <RichText field={data.introduction} className="text-lg text-stone" />
            <h2 className="mt-8 text-2xl font-bold">{t("roiExample")}</h2>
            <dl className="mt-4 divide-y divide-cloud rounded-2xl border border-cloud">
              {assumptions.map((entry) => (
                <div key={entry.label} className="flex justify-between gap-4 p-4">
                  <dt>{entry.label}</dt>
                  <dd className="font-semibold">{entry.value}</dd>
                </div>
              ))}
            </dl>
          </div>
          <div className="rounded-3xl bg-night p-8 text-white">
            <h2 className="text-2xl font-bold">{data.results_title}</h2>
            <dl className="mt-6 space-y-6">
              <div>
                <dt className="text-white/80">{data.savings_label}</dt>
                <dd className="text-4xl font-bold">{format.number(estimate.savings, { style: "currency", currency: data.currency ?? "EUR", maximumFractionDigits: 0 })}</dd>
              </div>
              <div>
                <dt className="text-white/80">{data.hours_saved_label}</dt>
                <dd className="text-4xl font-bold">{format.number(estimate.hoursSaved)}</dd>
              </div>
            </dl>
            {cta ? <Cta {...cta} colorClass="bg-white text-night hover:bg-sugar" className="mt-8" /> : null}
          </div>
        </div>
      </Section>
      <PageSlices slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/roi_calculator">) {
  return routeMetadata("roi_calculator", await params);
}
