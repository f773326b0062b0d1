import { notFound } from "next/navigation";
import { getTranslations } from "next-intl/server";
import type { RedemptionCodeDocument } from "../../../../../prismicio-types";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RedemptionDashboard } from "@/components/redemption/RedemptionDashboard";
import { RichText } from "@/components/rich-text/RichText";
import type { LocalePaths } from "@/content/alternates";
import { pageLocale, routeMetadata, routeStaticParams } from "@/content/page";
import { findRedemptionPage, redemptionTexts } from "@/content/queries/redemption";
import { messageTemplate } from "@/i18n/templates";
import { htmlLangs, localeFromPrismicLang } from "@/routing/locales";
import { buildPath, isValidParam } from "@/routing/routes";

/** The dashboard's own path in each language of its redemption_code document. */
function dashboardPaths(page: RedemptionCodeDocument): LocalePaths {
  const entries = [page, ...page.alternate_languages].flatMap((entry) => {
    const locale = localeFromPrismicLang(entry.lang);
    const path = locale && entry.uid ? buildPath("redemption_dashboard", locale, { uid: entry.uid }) : null;
    return locale && path ? [[locale, path] as const] : [];
  });
  return Object.fromEntries(entries);
}

/**
 * The employer's dashboard of a code campaign. The proxy answers 404 unless the URL carries a signed
 * `key` (npm run codes:dashboard-link); the live counts come from /api/redemption/stats with that key.
 */
export default async function RedemptionDashboardPage({ params }: PageProps<"/[locale]/redemption_dashboard/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  // Not loadRouteDocument: it would redirect to the document's canonical page, the code page.
  const page = isValidParam(input.uid) ? await findRedemptionPage(input.uid, locale) : null;
  if (!page) notFound();
  const { data } = page;
  const [texts, t] = await Promise.all([redemptionTexts(locale), getTranslations({ locale, namespace: "redemption" })]);
  return (
    <SiteLayout layout="redemption-code" locale={locale} alternates={dashboardPaths(page)}>
      <div className="mx-auto max-w-3xl px-4 py-14" data-testid="redemption-dashboard">
        <ContentImage field={data.company_logo} priority sizes="200px" className="h-12 w-auto" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance lg:text-4xl">{data.dashboard_title || data.title}</h1>
        <RichText field={data.dashboard_description} className="mt-2 text-lg text-stone" />
        <RedemptionDashboard
          campaign={page.uid}
          locale={locale}
          numberLocale={htmlLangs[locale]}
          texts={{
            total: t("total"),
            claimed: texts?.dashboard_redeemed_codes_label || t("count"),
            remaining: texts?.dashboard_remaining_codes_label || "",
            perDay: t("perDay"),
            day: t("day"),
            count: t("count"),
            noneYet: t("noneYet"),
            updated: messageTemplate(t, "updated", ["time"]),
            refresh: t("refresh"),
            loadFailed: t("loadFailed"),
            ended: texts?.inactive_message || t("ended"),
            perHour: t("perHour"),
            hour: t("hour"),
            lastHour: messageTemplate(t, "lastHour", ["count", "median"]),
            surge: messageTemplate(t, "surge", ["count", "median"]),
          }}
        />
      </div>
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/redemption_dashboard/[uid]">) {
  return routeMetadata("redemption_dashboard", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  // The dashboards of the redemption_code documents the code route serves.
  return routeStaticParams("redemption_code", params.locale);
}
