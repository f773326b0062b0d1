import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import type { RedemptionCodeDocument } from "../../../../../prismicio-types";
import { ContentLink } from "@/components/content-link/ContentLink";
import { Cta } from "@/components/cta/Cta";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { redemptionTexts } from "@/components/redemption/texts";
import { RichText } from "@/components/rich-text/RichText";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";
import { buildPath } from "@/routing/routes";

/** An employer's app-code page: who offers it, how to redeem it; the code itself is handed out in the browser later. */
export default async function RedemptionCodePage({ params }: PageProps<"/[locale]/redemption_code/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument<RedemptionCodeDocument>("redemption_code", input);
  const { data } = page;
  const [texts, t] = await Promise.all([redemptionTexts(locale), getTranslations({ locale, namespace: "marketing" })]);
  const dashboard = buildPath("redemption_dashboard", locale, { uid: page.uid });
  return (
    <SiteLayout layout="redemption-code" locale={locale} alternates={await pagePaths(page)}>
      <div className="mx-auto max-w-2xl px-4 py-14 text-center" data-testid="redemption-code">
        <ContentImage field={data.company_logo} priority sizes="200px" className="mx-auto h-12 w-auto" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance lg:text-4xl">{data.title}</h1>
        <RichText field={data.description} className="mt-2 text-lg text-stone" />
        {data.is_active ? (
          <div className="mt-10 rounded-3xl bg-sugar p-8">
            {texts?.code_label ? <p className="text-sm font-semibold text-stone">{texts.code_label}</p> : null}
            <p className="mt-2 text-stone">{t("codePending")}</p>
            {texts?.redeem_label && prismic.isFilled.link(data.app_store_link) ? (
              <Cta label={texts.redeem_label} link={data.app_store_link} sectionId="redemption-code-redeem" type="primary" className="mt-6" />
            ) : null}
          </div>
        ) : (
          <p role="status" className="mt-10 rounded-3xl bg-cloud p-8 font-semibold">
            {texts?.inactive_message}
          </p>
        )}
        {dashboard && texts?.dashboard_link_label ? (
          <ContentLink href={dashboard} className="mt-8 inline-block font-semibold text-green underline underline-offset-4">
            {texts.dashboard_link_label}
          </ContentLink>
        ) : null}
      </div>
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/redemption_code/[uid]">) {
  return routeMetadata("redemption_code", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("redemption_code", params.locale);
}
