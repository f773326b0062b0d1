import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { ContentForm } from "@/features/forms/ContentForm";

/** A form page (demo, free trial, contact, partners): its pitch, its form_config's form, then its slices. */
function FormPage({ document: page, locale, alternates }: DocumentPageProps<"form_page">) {
  const { data } = page;

  return (
    <SiteLayout layout="landing" locale={locale} alternates={alternates}>
      <section className="bg-sugar">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_32rem] lg:px-8 lg:py-16">
          <div>
            <h1 className="text-4xl font-bold tracking-tight text-balance lg:text-5xl">{data.title}</h1>
            <RichText field={data.subtitle} className="mt-4 max-w-2xl text-lg text-stone" />
            <ContentImage field={data.illustration} priority sizes="(min-width: 1024px) 40vw, 100vw" className="mt-8 hidden h-auto w-full max-w-lg lg:block" />
          </div>
          <div className="self-start rounded-2xl bg-white p-6 shadow-lg sm:p-8" data-testid="form-page-form">
            <ContentForm formConfig={data.form_config} locale={locale} placement="page" />
          </div>
        </div>
      </section>
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("form_page", FormPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
