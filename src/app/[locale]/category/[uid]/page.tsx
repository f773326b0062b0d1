import { getTranslations } from "next-intl/server";
import { ArchiveView } from "@/components/blog/ArchiveView";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { articlesLinkingTo } from "@/content/queries/articles";

async function CategoryPage({ document: category, locale, alternates }: DocumentPageProps<"category">) {
  const [articles, t] = await Promise.all([articlesLinkingTo(locale, category), getTranslations({ locale, namespace: "blog" })]);
  const name = category.data.name ?? "";
  return (
    <SiteLayout layout="blog" locale={locale} alternates={alternates}>
      <ArchiveView
        eyebrow={t("categoryEyebrow")}
        title={name}
        intro={category.data.description}
        listTitle={t("articlesInCategory", { category: name })}
        articles={articles}
      />
    </SiteLayout>
  );
}

const route = documentRoute("category", CategoryPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
