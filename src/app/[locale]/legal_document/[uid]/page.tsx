import { getFormatter, getTranslations } from "next-intl/server";
import { TableOfContents } from "@/components/blog/TableOfContents";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { headingAnchors } from "@/components/rich-text/anchors";
import { RichText } from "@/components/rich-text/RichText";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

/** A legal document: title, last update in the locale's format, contents and the text. */
export default async function LegalDocumentPage({ params }: PageProps<"/[locale]/legal_document/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const legal = await loadRouteDocument("legal_document", input);
  const [alternates, t, format] = await Promise.all([pagePaths(legal), getTranslations({ locale, namespace: "editorial" }), getFormatter({ locale })]);
  const { data } = legal;
  const updated = data.last_update ? new Date(`${data.last_update}T00:00:00Z`) : null;

  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <article className="mx-auto max-w-3xl px-4 py-12">
        <h1 className="text-4xl font-bold tracking-tight text-balance">{data.title}</h1>
        {updated && !Number.isNaN(updated.getTime()) ? (
          <p className="mt-3 text-stone">
            <time dateTime={data.last_update ?? undefined}>{t("lastUpdate", { date: format.dateTime(updated, { dateStyle: "long", timeZone: "UTC" }) })}</time>
          </p>
        ) : null}
        <TableOfContents anchors={headingAnchors(data.content)} className="mt-8 rounded-2xl bg-sugar p-5" />
        <RichText field={data.content} className="mt-8 space-y-4 leading-relaxed [&_a]:text-green-dark [&_a]:underline [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc" />
      </article>
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/legal_document/[uid]">) {
  return routeMetadata("legal_document", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("legal_document", params.locale);
}
