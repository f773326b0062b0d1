import { getTranslations } from "next-intl/server";
import { ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { Section } from "@/components/slice-zone/Section";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";

export default async function PerformanceAcademyPage({ params }: PageProps<"/[locale]/performance_academy">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument("performance_academy", input);
  const { data } = page;
  const t = await getTranslations({ locale, namespace: "marketing" });
  return (
    <SiteLayout layout="default" locale={locale} alternates={await pagePaths(page)} navbar={{ contentColor: "white" }} footer={{ theme: "dark" }}>
      <PageHeader title={data.title} subtitle={data.subtitle} image={data.header_image} tone="dark" cta={ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "performance-academy-header")} />
      {data.modules.length > 0 ? (
        <Section>
          <h2 className="text-3xl font-bold tracking-tight">{t("modules")}</h2>
          <ol className="mt-8 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
            {data.modules.map((module, index) => (
              <li key={index} className="flex flex-col rounded-3xl border border-cloud p-6">
                <h3 className="text-xl font-semibold">{module.title}</h3>
                {module.description ? <p className="mt-2 flex-1 text-stone">{module.description}</p> : null}
                {typeof module.duration === "number" ? <p className="mt-4 text-sm font-semibold text-green">{t("videoDuration", { minutes: module.duration })}</p> : null}
              </li>
            ))}
          </ol>
        </Section>
      ) : null}
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/performance_academy">) {
  return routeMetadata("performance_academy", await params);
}
