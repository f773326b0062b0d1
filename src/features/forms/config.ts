import * as prismic from "@prismicio/client";
import type { FormConfigDocument } from "../../../prismicio-types";
import { linkResolver } from "@/routing/link-resolver";
import { localeFromPrismicLang, type Locale } from "@/routing/locales";
import { contentFormTypes, type ClientFormConfig, type ContentFormType, type CtaStyle } from "./types";

const ctaStyles: readonly CtaStyle[] = ["primary", "secondary", "outline", "link"];

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
            style: ctaStyles.includes(data.secondary_cta_type as CtaStyle) ? (data.secondary_cta_type as CtaStyle) : "link",
          }
        : null,
    hasGatedContent: prismic.isFilled.link(data.gated_content),
    platformRegistration: Boolean(data.platform_registration),
  };
}

/** The gated content's address (server only: given out after a stored submission). */
export function gatedContentUrl(document: FormConfigDocument): string | null {
  return href(document.data.gated_content);
}
