import type { TeamPlanDocument } from "../../../../prismicio-types";
import { Cta, ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { loadRouteDocument, pageLocale, pagePaths, routeMetadata } from "@/content/page";

export default async function TeamPlanPage({ params }: PageProps<"/[locale]/team_plan">) {
  const input = await params;
  const locale = pageLocale(input.locale);
  const page = await loadRouteDocument<TeamPlanDocument>("team_plan", input);
  const { data } = page;
  const cta = ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "team-plan");
  return (
    <SiteLayout layout="default" locale={locale} alternates={await pagePaths(page)}>
      <PageHeader
        title={data.title}
        subtitle={data.subtitle}
        aside={
          <div className="rounded-3xl bg-white p-8 shadow-lg" data-testid="team-plan-price">
            <p>
              <span className="text-5xl font-bold">{data.price}</span>
              {data.price_suffix ? <span className="ml-2 text-stone">{data.price_suffix}</span> : null}
            </p>
            <ul className="mt-6 space-y-3">
              {data.features.map((feature, index) => (
                <li key={index} className="flex gap-3">
                  <span aria-hidden="true" className="font-bold text-green">✓</span>
                  <span>{feature.label}</span>
                </li>
              ))}
            </ul>
            {cta ? <Cta {...cta} className="mt-8 w-full" /> : null}
          </div>
        }
      />
      <PageSlices slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

export async function generateMetadata({ params }: PageProps<"/[locale]/team_plan">) {
  return routeMetadata("team_plan", await params);
}
