import type * as prismic from "@prismicio/client";
import { getFormatter } from "next-intl/server";
import { ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata, routeStaticParams } from "@/content/page";

export default async function LdNextPage({ params }: PageProps<"/[locale]/ld_next/[uid]">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument("ld_next", input);
  const { data } = page;
  const format = await getFormatter({ locale });
  const date = data.date ? new Date(data.date) : null;
  // The event's own time zone (the conference is in Lyon), so the day is the same for every visitor.
  const when = date && !Number.isNaN(date.getTime()) ? format.dateTime(date, { dateStyle: "long", timeZone: "Europe/Paris" }) : null;
  return (
    <SiteLayout layout="default" locale={locale} alternates={await pagePaths(page)} navbar={{ contentColor: "white" }}>
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

export async function generateMetadata({ params }: PageProps<"/[locale]/ld_next/[uid]">) {
  return routeMetadata("ld_next", await params);
}

export function generateStaticParams({ params }: { params: { locale: string } }) {
  return routeStaticParams("ld_next", params.locale);
}
