import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import { Cta } from "@/components/cta/Cta";
import { HeaderForm } from "@/components/feature/HeaderForm";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";

/** The book page: minimal layout (no menu), cover, chapters, and the form that gives the book. */
async function CollaborativeLearningBookPage({ document: page, locale, alternates }: DocumentPageProps<"collaborative_learning_book">) {
  const { data } = page;
  const t = await getTranslations({ locale, namespace: "marketing" });
  const hasForm = prismic.isFilled.contentRelationship(data.form);
  return (
    <SiteLayout layout="minimal" locale={locale} alternates={alternates}>
      <header className="bg-sugar">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-[2fr_3fr] lg:px-8 lg:py-20">
          <ContentImage field={data.cover} priority sizes="(min-width: 1024px) 35vw, 80vw" className="mx-auto h-auto w-full max-w-sm rounded-lg shadow-2xl" />
          <div>
            <h1 className="text-4xl font-bold tracking-tight text-balance lg:text-5xl">{data.title}</h1>
            <RichText field={data.subtitle} className="mt-2 text-lg text-stone" />
            {hasForm ? (
              <div className="mt-8">
                {/* The page names itself: its own PDF is what the form hands out (src/content/queries/gated.ts). */}
                <HeaderForm form={data.form} dark={false} context={{ content_uid: page.id, content_name: data.title ?? "" }} />
              </div>
            ) : prismic.isFilled.link(data.pdf_asset) ? (
              <Cta label={t("downloadBook")} link={data.pdf_asset} sectionId="collaborative-learning-book" type="primary" className="mt-8" />
            ) : null}
          </div>
        </div>
      </header>
      {data.chapters.length > 0 ? (
        <Section>
          <h2 className="text-3xl font-bold tracking-tight">{t("chapters")}</h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-2">
            {data.chapters.map((chapter, index) => (
              <li key={index} className="rounded-3xl border border-cloud p-6">
                <p className="text-sm font-semibold text-green">{index + 1}</p>
                <h3 className="mt-1 text-xl font-semibold">{chapter.title}</h3>
                {chapter.summary ? <p className="mt-2 text-stone">{chapter.summary}</p> : null}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("collaborative_learning_book", CollaborativeLearningBookPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
