import { getTranslations } from "next-intl/server";
import { ArchiveView } from "@/components/blog/ArchiveView";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";
import { articlesLinkingTo } from "@/content/queries/articles";

export default async function TagPage({ params }: PageProps<"/[locale]/tag/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const tag = await loadRouteDocument("tag", input);
  const [articles, alternates, t] = await Promise.all([articlesLinkingTo(locale, tag), pagePaths(tag), getTranslations({ locale, namespace: "blog" })]);
  const label = tag.data.label ?? "";
  return (
    <SiteLayout layout="blog" locale={locale} alternates={alternates}>
      <ArchiveView eyebrow={t("tagEyebrow")} title={`#${label}`} listTitle={t("articlesTagged", { tag: label })} articles={articles} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/tag/[uid]">) {
  return routeMetadata("tag", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("tag", params.locale);
}
