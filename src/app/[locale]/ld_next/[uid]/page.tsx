import type * as prismic from "@prismicio/client";
import { getFormatter } from "next-intl/server";
import { ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";

async function LdNextPage({ document: page, locale, alternates }: DocumentPageProps<"ld_next">) {
  const { data } = page;
  const format = await getFormatter({ locale });
  const date = data.date ? new Date(data.date) : null;
  // The event's own time zone (the conference is in Lyon), so the day is the same for every visitor.
  const when = date && !Number.isNaN(date.getTime()) ? format.dateTime(date, { dateStyle: "long", timeZone: "Europe/Paris" }) : null;
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates} navbar={{ contentColor: "white" }}>
      <PageHeader
        title={data.title}
        eyebrow={[when, data.location].filter(Boolean).join(" · ") || null}
        // The page title is the h1; a heading1 in the header text would be a second one.
        subtitle={data.header.filter((node) => node.type !== "heading1") as prismic.RichTextField}
        image={data.header_image}
        tone="dark"
        cta={ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "ld-next-header")}
      />
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("ld_next", LdNextPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
