import * as prismic from "@prismicio/client";
import { Cta, ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { LazyWistiaVideo } from "@/components/video/LazyWistiaVideo";
import { isWistiaId } from "@/components/video/wistia";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";

function StudioPage({ document: page, locale, alternates }: DocumentPageProps<"studio">) {
  const { data } = page;
  const cta = ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "studio");
  const video = isWistiaId(data.wistia_id) ? (
    <LazyWistiaVideo id={data.wistia_id} title={data.title ?? ""} thumbnailUrl={prismic.isFilled.image(data.thumbnail) ? data.thumbnail.url : null} />
  ) : null;
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates} navbar={{ contentColor: "white" }} footer={{ theme: "dark" }}>
      <PageHeader title={data.title} subtitle={data.subtitle} image={data.thumbnail} aside={video ?? undefined} tone="dark" />
      {prismic.isFilled.richText(data.description) || cta ? (
        <Section>
          <RichText field={data.description} className="mx-auto max-w-3xl text-lg" />
          {cta ? (
            <div className="mx-auto mt-8 max-w-3xl">
              <Cta {...cta} />
            </div>
          ) : null}
        </Section>
      ) : null}
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("studio", StudioPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
