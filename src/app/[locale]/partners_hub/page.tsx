import { getTranslations } from "next-intl/server";
import { PartnersHubView } from "@/components/editorial/PartnersHubView";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";
import { getPartners } from "@/content/queries/customers";

/** The partner marketplace (white navbar over a dark header): every partner, filtered client-side. */
export default async function PartnersHubPage({ params }: PageProps<"/[locale]/partners_hub">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const hub = await loadRouteDocument("partners_hub", input);
  const [partners, alternates, t, tBlog] = await Promise.all([
    getPartners(locale),
    pagePaths(hub),
    getTranslations({ locale, namespace: "editorial" }),
    getTranslations({ locale, namespace: "blog" }),
  ]);
  return <PartnersHubView hub={hub} locale={locale} alternates={alternates} partners={partners} t={t} tBlog={tBlog} />;
}

export async function generateMetadata({ params }: PageProps<"/[locale]/partners_hub">) {
  return routeMetadata("partners_hub", await params);
}
