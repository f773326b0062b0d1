import "server-only";
import * as prismic from "@prismicio/client";
import { createTranslator } from "next-intl";
import type { FormConfigDocument } from "../../../prismicio-types";
import type { BrowserIntegrations } from "@/config/form-integrations";
import { findDocument, getDocumentsByIDs, getSingleDocument, isOfType } from "@/content/documents";
import { loadMessages } from "@/i18n/messages";
import { isCtaType } from "@/lib/cta";
import { type ClientFormConfig, type CountryOption, type FormBundle, type FormLabels, type FormTexts } from "@/lib/forms/bundle";
import { messageTemplate, pluralTemplates } from "@/i18n/templates";
import { countries, countryName } from "@/lib/forms/countries";
import { contentFormTypes, definitionFor, type ContentFormType } from "@/lib/forms/definitions";
import { validationMessages } from "@/lib/forms/messages";
import { linkResolver } from "@/routing/link-resolver";
import { localeFromPrismicLang, type Locale } from "@/routing/locales";

function href(field: prismic.LinkField | null | undefined): string | null {
  return field ? (prismic.asLink(field, { linkResolver }) ?? null) : null;
}

function formType(value: unknown): ContentFormType {
  // A document with an unknown type still renders a working form: the contact form.
  return (contentFormTypes as readonly string[]).includes(value as string) ? (value as ContentFormType) : "contact";
}

/**
 * The part of a `form_config` document the browser may see. Server-only callers (pages, the
 * `/api/forms/config` handler) pass the document; the gated content's URL never leaves the server.
 */
export function toClientFormConfig(document: FormConfigDocument, fallbackLocale: Locale = "en"): ClientFormConfig {
  const { data } = document;
  const afterHref = href(data.button_link_after_completion);
  const secondaryHref = href(data.secondary_cta_link);
  const marketoId = typeof data.marketo_form_id === "number" && Number.isFinite(data.marketo_form_id) ? String(data.marketo_form_id) : null;
  return {
    id: document.id,
    locale: localeFromPrismicLang(document.lang) ?? fallbackLocale,
    formType: formType(data.form_type),
    marketoFormId: marketoId,
    body: data.body ?? [],
    buttonLabel: data.form_button_label || null,
    completionTitle: data.form_completion_title || null,
    completionSubtitle: data.form_completion_subtitle || null,
    afterCompletion: data.button_label_after_completion && afterHref ? { label: data.button_label_after_completion, href: afterHref } : null,
    secondaryCta:
      data.is_secondary_cta_visible && data.secondary_cta_label && secondaryHref
        ? {
            label: data.secondary_cta_label,
            href: secondaryHref,
            style: isCtaType(data.secondary_cta_type) ? data.secondary_cta_type : "link",
          }
        : null,
    hasGatedContent: prismic.isFilled.link(data.gated_content),
    platformRegistration: Boolean(data.platform_registration),
  };
}

/** The `form_validation_texts` singleton of a locale; the interface strings fill its gaps. */
export async function loadFormTexts(locale: Locale): Promise<FormTexts> {
  const [doc, messages] = await Promise.all([
    findDocument(() => getSingleDocument("form_validation_texts", locale)),
    loadMessages(locale),
  ]);
  // Plain strings (no placeholders): read directly, so route handlers and tests need no request context.
  const fallback = ((messages.forms as { validation?: Record<string, string> } | undefined)?.validation ?? {}) as Partial<Record<keyof FormTexts, string>>;
  const t = (key: keyof FormTexts) => fallback[key] ?? validationMessages[key as keyof typeof validationMessages] ?? key;
  const data = doc?.data;
  const pick = (value: string | null | undefined, fallback: string) => (value && value.trim() ? value : fallback);
  return {
    required: pick(data?.required, t("required")),
    invalid_email: pick(data?.invalid_email, t("invalid_email")),
    professional_email_required: pick(data?.professional_email_required, t("professional_email_required")),
    competitor_email: pick(data?.competitor_email, t("competitor_email")),
    invalid_phone: pick(data?.invalid_phone, t("invalid_phone")),
    too_short: pick(data?.password_too_short, t("too_short")),
    consent_required: pick(data?.consent_required, t("consent_required")),
    submit_error: pick(data?.submit_error, t("submit_error")),
    network_error: pick(data?.network_error, t("network_error")),
    success: pick(data?.success, t("success")),
    invalid_country: t("invalid_country"),
    invalid_choice: t("invalid_choice"),
    too_long: t("too_long"),
    invalid_value: t("invalid_value"),
  } satisfies Record<keyof typeof validationMessages, string> & FormTexts;
}

