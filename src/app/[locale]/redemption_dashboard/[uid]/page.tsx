import { getTranslations } from "next-intl/server";
import type { RedemptionCodeDocument } from "../../../../../prismicio-types";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { redemptionTexts } from "@/components/redemption/texts";
import { RichText } from "@/components/rich-text/RichText";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

/** The employer's dashboard of a code campaign; the live counts arrive with the redemption feature. */
export default async function RedemptionDashboardPage({ params }: PageProps<"/[locale]/redemption_dashboard/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument<RedemptionCodeDocument>("redemption_dashboard", input);
  const { data } = page;
  const [texts, t] = await Promise.all([redemptionTexts(locale), getTranslations({ locale, namespace: "marketing" })]);
  const stats = [texts?.dashboard_remaining_codes_label, texts?.dashboard_redeemed_codes_label].filter(Boolean);
  return (
    <SiteLayout layout="redemption-code" locale={locale} alternates={await pagePaths(page)}>
      <div className="mx-auto max-w-3xl px-4 py-14" data-testid="redemption-dashboard">
        <ContentImage field={data.company_logo} priority sizes="200px" className="h-12 w-auto" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance lg:text-4xl">{data.dashboard_title || data.title}</h1>
        <RichText field={data.dashboard_description} className="mt-2 text-lg text-stone" />
        {stats.length > 0 ? (
          <dl className="mt-10 grid gap-4 sm:grid-cols-2">
            {stats.map((label) => (
              <div key={label} className="rounded-3xl bg-sugar p-6">
                <dt className="text-sm font-semibold text-stone">{label}</dt>
                <dd className="mt-2 text-3xl font-bold" aria-describedby="redemption-stats-note">
                  –
                </dd>
              </div>
            ))}
          </dl>
        ) : null}
        <p id="redemption-stats-note" className="mt-6 text-stone">
          {t("statsPending")}
        </p>
      </div>
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/redemption_dashboard/[uid]">) {
  return routeMetadata("redemption_dashboard", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("redemption_dashboard", params.locale);
}
