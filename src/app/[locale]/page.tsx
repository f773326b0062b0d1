import * as prismic from "@prismicio/client";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { DocumentJsonLd } from "@/components/structured-data/DocumentJsonLd";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";

function HomePage({ document: home, locale, alternates }: DocumentPageProps<"home">) {
  const { data } = home;
  const ctas = [
    { label: data.header_cta_1_label, link: data.header_cta_1_link, type: data.header_cta_1_type, id: "home-header-cta-1" },
    { label: data.header_cta_2_label, link: data.header_cta_2_link, type: data.header_cta_2_type, id: "home-header-cta-2" },
  ].filter((cta) => cta.label && prismic.isFilled.link(cta.link));

  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <DocumentJsonLd document={home} />
      <section className="bg-sugar">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-14 lg:grid-cols-2 lg:px-8 lg:py-20">
          <div>
            {data.indicator ? <p className="font-semibold text-green">{data.indicator}</p> : null}
            <h1 className="mt-2 text-4xl font-bold tracking-tight text-balance lg:text-6xl">{data.title}</h1>
            <div className="mt-5 text-lg text-stone">{prismic.asText(data.subtitle)}</div>
            {ctas.length > 0 ? (
              <div className="mt-8 flex flex-wrap gap-3">
                {ctas.map((cta, index) => (
                  <ContentLink
                    key={cta.id}
                    field={cta.link}
                    data-cta={cta.id}
                    className={`inline-flex min-h-12 items-center rounded-full px-6 font-semibold ${index === 0 ? "bg-green text-white hover:bg-green-dark" : "border-2 border-ink text-ink"}`}
                  >
                    {cta.label}
                  </ContentLink>
                ))}
              </div>
            ) : null}
          </div>
          <ContentImage field={data.header_image} priority sizes="(min-width: 1024px) 50vw, 100vw" className="h-auto w-full rounded-2xl" />
        </div>
        {data.logo_wall_logos.length > 0 ? (
          <div className="mx-auto max-w-7xl px-4 pb-12 lg:px-8">
            {data.logo_wall_title ? <p className="text-center text-sm font-semibold text-stone">{data.logo_wall_title}</p> : null}
            <ul className="mt-6 flex flex-wrap items-center justify-center gap-x-10 gap-y-6">
              {data.logo_wall_logos.map((entry, index) => (
                <li key={index}>
                  <ContentImage field={entry.logo} sizes="160px" className="h-8 w-auto opacity-80" />
                </li>
              ))}
            </ul>
          </div>
        ) : null}
      </section>
      <PageSlices documentId={home.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("home", HomePage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
