import { getTranslations } from "next-intl/server";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RedemptionCode } from "@/components/redemption/RedemptionCode";
import { RichText } from "@/components/rich-text/RichText";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { redemptionTexts } from "@/content/queries/redemption";

/**
 * An employer's app-code page: who offers it and the visitor's personal code. The page is static;
 * the code comes from /api/redemption/code in the browser, remembered for the visitor by a cookie.
 */
async function RedemptionCodePage({ document: page, locale, alternates }: DocumentPageProps<"redemption_code">) {
  const { data } = page;
  const [texts, t] = await Promise.all([redemptionTexts(locale), getTranslations({ locale, namespace: "redemption" })]);
  return (
    <SiteLayout layout="redemption-code" locale={locale} alternates={alternates}>
      <div className="mx-auto max-w-2xl px-4 py-14 text-center" data-testid="redemption-code">
        <ContentImage field={data.company_logo} priority sizes="200px" className="mx-auto h-12 w-auto" />
        <h1 className="mt-6 text-3xl font-bold tracking-tight text-balance lg:text-4xl">{data.title}</h1>
        <RichText field={data.description} className="mt-2 text-lg text-stone" />
        {data.is_active ? (
          <div className="mt-10 rounded-3xl bg-sugar p-8">
            <RedemptionCode
              campaign={page.uid}
              locale={locale}
              texts={{
                codeLabel: texts?.code_label || "",
                copy: texts?.copy_label || "",
                copied: texts?.copied_label || "",
                copyFailed: t("copyFailed"),
                redeem: texts?.redeem_label || "",
                opensAppStore: t("opensInNewTab"),
                noCodeLeft: texts?.no_code_left_message || "",
                error: texts?.error_message || "",
                getCode: t("getCode"),
                gettingCode: t("gettingCode"),
                loading: t("loading"),
                hint: t("codeHint"),
                retry: t("retry"),
                ended: texts?.inactive_message || t("ended"),
                challengeFailed: t("challengeFailed"),
                addressLimit: t("addressLimit"),
              }}
            />
          </div>
        ) : (
          <p role="status" className="mt-10 rounded-3xl bg-cloud p-8 font-semibold">
            {texts?.inactive_message || t("ended")}
          </p>
        )}
      </div>
    </SiteLayout>
  );
}

const route = documentRoute("redemption_code", RedemptionCodePage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
