import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { buildPath } from "@/routing/routes";

/** A partner: logo, name, badges, description, facts (category, regions, types, availability) and website. */
async function PartnerPage({ document: partner, locale, alternates }: DocumentPageProps<"partner">) {
  const [t, tBlog] = await Promise.all([getTranslations({ locale, namespace: "editorial" }), getTranslations({ locale, namespace: "blog" })]);
  const { data } = partner;
  const regions = data.regions.flatMap((entry) => (entry.region ? [t(`partnerRegion.${entry.region}`)] : []));
  const types = data.types.flatMap((entry) => (entry.type ? [t(`partnerType.${entry.type}`)] : []));
  const facts = [
    { label: tBlog("categoryEyebrow"), value: data.category ? t(`partnerCategory.${data.category}`) : null },
    { label: t("regions"), value: regions.join(", ") || null },
    { label: t("types"), value: types.join(", ") || null },
    { label: t("availabilityLabel"), value: data.integration_availability ? t(`availability.${data.integration_availability}`) : null },
  ].filter((fact) => fact.value);

  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
        <Link prefetch={false} href={buildPath("partners_hub", locale) ?? "/"} className="text-sm font-semibold text-green-dark hover:underline">
          ← {t("backToPartners")}
        </Link>
        <div className="mt-8 grid gap-12 lg:grid-cols-[minmax(0,1fr)_20rem]">
          <div className="min-w-0">
            <ContentImage field={data.logo} priority sizes="260px" className="h-12 w-auto" />
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance">{data.name}</h1>
            {data.short_description ? <p className="mt-3 text-lg text-stone">{data.short_description}</p> : null}
            <ul className="mt-4 flex flex-wrap gap-2 text-sm">
              {data.is_certified ? <li className="rounded-full bg-green/10 px-3 py-1 font-semibold text-green-dark">{t("certified")}</li> : null}
              {data.is_integration_built_by_us ? <li className="rounded-full bg-cloud px-3 py-1 font-semibold">{t("builtByUs")}</li> : null}
            </ul>
            <RichText field={data.description} className="mt-8 space-y-4 text-lg leading-relaxed [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc" />
          </div>
          <aside className="self-start rounded-2xl bg-sugar p-6">
            <dl className="space-y-4">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-sm text-stone">{fact.label}</dt>
                  <dd className="font-semibold">{fact.value}</dd>
                </div>
              ))}
            </dl>
            {prismic.isFilled.link(data.website) ? (
              <ContentLink field={data.website} className="mt-6 inline-flex min-h-11 items-center rounded-full bg-ink px-5 font-semibold text-white hover:bg-night">
                {t("visitWebsite", { name: data.name ?? "" })}
              </ContentLink>
            ) : null}
          </aside>
        </div>
      </div>
      <PageSlices documentId={partner.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("partner", PartnerPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
