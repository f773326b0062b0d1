import * as prismic from "@prismicio/client";
import { Cta, ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { LazyWistiaVideo } from "@/components/video/LazyWistiaVideo";
import { isWistiaId } from "@/components/video/wistia";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

export default async function StudioPage({ params }: PageProps<"/[locale]/studio/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument("studio", input);
  const { data } = page;
  const cta = ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "studio");
  const video = isWistiaId(data.wistia_id) ? (
    <LazyWistiaVideo id={data.wistia_id} title={data.title ?? ""} thumbnailUrl={prismic.isFilled.image(data.thumbnail) ? data.thumbnail.url : null} />
  ) : null;
  return (
    <SiteLayout layout="default" locale={locale} alternates={await pagePaths(page)} navbar={{ contentColor: "white" }} footer={{ theme: "dark" }}>
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

export async function generateMetadata({ params }: PageProps<"/[locale]/studio/[uid]">) {
  return routeMetadata("studio", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("studio", params.locale);
}
