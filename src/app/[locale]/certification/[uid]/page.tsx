import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import { ctaFromFields } from "@/components/cta/Cta";
import { HeaderForm } from "@/components/feature/HeaderForm";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";

async function CertificationPage({ document: page, locale, alternates }: DocumentPageProps<"certification">) {
  const { data } = page;
  const t = await getTranslations({ locale, namespace: "marketing" });
  const facts = [
    data.level ? { label: t("level"), value: t(`levels.${data.level}`) } : null,
    typeof data.duration === "number" ? { label: t("duration"), value: t("hours", { hours: data.duration }) } : null,
  ].filter((fact) => fact !== null);
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <PageHeader
        title={data.title}
        subtitle={data.subtitle}
        image={data.thumbnail}
        cta={prismic.isFilled.contentRelationship(data.form) ? null : ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "certification-header")}
        aside={prismic.isFilled.contentRelationship(data.form) ? <HeaderForm form={data.form} dark={false} context={data.course_group_id ? { groupId: data.course_group_id } : undefined} /> : undefined}
      >
        {facts.length > 0 ? (
          <dl className="mt-6 flex flex-wrap gap-x-8 gap-y-2" data-testid="certification-facts">
            {facts.map((fact) => (
              <div key={fact.label}>
                <dt className="text-sm text-stone">{fact.label}</dt>
                <dd className="font-semibold">{fact.value}</dd>
              </div>
            ))}
          </dl>
        ) : null}
      </PageHeader>
      {prismic.isFilled.richText(data.description) ? (
        <Section>
          <RichText field={data.description} className="mx-auto max-w-3xl text-lg" />
        </Section>
      ) : null}
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("certification", CertificationPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
export const generateStaticParams = route.generateStaticParams;
