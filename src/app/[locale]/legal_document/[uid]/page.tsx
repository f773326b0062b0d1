import { getFormatter, getTranslations } from "next-intl/server";
import { TableOfContents } from "@/components/blog/TableOfContents";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { headingAnchors } from "@/components/rich-text/anchors";
import { RichText } from "@/components/rich-text/RichText";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";

/** A legal document: title, last update in the locale's format, contents and the text. */
async function LegalDocumentPage({ document: legal, locale, alternates }: DocumentPageProps<"legal_document">) {
  const [t, format] = await Promise.all([getTranslations({ locale, namespace: "editorial" }), getFormatter({ locale })]);
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

const route = documentRoute("legal_document", LegalDocumentPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
