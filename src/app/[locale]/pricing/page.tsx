import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { ComparativeTable } from "@/components/pricing/ComparativeTable";
import { PlanCard } from "@/components/pricing/PlanCard";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { DocumentJsonLd } from "@/components/structured-data/DocumentJsonLd";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { findComparativeTable } from "@/content/queries/pricing";

async function PricingPage({ document: page, locale, alternates }: DocumentPageProps<"pricing">) {
  const { data } = page;
  const table = await findComparativeTable(data.comparative_table);
  // The page's own table is shown under the plans; a slice repeating the same table is skipped.
  const body = data.body.filter(
    (slice) => !(slice.slice_type === "comparative_table" && table && "id" in slice.primary.comparative_table_config && slice.primary.comparative_table_config.id === table.id),
  );
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <DocumentJsonLd document={page} />
      <PageHeader title={data.title} subtitle={data.subtitle} />
      <Section className="!pt-0" background="sugar">
        <ul className="grid gap-6 lg:grid-cols-3" data-testid="pricing-plans">
          {data.plans.map((plan, index) => (
            <PlanCard key={index} plan={plan} sectionId={`pricing-plan-${index + 1}`} />
          ))}
        </ul>
      </Section>
      {table ? (
        <Section id="compare">
          <ComparativeTable config={table} sectionId="pricing-compare" />
        </Section>
      ) : null}
      <PageSlices documentId={page.id} slices={body} locale={locale} />
      {data.faq.length > 0 ? (
        <Section background="sugar">
          <div className="mx-auto max-w-3xl">
            {data.faq_title ? <h2 className="text-3xl font-bold tracking-tight">{data.faq_title}</h2> : null}
            {data.faq.map((entry, index) => (
              <details key={index} className="group border-b border-cloud py-5">
                <summary className="cursor-pointer text-lg font-semibold">{entry.question}</summary>
                <RichText field={entry.answer} className="text-stone" />
              </details>
            ))}
          </div>
        </Section>
      ) : null}
    </SiteLayout>
  );
}

const route = documentRoute("pricing", PricingPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
