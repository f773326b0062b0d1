import * as prismic from "@prismicio/client";
import { Cta, ctaFromFields, towardsOwnForm } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { ContentForm } from "@/features/forms/ContentForm";

/** The manifesto, its principles and its signature form (stored as a submission); the header CTA leads to the form. */
function CollaborativeLearningMovementPage({ document: page, locale, alternates }: DocumentPageProps<"collaborative_learning_movement">) {
  const { data } = page;
  const signature = prismic.isFilled.contentRelationship(data.form) ? data.form : null;
  const cta = towardsOwnForm(ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "collaborative-learning-movement"), signature, "sign");
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates} navbar={{ contentColor: "white" }}>
      <PageHeader title={data.title} subtitle={data.subtitle} tone="dark" cta={cta} />
      <Section>
        <RichText field={data.manifesto} className="mx-auto max-w-3xl text-xl" />
        {data.principles.length > 0 ? (
          <ol className="mt-12 grid gap-6 md:grid-cols-3">
            {data.principles.map((principle, index) => (
              <li key={index} className="rounded-3xl bg-sugar p-6">
                <h2 className="text-xl font-semibold">{principle.title}</h2>
                {principle.description ? <p className="mt-2 text-stone">{principle.description}</p> : null}
              </li>
            ))}
          </ol>
        ) : null}
        {cta && !signature ? <Cta {...cta} sectionId="collaborative-learning-movement-footer" className="mt-12" /> : null}
      </Section>
      {signature ? (
        <Section id="sign" background="sugar" className="scroll-mt-24">
          <div className="mx-auto max-w-2xl">
            {data.cta_label ? <h2 className="text-3xl font-bold tracking-tight">{data.cta_label}</h2> : null}
            <div className="mt-6 rounded-3xl bg-white p-6 sm:p-8">
              <ContentForm formConfig={signature} locale={locale} placement="page" />
            </div>
          </div>
        </Section>
      ) : null}
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("collaborative_learning_movement", CollaborativeLearningMovementPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
