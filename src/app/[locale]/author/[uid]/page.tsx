import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import { ArchiveView } from "@/components/blog/ArchiveView";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { articlesLinkingTo } from "@/content/queries/articles";

async function AuthorPage({ document: author, locale, alternates }: DocumentPageProps<"author">) {
  const [articles, t] = await Promise.all([articlesLinkingTo(locale, author), getTranslations({ locale, namespace: "blog" })]);
  const name = author.data.name ?? "";
  return (
    <SiteLayout layout="blog" locale={locale} alternates={alternates}>
      <ArchiveView
        eyebrow={author.data.job || t("authorEyebrow")}
        title={name}
        intro={
          <>
            <RichText field={author.data.biography} className="space-y-3" />
            {prismic.isFilled.link(author.data.linkedin_link) ? (
              <ContentLink field={author.data.linkedin_link} className="mt-3 inline-flex min-h-11 items-center font-semibold text-green-dark underline">
                LinkedIn
              </ContentLink>
            ) : null}
          </>
        }
        aside={<ContentImage field={author.data.portrait} alt="" sizes="128px" width={128} height={128} className="size-32 shrink-0 rounded-full object-cover" />}
        listTitle={t("articlesBy", { name })}
        articles={articles}
      />
    </SiteLayout>
  );
}

const route = documentRoute("author", AuthorPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
