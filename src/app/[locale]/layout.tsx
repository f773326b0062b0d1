import type { Metadata, Viewport } from "next";
import { notFound } from "next/navigation";
import { getTranslations, setRequestLocale } from "next-intl/server";
import { siteUrl } from "@/config/site";
import { HydrationMarker } from "@/components/hydration/HydrationMarker";
import { ViewportCookie } from "@/features/viewport/ViewportCookie";
import { PrefetchScheduler } from "@/features/prefetch/PrefetchScheduler";
import { BuildWatcher } from "@/features/deployment/BuildWatcher";
import { PreviewToolbar } from "@/components/preview/PreviewToolbar";
import { PrivacyRoot } from "@/features/analytics/PrivacyRoot";
import { PROMOTION_DISMISSED_SCRIPT } from "@/lib/promotion";
import { CONSENT_CHOSEN_SCRIPT } from "@/features/consent/cookie";
import { FormModalHost } from "@/features/forms/FormModalHost";
import { loadPageLabels } from "@/i18n/page-labels";
import { PageLabelsProvider } from "@/i18n/PageLabels";
import { htmlLangs, isLocale, locales } from "@/routing/locales";
import { RememberLocale } from "@/routing/RememberLocale";
import "../globals.css";

export function generateStaticParams() {
  return locales.map((locale) => ({ locale }));
}

export const metadata: Metadata = {
  metadataBase: new URL(siteUrl),
  icons: {
    icon: [{ url: "/favicon.ico", sizes: "48x48" }, { url: "/favicon.svg", type: "image/svg+xml" }],
    apple: { url: "/apple-touch-icon.png", sizes: "180x180" },
  },
  manifest: "/manifest.webmanifest",
};

export const viewport: Viewport = {
  width: "device-width",
  initialScale: 1,
  themeColor: "#16151d",
};

export default async function LocaleLayout({ children, params }: LayoutProps<"/[locale]">) {
  const { locale } = await params;
  if (!isLocale(locale)) notFound();
  setRequestLocale(locale);
  const t = await getTranslations({ locale, namespace: "common" });

  return (
    // The head's script marks <html> before hydration (a visitor's consent choice): React must not mind.
    <html lang={htmlLangs[locale]} data-locale={locale} suppressHydrationWarning>
      <head>
        <script dangerouslySetInnerHTML={{ __html: CONSENT_CHOSEN_SCRIPT }} />
        <script dangerouslySetInnerHTML={{ __html: PROMOTION_DISMISSED_SCRIPT }} />
        {/* Without JavaScript nothing is measured, and the banner's buttons could never work. */}
        <noscript>
          <style>{'[data-consent-banner="pending"]{display:none}'}</style>
        </noscript>
      </head>
      <body className="min-h-dvh">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:fixed focus:top-2 focus:left-2 focus:z-[100] focus:rounded focus:bg-white focus:px-4 focus:py-2 focus:text-ink"
        >
          {t("skipToContent")}
        </a>
        <PrivacyRoot locale={locale} />
        <PageLabelsProvider locale={locale} labels={await loadPageLabels(locale)}>
          {children}
          <FormModalHost />
        </PageLabelsProvider>
        <PreviewToolbar />
        <HydrationMarker />
        <BuildWatcher />
        <ViewportCookie />
        <PrefetchScheduler />
        <RememberLocale locale={locale} known={locales} />
      </body>
    </html>
  );
}