/** The form's interface strings in the locale (see `FormLabels`): formatted here, so the browser needs no formatter. */
export async function loadFormLabels(locale: Locale): Promise<FormLabels> {
  const t = createTranslator({ locale, messages: await loadMessages(locale), namespace: "forms" }) as unknown as (key: string, values?: Record<string, string | number>) => string;
  return {
    optional: t("optional"),
    submit: t("submit"),
    submitting: t("submitting"),
    retry: t("retry"),
    errorSummary: pluralTemplates(t, "errorSummary", "count", locale),
    selectPlaceholder: t("selectPlaceholder"),
    countryPlaceholder: t("countryPlaceholder"),
    phoneHint: messageTemplate(t, "phoneHint", ["dialCode"]),
    honeypot: t("honeypot"),
    loading: t("loading"),
    rateLimited: t("rateLimited"),
    keptValues: t("keptValues"),
    challengeFailed: t("challengeFailed"),
    download: messageTemplate(t, "download", ["name"]),
    downloadFallback: t("downloadFallback"),
    downloadFailed: t("downloadFailed"),
    preparingDownload: t("preparingDownload"),
    bookingTitle: t("bookingTitle"),
    bookingConfirmation: t("bookingConfirmation"),
    bookingFailed: t("bookingFailed"),
    newsletterConfirmationSent: t("newsletter.confirmationSent"),
    newsletterChosenTopics: t("newsletter.chosenTopics"),
    failures: {
      MARKETO_LOAD_FAILED: t("marketo.MARKETO_LOAD_FAILED"),
      MARKETO_SUBMIT_FAILED: t("marketo.MARKETO_SUBMIT_FAILED"),
      MARKETO_POST_ERROR: t("marketo.MARKETO_POST_ERROR"),
      MARKETO_DEMO_BOOKED_FAILED: t("marketo.MARKETO_DEMO_BOOKED_FAILED"),
      COURSE_REGISTRATION_ERROR: t("marketo.COURSE_REGISTRATION_ERROR"),
    },
  };
}

/**
 * The browser bundle of a form_config document (the gated content's URL stays on the server), with the integrations
 * the caller read (`browserIntegrations()`, src/config/form-integrations.ts).
 */
export async function formBundle(document: FormConfigDocument, locale: Locale, integrations: BrowserIntegrations): Promise<FormBundle> {
  const config = toClientFormConfig(document, locale);
  const [texts, labels] = await Promise.all([loadFormTexts(locale), loadFormLabels(locale)]);
  return {
    config,
    definition: definitionFor(config.formType, config.platformRegistration),
    texts,
    labels,
    provider: integrations.provider,
    countries: countryOptions(locale),
    booking: config.formType === "demo" ? integrations.booking : null,
  };
}

/** Every country of the phone check, named and sorted for the locale. */
function countryOptions(locale: Locale): CountryOption[] {
  return countries
    .map((country) => ({ iso2: country.iso2, dialCode: country.dialCode, name: countryName(country.iso2, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
}

/** A form_config document by id, or null (unknown id or another type). */
export async function findFormConfig(id: string): Promise<FormConfigDocument | null> {
  const [document] = await getDocumentsByIDs([id]);
  return isOfType(document, "form_config") ? document : null;
}

/** The form_config id of the form page a link leads to (the ROI calculator hands its figures to that form's draft); null for any other link. */
export async function formConfigIdOfFormPage(link: prismic.LinkField): Promise<string | null> {
  if (link.link_type !== "Document" || !("id" in link) || !link.id) return null;
  const [page] = await getDocumentsByIDs([link.id]);
  const config = isOfType(page, "form_page") ? page.data.form_config : null;
  return config && config.link_type === "Document" && "id" in config ? config.id : null;
}
