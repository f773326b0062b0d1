import * as prismic from "@prismicio/client";
import { browserIntegrations } from "@/config/form-integrations";
import { findFormConfig, formBundle } from "@/content/queries/forms";
import { withIntro } from "@/features/forms/intro";
import { DeferredFormView } from "@/features/forms/DeferredFormView";
import type { FormContext } from "@/features/forms/types";
import { localeFromPrismicLang } from "@/routing/locales";

/** The form of a page header (feature pages, header_with_social_proofs): the form_config's form, inline. */
export async function HeaderForm({ form, dark, context }: { form: prismic.LinkField; dark: boolean; context?: FormContext }) {
  if (form.link_type !== "Document" || !("id" in form)) return null;
  const document = await findFormConfig(form.id).catch(() => null);
  if (!document) return null;
  const { bundle, intro } = withIntro(await formBundle(document, localeFromPrismicLang(document.lang) ?? "en", browserIntegrations()));
  return (
    <div className={`rounded-3xl bg-white p-6 text-ink shadow-lg sm:p-8 ${dark ? "" : "border border-cloud"}`} data-testid="header-form">
      <DeferredFormView bundle={bundle} intro={intro} placement="header" context={context} />
    </div>
  );
}
