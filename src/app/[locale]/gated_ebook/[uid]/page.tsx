import { getTranslations } from "next-intl/server";
import { TagLinks } from "@/components/editorial/TagLinks";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { ContentForm } from "@/features/forms/ContentForm";

/**
 * A gated ebook: cover, pitch and the header form. The PDF is never linked from the page: the
 * form engine hands its URL out after a stored submission (POST /api/forms/gated) and shows the
 * download in the form's completion state.
 */
async function GatedEbookPage({ document: ebook, locale, alternates }: DocumentPageProps<"gated_ebook">) {
  const [t, tBlog] = await Promise.all([getTranslations({ locale, namespace: "editorial" }), getTranslations({ locale, namespace: "blog" })]);
  const { data } = ebook;

  return (
    <SiteLayout layout="landing" locale={locale} alternates={alternates}>
      <section className="bg-sugar">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_28rem] lg:px-8">
          <div>
            {data.name ? <p className="font-semibold text-green-dark">{data.name}</p> : null}
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance lg:text-5xl">{data.title || data.name}</h1>
            <RichText field={data.description} className="mt-6 space-y-4 text-lg text-stone [&_li]:ml-6 [&_ul]:list-disc" />
            <ContentImage field={data.cover} priority sizes="(min-width: 1024px) 40vw, 100vw" className="mt-8 h-auto w-full max-w-xl rounded-2xl shadow-xl" />
            <TagLinks entries={data.tags} label={tBlog("tags")} className="mt-8" />
          </div>
          <div className="self-start rounded-2xl bg-white p-6 shadow-lg lg:sticky lg:top-24">
            <h2 className="text-xl font-bold">{t("ebookForm")}</h2>
            <div className="mt-4">
              <ContentForm formConfig={data.header_form_config} locale={locale} placement="header" context={{ content_uid: ebook.id, content_name: data.title || data.name || "" }} />
            </div>
          </div>
        </div>
      </section>
      <PageSlices documentId={ebook.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("gated_ebook", GatedEbookPage, { fetchLinks: ["tag.label"] });
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
