import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import type { MaturityModelDocument } from "../../../../prismicio-types";
import { MaturityModelView } from "@/components/maturity-model/MaturityModelView";
import { browserIntegrations } from "@/config/form-integrations";
import { documentRoute } from "@/content/document-route";
import { findFormConfig, formBundle } from "@/content/queries/forms";
import type { Locale } from "@/routing/locales";

/** The report form's bundle from the form configuration the document links; null when it links none. */
async function reportFormBundle(data: MaturityModelDocument["data"], locale: Locale) {
  if (!prismic.isFilled.contentRelationship(data.form_config)) return null;
  const document = await findFormConfig(data.form_config.id);
  if (!document) return null;
  return formBundle(document, locale, browserIntegrations());
}

/** The maturity model (`{themeCount}` filled from its themes, meta tags included), its texts and report form, shown by `MaturityModelView`. */
const route = documentRoute("maturity_model", MaturityModelView, {
  load: async ({ document, locale }) => {
    const [t, reportForm] = await Promise.all([getTranslations({ locale, namespace: "maturityModel" }), reportFormBundle(document.data, locale)]);
    return { t, reportForm };
  },
});
export default route.Page;
export const generateMetadata = route.generateMetadata;
