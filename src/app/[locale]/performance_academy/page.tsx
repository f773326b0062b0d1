import * as prismic from "@prismicio/client";
import { getTranslations } from "next-intl/server";
import { ctaFromFields, towardsOwnForm } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { ContentForm } from "@/features/forms/ContentForm";

/** The academy: its modules, then its own registration (the course group of the page); the header CTA leads there. */
async function PerformanceAcademyPage({ document: page, locale, alternates }: DocumentPageProps<"performance_academy">) {
  const { data } = page;
  const t = await getTranslations({ locale, namespace: "marketing" });
  const registration = prismic.isFilled.contentRelationship(data.form) ? data.form : null;
  const cta = towardsOwnForm(ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "performance-academy-header"), registration, "registration");
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates} navbar={{ contentColor: "white" }} footer={{ theme: "dark" }}>
      <PageHeader title={data.title} subtitle={data.subtitle} image={data.header_image} tone="dark" cta={cta} />
      {data.modules.length > 0 ? (
        <Section>
          <h2 className="text-3xl font-bold tracking-tight">{t("modules")}</h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.modules.map((module, index) => (
              <li key={index} className="flex flex-col rounded-3xl border border-cloud p-6">
                <p className="text-sm font-semibold text-green">{t("week", { week: index + 1 })}</p>
                <h3 className="mt-1 text-xl font-semibold">{module.title}</h3>
                {module.description ? <p className="mt-2 flex-1 text-stone">{module.description}</p> : null}
                {typeof module.duration === "number" ? <p className="mt-4 text-sm font-semibold text-green">{t("videoDuration", { minutes: module.duration })}</p> : null}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      {registration ? (
        <Section id="registration" background="sugar" className="scroll-mt-24">
          <div className="mx-auto max-w-2xl">
            <h2 className="text-3xl font-bold tracking-tight">{data.cta_label || t("registration")}</h2>
            <div className="mt-6 rounded-3xl bg-white p-6 sm:p-8">
              <ContentForm formConfig={registration} locale={locale} placement="page" context={data.course_group_id ? { groupId: data.course_group_id } : undefined} />
            </div>
          </div>
        </Section>
      ) : null}
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("performance_academy", PerformanceAcademyPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
