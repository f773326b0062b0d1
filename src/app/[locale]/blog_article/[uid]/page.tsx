import type { BlogArticleDocument } from "../../../../../prismicio-types";
import { ArticleView } from "@/components/blog/ArticleView";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

const FETCH_LINKS = ["author.name", "author.portrait", "author.job", "category.name", "tag.label"];

export default async function BlogArticlePage({ params }: PageProps<"/[locale]/blog_article/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const article = await loadRouteDocument<BlogArticleDocument>("blog_article", input, FETCH_LINKS);
  return (
    <SiteLayout layout="blog" locale={locale} alternates={await pagePaths(article)}>
      <ArticleView article={article} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog_article/[uid]">) {
  return routeMetadata("blog_article", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("blog_article", params.locale);
}
