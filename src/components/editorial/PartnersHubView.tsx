import * as prismic from "@prismicio/client";
import type { getTranslations } from "next-intl/server";
import type { PartnerDocument } from "../../../prismicio-types";
import { Cta } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import type { DocumentPageProps } from "@/content/document-route";
import { pluralTemplates } from "@/i18n/templates";
import { linkResolver } from "@/routing/link-resolver";
import { EditorialCard } from "./EditorialCard";
import { availableOptions } from "./filters";
import { PartnersBrowser } from "./PartnersBrowser";
import { partnerCategories, partnerFacets, partnerRegions, partnerTypes } from "./partners";

interface PartnersHubViewProps extends DocumentPageProps<"partners_hub"> {
  /** Every partner of the locale, by name, hidden ones included. */
  partners: PartnerDocument[];
  /** The "editorial" messages (filters, categories, regions, types, badges). */
  t: Awaited<ReturnType<typeof getTranslations<"editorial">>>;
  /** The "blog" messages (the category filter's fallback label). */
  tBlog: Awaited<ReturnType<typeof getTranslations<"blog">>>;
}

/** The partner marketplace (white navbar over a dark header): every partner, filtered client-side. */
export function PartnersHubView({ document: hub, locale, alternates, partners: allPartners, t, tBlog }: PartnersHubViewProps) {
  const { data } = hub;
  const partners = allPartners.filter((partner) => partner.data.is_hidden !== true);
  const facets = partners.map(partnerFacets);
  const options = <T extends string>(order: readonly T[], present: (string | null)[], label: (value: T) => string) =>
    availableOptions(order, present).map((value) => ({ value, label: label(value) }));

  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates} navbar={{ contentColor: "white" }}>
      <section className="bg-night text-white">
        <div className="mx-auto flex max-w-7xl flex-col gap-6 px-4 py-14 lg:flex-row lg:items-end lg:justify-between lg:px-8">
          <div>
            <h1 className="text-4xl font-bold tracking-tight text-balance lg:text-5xl">{data.title}</h1>
            <RichText field={data.subtitle} className="mt-4 max-w-2xl text-lg text-white/85" />
          </div>
          {data.become_partner_cta_label && prismic.isFilled.link(data.become_partner_cta_link) ? (
            <Cta label={data.become_partner_cta_label} link={data.become_partner_cta_link} type={data.become_partner_cta_type ?? "primary"} sectionId="partners-hub-become-partner" />
          ) : null}
        </div>
      </section>
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
        <PartnersBrowser
          selects={[
            { key: "category", label: data.category_filter_label || tBlog("categoryEyebrow"), options: options(partnerCategories, facets.map((f) => f.category), (v) => t(`partnerCategory.${v}`)) },
            { key: "region", label: data.region_filter_label || t("regions"), options: options(partnerRegions, facets.flatMap((f) => f.regions), (v) => t(`partnerRegion.${v}`)) },
            { key: "type", label: data.type_filter_label || t("types"), options: options(partnerTypes, facets.flatMap((f) => f.types), (v) => t(`partnerType.${v}`)) },
          ]}
          certifiedLabel={data.certified_filter_label || t("certified")}
          builtByUsLabel={data.built_by_us_filter_label || t("builtByUs")}
          resetLabel={data.reset_filters_label || t("filterAll")}
          noResults={data.no_results_message || t("resultsCount", { count: 0 })}
          filtersLabel={t("filters")}
          allLabel={t("filterAll")}
          results={pluralTemplates(t, "resultsCount", "count", locale)}
          locale={locale}
          items={partners.map((partner, index) => ({
            id: partner.id,
            facets: facets[index],
            card: (
              <EditorialCard
                href={linkResolver(partner)}
                title={partner.data.name ?? ""}
                image={partner.data.logo}
                imageFit="logo"
                headingLevel={2}
                eyebrow={partner.data.category ? t(`partnerCategory.${partner.data.category}`) : null}
                text={partner.data.short_description}
                footer={
                  <ul className="flex flex-wrap gap-2">
                    {partner.data.is_certified ? <li className="rounded-full bg-green/10 px-3 py-1 font-semibold text-green-dark">{t("certified")}</li> : null}
                    {partner.data.is_integration_built_by_us ? <li className="rounded-full bg-cloud px-3 py-1 font-semibold text-ink">{t("builtByUs")}</li> : null}
                  </ul>
                }
              />
            ),
          }))}
        />
      </div>
      <PageSlices documentId={hub.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}
