import { PrismicRichText } from "@prismicio/react";
import { getTranslations } from "next-intl/server";
import type { AuthorDocument } from "../../../../../prismicio-types";
import { ArchiveView } from "@/components/blog/ArchiveView";
import { articlesByAuthor, getArticles } from "@/components/blog/articles";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

export default async function AuthorPage({ params }: PageProps<"/[locale]/author/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const author = await loadRouteDocument<AuthorDocument>("author", input);
  const [articles, t] = await Promise.all([getArticles(locale), getTranslations({ locale, namespace: "blog" })]);
  return (
    <SiteLayout layout="blog" locale={locale} alternates={await pagePaths(author)}>
      <ArchiveView
        eyebrow={author.data.job ?? ""}
        title={author.data.name ?? ""}
        intro={<PrismicRichText field={author.data.biography} />}
        aside={<ContentImage field={author.data.portrait} alt="" sizes="128px" width={128} height={128} className="size-32 rounded-full object-cover" />}
        articles={articlesByAuthor(articles, author)}
      />
      <p className="sr-only">{t("articlesBy", { name: author.data.name ?? "" })}</p>
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/author/[uid]">) {
  return routeMetadata("author", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("author", params.locale);
}
