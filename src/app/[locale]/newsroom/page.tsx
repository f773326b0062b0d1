import * as prismic from "@prismicio/client";
import { getFormatter, getTranslations } from "next-intl/server";
import { ContentLink } from "@/components/content-link/ContentLink";
import { ContentImage } from "@/components/image/ContentImage";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";

/** The newsroom: press coverage newest first, the press contact and the press kit. */
async function NewsroomPage({ document: newsroom, locale, alternates }: DocumentPageProps<"newsroom">) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: "editorial" }), getFormatter({ locale })]);
  const { data } = newsroom;
  // Each mention keeps its place in the document as its anchor: the newsroom feed links there (src/content/feeds).
  const news = data.news
    .map((item, index) => ({ ...item, anchor: `news-${index + 1}` }))
    .filter((item) => item.title)
    .sort((a, b) => (b.date ?? "").localeCompare(a.date ?? ""));

  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <section className="bg-sugar">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 lg:grid-cols-[minmax(0,1fr)_22rem] lg:px-8">
          <div>
            <h1 className="text-4xl font-bold tracking-tight text-balance lg:text-5xl">{data.title}</h1>
            <RichText field={data.subtitle} className="mt-4 max-w-2xl text-lg text-stone" />
          </div>
          <aside aria-labelledby="press-contact" className="rounded-2xl bg-white p-6">
            <h2 id="press-contact" className="font-bold">
              {t("pressContact")}
            </h2>
            <RichText field={data.press_contact} className="mt-2 space-y-2 text-stone" />
            {prismic.isFilled.linkToMedia(data.press_kit) ? (
              <ContentLink field={data.press_kit} className="mt-4 inline-flex min-h-11 items-center rounded-full bg-ink px-5 font-semibold text-white hover:bg-night">
                {data.press_kit_label || data.press_kit.name}
              </ContentLink>
            ) : null}
          </aside>
        </div>
      </section>
      {news.length > 0 ? (
        <section aria-labelledby="in-the-news" className="mx-auto max-w-7xl px-4 py-12 lg:px-8">
          <h2 id="in-the-news" className="text-2xl font-bold">
            {t("inTheNews")}
          </h2>
          <ul className="mt-6 divide-y divide-cloud">
            {news.map((item) => (
              <li key={item.anchor} id={item.anchor} className="flex flex-col gap-4 py-6 sm:flex-row sm:items-center">
                <ContentImage field={item.logo} sizes="160px" className="h-8 w-32 shrink-0 object-contain object-left" />
                <div>
                  <p className="text-sm text-stone">
                    {item.source}
                    {item.source && item.date ? " · " : null}
                    {item.date ? <time dateTime={item.date}>{format.dateTime(new Date(`${item.date}T00:00:00Z`), { dateStyle: "long", timeZone: "UTC" })}</time> : null}
                  </p>
                  <h3 className="mt-1 text-lg font-bold">
                    <ContentLink field={item.link} className="hover:underline">
                      {item.title}
                    </ContentLink>
                  </h3>
                </div>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PageSlices documentId={newsroom.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("newsroom", NewsroomPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
