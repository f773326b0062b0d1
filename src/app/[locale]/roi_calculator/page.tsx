import { getTranslations } from "next-intl/server";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { RichText } from "@/components/rich-text/RichText";
import { RoiCalculator, type RoiCalculatorTexts } from "@/components/roi/RoiCalculator";
import type { RoiFieldError } from "@/components/roi/roi";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { formConfigIdOfFormPage } from "@/content/queries/forms";
import { messageTemplate } from "@/i18n/templates";
import { resolveHref } from "@/routing/href";
import { htmlLangs } from "@/routing/locales";

/** The ROI calculator page: the calculator, then how it calculates and where its ratio comes from. */
async function RoiCalculatorPage({ document: page, locale, alternates }: DocumentPageProps<"roi_calculator">) {
  const { data } = page;
  const t = await getTranslations({ locale, namespace: "tools.roi" });
  const numberLocale = htmlLangs[locale];
  const ratio = new Intl.NumberFormat(numberLocale, { style: "percent", maximumFractionDigits: 1 }).format(data.time_saved_ratio ?? 0);
  const errors: Record<RoiFieldError, string> = {
    required: t("errors.required"),
    not_a_number: t("errors.not_a_number"),
    too_small: messageTemplate(t, "errors.too_small", ["min"]),
    too_large: messageTemplate(t, "errors.too_large", ["max"]),
    not_whole: t("errors.not_whole"),
  };
  const texts: RoiCalculatorTexts = {
    labels: { employees: data.employees_label ?? "", hourly_cost: data.hourly_cost_label ?? "", training_hours: data.training_hours_label ?? "" },
    resultsTitle: data.results_title ?? "",
    savingsLabel: data.savings_label ?? "",
    hoursSavedLabel: data.hours_saved_label ?? "",
    invalidResult: t("invalidResult"),
    errors,
    demoMessage: messageTemplate(t, "demoMessage", ["employees", "hourlyCost", "trainingHours", "hoursSaved", "savings"]),
  };
  const ctaHref = resolveHref(data.cta_link);
  const cta = data.cta_label && ctaHref ? { label: data.cta_label, href: ctaHref, formConfigId: await formConfigIdOfFormPage(data.cta_link) } : null;
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <PageHeader title={data.title} subtitle={data.subtitle} />
      <Section>
        <RichText field={data.introduction} className="mb-10 max-w-3xl text-lg text-stone" />
        <RoiCalculator
          numberLocale={numberLocale}
          currency={data.currency ?? "EUR"}
          defaults={{ employees: data.default_employees ?? 500, hourly_cost: data.default_hourly_cost ?? 45, training_hours: data.default_training_hours ?? 20 }}
          timeSavedRatio={data.time_saved_ratio ?? 0}
          texts={texts}
          cta={cta}
        />
        <section className="mt-12 max-w-3xl rounded-2xl bg-cloud p-6" aria-labelledby="roi-method">
          <h2 id="roi-method" className="text-xl font-bold">
            {t("howTitle")}
          </h2>
          <p className="mt-2">{t("howModel", { ratio })}</p>
          <p className="mt-2 text-stone">{t("howSource", { ratio })}</p>
        </section>
      </Section>
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("roi_calculator", RoiCalculatorPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
