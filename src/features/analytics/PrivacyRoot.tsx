import * as prismic from "@prismicio/client";
import { PrismicRichText } from "@prismicio/react";
import { getTranslations } from "next-intl/server";
import type { ReactNode } from "react";
import { getConsentDocuments } from "@/content/queries/consent";
import { CookieBanner } from "@/features/consent/CookieBanner";
import { CookieModalHost } from "@/features/consent/CookieModalHost";
import type { ConsentTexts } from "@/features/consent/texts";
import { linkResolver } from "@/routing/link-resolver";
import type { Locale } from "@/routing/locales";
import { privacyConfig } from "./config";
import { MeasurementClient } from "./MeasurementClient";

function richText(field: prismic.RichTextField | undefined, fallback: string): ReactNode {
  return prismic.isFilled.richText(field) ? <PrismicRichText field={field} linkResolver={linkResolver} /> : <p>{fallback}</p>;
}

async function consentTexts(locale: Locale): Promise<ConsentTexts> {
  const [{ banner, modal }, t] = await Promise.all([getConsentDocuments(locale), getTranslations({ locale, namespace: "consent" })]);
  const b = banner?.data;
  const m = modal?.data;
  return {
    banner: {
      title: b?.title || t("banner.title"),
      description: richText(b?.description, t("banner.description")),
      acceptAll: b?.accept_all_label || t("banner.acceptAll"),
      rejectAll: b?.reject_all_label || t("banner.rejectAll"),
      customize: b?.customize_label || t("banner.customize"),
    },
    modal: {
      title: m?.title || t("modal.title"),
      description: richText(m?.description, t("modal.description")),
      categories: {
        necessary: { title: m?.necessary_title || t("modal.necessaryTitle"), description: m?.necessary_description || t("modal.necessaryDescription") },
        analytics: { title: m?.analytics_title || t("modal.analyticsTitle"), description: m?.analytics_description || t("modal.analyticsDescription") },
        ad: { title: m?.ad_title || t("modal.adTitle"), description: m?.ad_description || t("modal.adDescription") },
      },
      alwaysOn: t("modal.alwaysOn"),
      acceptAll: m?.accept_all_label || t("modal.acceptAll"),
      rejectAll: m?.reject_all_label || t("modal.rejectAll"),
      save: m?.save_label || t("modal.save"),
      close: m?.close_label || t("modal.close"),
    },
  };
}

/**
 * Cookie consent, traffic source, analytics and monitoring for every page: mounted once in the
 * root layout. Texts come from the cookie_banner and cookie_modal singletons of the page's locale.
 */
export async function PrivacyRoot({ locale }: { locale: Locale }) {
  const texts = await consentTexts(locale);
  return (
    <>
      <MeasurementClient config={privacyConfig()} />
      <CookieBanner texts={texts.banner} />
      <CookieModalHost texts={texts.modal} />
    </>
  );
}
