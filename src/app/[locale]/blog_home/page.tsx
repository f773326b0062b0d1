import { getTranslations } from "next-intl/server";
import type { BlogHomeDocument, CategoryDocument } from "../../../../prismicio-types";
import { ArticleGrid } from "@/components/blog/ArticleGrid";
import { getArticles } from "@/components/blog/articles";
import { ContentLink, resolveHref } from "@/components/content-link/ContentLink";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { getAllDocuments } from "@/content/documents";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";

export default async function BlogHomePage({ params }: PageProps<"/[locale]/blog_home">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const blogHome = await loadRouteDocument<BlogHomeDocument>("blog_home", input);
  const [articles, categories, t] = await Promise.all([
    getArticles(locale),
    getAllDocuments<CategoryDocument>("category", locale),
    getTranslations({ locale, namespace: "blog" }),
  ]);

  return (
    <SiteLayout layout="blog" locale={locale} alternates={await pagePaths(blogHome)}>
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight lg:text-5xl">{blogHome.data.title}</h1>
        {blogHome.data.subtitle ? <p className="mt-3 max-w-2xl text-lg text-stone">{blogHome.data.subtitle}</p> : null}
        {categories.length > 0 ? (
          <nav aria-label={blogHome.data.categories_title || undefined} className="mt-8">
            <ul className="flex flex-wrap gap-2">
              {categories.map((category) => (
                <li key={category.id}>
                  <ContentLink href={resolveHref(category) ?? undefined} className="inline-flex min-h-11 items-center rounded-full border border-ink px-4 text-sm font-semibold hover:bg-ink hover:text-white">
                    {category.data.name}
                  </ContentLink>
                </li>
              ))}
            </ul>
          </nav>
        ) : null}
        <h2 className="mt-12 mb-6 text-2xl font-bold">{t("latestArticles")}</h2>
        <ArticleGrid articles={articles} />
      </div>
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/blog_home">) {
  return routeMetadata("blog_home", await params);
}
