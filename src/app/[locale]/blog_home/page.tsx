import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import { ArticleCard } from "@/components/blog/ArticleCard";
import type { BlogBrowserLabels } from "@/components/blog/BlogBrowser";
import { DeferredBlogBrowser } from "@/components/blog/DeferredBlogBrowser";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { findListedArticle, getArticleCardPage, getCategories } from "@/content/queries/articles";
import { messageTemplate, pluralTemplates } from "@/i18n/templates";
import { linkResolver } from "@/routing/link-resolver";
import { buildPath } from "@/routing/routes";

type BlogTranslator = Awaited<ReturnType<typeof getTranslations<"blog">>>;

/** What the blog browser, and the cards and pagination it renders in the browser, say: texts and templates. */
function blogBrowserLabels(t: BlogTranslator, locale: string): BlogBrowserLabels {
  return {
    cards: { readingTime: messageTemplate(t, "readingTime", ["minutes"]), noArticles: t("noArticles") },
    pagination: {
      label: t("pagination"),
      previous: t("previousPage"),
      next: t("nextPage"),
      current: messageTemplate(t, "pageOf", ["page", "total"]),
      page: messageTemplate(t, "pageNumber", ["page"]),
    },
    allCategories: t("allCategories"),
    filterByCategory: t("filterByCategory"),
    searchLabel: t("searchLabel"),
    searchSubmit: t("searchSubmit"),
    clearSearch: t("clearSearch"),
    loading: t("loading"),
    loadError: t("loadError"),
    searchResults: messageTemplate(t, "searchResults", ["query"]),
    resultsNone: t("resultsCount", { count: 0 }),
    results: pluralTemplates(t, "resultsCount", "count", locale),
  };
}

/** The blog home: newest articles pre-rendered; filters, pages and search run in the BlogBrowser island (its code loads on use). */
async function BlogHomePage({ document: blogHome, locale, alternates }: DocumentPageProps<"blog_home">) {
  const featuredId = prismic.isFilled.contentRelationship(blogHome.data.featured_article) ? blogHome.data.featured_article.id : null;
  const [firstPage, featured, categories, t] = await Promise.all([
    getArticleCardPage(locale, 1),
    featuredId ? findListedArticle(locale, featuredId) : null,
    getCategories(locale),
    getTranslations({ locale, namespace: "blog" }),
  ]);

  return (
    <SiteLayout layout="blog" locale={locale} alternates={alternates}>
      <div className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
        <h1 className="text-4xl font-bold tracking-tight lg:text-5xl">{blogHome.data.title}</h1>
        {blogHome.data.subtitle ? <p className="mt-3 max-w-2xl text-lg text-stone">{blogHome.data.subtitle}</p> : null}
        {featured ? (
          <section aria-label={t("featured")} className="mt-10 max-w-3xl">
            <ArticleCard article={featured} readingTime={messageTemplate(t, "readingTime", ["minutes"])} headingLevel={2} priority />
          </section>
        ) : null}
        <DeferredBlogBrowser
          locale={locale}
          basePath={buildPath("blog_home", locale) ?? "/blog/"}
          initial={firstPage}
          categories={categories.flatMap((category) =>
            category.uid && category.data.name ? [{ uid: category.uid, name: category.data.name, href: linkResolver(category) }] : [],
          )}
          categoriesTitle={blogHome.data.categories_title ?? ""}
          latestTitle={t("latestArticles")}
          imagePriority={!featured}
          labels={blogBrowserLabels(t, locale)}
        />
      </div>
      <PageSlices documentId={blogHome.id} slices={blogHome.data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("blog_home", BlogHomePage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
