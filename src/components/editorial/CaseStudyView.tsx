import * as prismic from "@prismicio/client";
import type { getTranslations } from "next-intl/server";
import Link from "next/link";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { DocumentJsonLd } from "@/components/structured-data/DocumentJsonLd";
import type { DocumentPageProps } from "@/content/document-route";
import { buildPath } from "@/routing/routes";
import { TagLinks } from "./TagLinks";

/** The case study (`document`) comes with its tags' labels. */
interface CaseStudyViewProps extends DocumentPageProps<"case_study"> {
  t: Awaited<ReturnType<typeof getTranslations<"editorial">>>;
  tBlog: Awaited<ReturnType<typeof getTranslations<"blog">>>;
}

/** A customer story: company logo, title, facts, key figures, illustration, reading time, body, tags. */
export function CaseStudyView({ locale, alternates, document: study, t, tBlog }: CaseStudyViewProps) {
  const { data } = study;
  const figures = data.key_figures.filter((figure) => figure.value && figure.label);
  const facts = [
    { label: t("industry"), value: data.industry },
    { label: t("companySize"), value: data.company_size },
  ].filter((fact) => fact.value);

  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <DocumentJsonLd document={study} />
      <section className="bg-sugar">
        <div className="mx-auto grid max-w-7xl items-center gap-10 px-4 py-12 lg:grid-cols-2 lg:px-8">
          <div>
            <Link prefetch={false} href={buildPath("case_studies_hub", locale) ?? "/"} className="text-sm font-semibold text-green-dark hover:underline">
              ← {t("backToCaseStudies")}
            </Link>
            <ContentImage field={data.company_logo} sizes="200px" className="mt-6 h-10 w-auto" />
            <h1 className="mt-6 text-4xl font-bold tracking-tight text-balance lg:text-5xl">{data.title}</h1>
            {data.description ? <p className="mt-4 text-lg text-stone">{data.description}</p> : null}
            <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2 text-sm">
              {facts.map((fact) => (
                <div key={fact.label}>
                  <dt className="text-stone">{fact.label}</dt>
                  <dd className="font-semibold">{fact.value}</dd>
                </div>
              ))}
              {data.reading_time ? (
                <div>
                  <dt className="text-stone">{t("durationLabel")}</dt>
                  <dd className="font-semibold">{tBlog("readingTime", { minutes: data.reading_time })}</dd>
                </div>
              ) : null}
            </dl>
          </div>
          <ContentImage field={data.illustration} priority sizes="(min-width: 1024px) 50vw, 100vw" className="h-auto w-full rounded-2xl" />
        </div>
      </section>
      {figures.length > 0 ? (
        <section aria-labelledby="key-figures" className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
          <h2 id="key-figures" className="text-2xl font-bold">
            {t("keyFigures")}
          </h2>
          <dl className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {figures.map((figure) => (
              <div key={`${figure.value}-${figure.label}`} className="flex flex-col-reverse rounded-2xl bg-night p-6 text-white">
                <dt className="mt-2 text-white/80">{figure.label}</dt>
                <dd className="text-4xl font-bold">{figure.value}</dd>
              </div>
            ))}
          </dl>
        </section>
      ) : null}
      <div className="mx-auto max-w-3xl px-4 pb-12">
        <RichText field={data.body} className="space-y-5 text-lg leading-relaxed [&_a]:text-green-dark [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc" />
        {prismic.isFilled.linkToMedia(data.pdf_asset) ? (
          <ContentLink field={data.pdf_asset} className="mt-8 inline-flex min-h-12 items-center rounded-full border-2 border-ink px-6 font-semibold hover:bg-ink hover:text-white">
            {t("downloadCaseStudy")}
          </ContentLink>
        ) : null}
        <TagLinks entries={data.tags} label={tBlog("tags")} className="mt-10" />
      </div>
      <PageSlices documentId={study.id} slices={data.slices} locale={locale} />
    </SiteLayout>
  );
}
