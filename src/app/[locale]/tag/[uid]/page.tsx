import { getTranslations } from "next-intl/server";
import { ArchiveView } from "@/components/blog/ArchiveView";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { articlesLinkingTo } from "@/content/queries/articles";

async function TagPage({ document: tag, locale, alternates }: DocumentPageProps<"tag">) {
  const [articles, t] = await Promise.all([articlesLinkingTo(locale, tag), getTranslations({ locale, namespace: "blog" })]);
  const label = tag.data.label ?? "";
  return (
    <SiteLayout layout="blog" locale={locale} alternates={alternates}>
      <ArchiveView eyebrow={t("tagEyebrow")} title={`#${label}`} listTitle={t("articlesTagged", { tag: label })} articles={articles} />
    </SiteLayout>
  );
}

const route = documentRoute("tag", TagPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
