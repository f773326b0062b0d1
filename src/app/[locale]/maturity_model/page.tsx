import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import type { MaturityModelDocument } from "../../../../prismicio-types";
import { MaturityModelView } from "@/components/maturity-model/MaturityModelView";
import { browserIntegrations } from "@/config/form-integrations";
import { withComputedCopy } from "@/content/computed-copy";
import { loadRouteDocument, pageLocale, pageMetadata, pagePaths } from "@/content/page";
import { findFormConfig, formBundle } from "@/content/queries/forms";
import type { Locale } from "@/routing/locales";

/** The report form's bundle from the form configuration the document links; null when it links none. */
async function reportFormBundle(data: MaturityModelDocument["data"], locale: Locale) {
  if (!prismic.isFilled.contentRelationship(data.form_config)) return null;
  const document = await findFormConfig(data.form_config.id);
  if (!document) return null;
  return formBundle(document, locale, browserIntegrations());
}

/** The document with `{themeCount}` filled from its themes: the copy (meta tags included) never miscounts them. */
async function loadMaturityModel(input: { locale: string }): Promise<MaturityModelDocument> {
  return withComputedCopy(await loadRouteDocument("maturity_model", input));
}

/** The maturity model: its document, language links, texts and report form, shown by `MaturityModelView`. */
export default async function MaturityModelPage({ params }: PageProps<"/[locale]/maturity_model">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadMaturityModel(input);
  const [alternates, t, reportForm] = await Promise.all([
    pagePaths(page),
    getTranslations({ locale, namespace: "maturityModel" }),
    reportFormBundle(page.data, locale),
  ]);
  return <MaturityModelView locale={locale} alternates={alternates} page={page} t={t} reportForm={reportForm} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/maturity_model">) {
  return pageMetadata(await loadMaturityModel(await params));
}
