import { getTranslations } from "next-intl/server";
import { Cta, ctaFromFields } from "@/components/cta/Cta";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { PageHeader } from "@/components/page-header/PageHeader";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import { SeatSelector } from "@/components/team-plan/SeatSelector";
import { documentRoute, type DocumentPageProps } from "@/content/document-route";
import { resolveHref } from "@/routing/href";
import { htmlLangs } from "@/routing/locales";

/** The team plan: price per seat, a seat selector with its total, the checkout hand-off and the free trial. */
async function TeamPlanPage({ document: page, locale, alternates }: DocumentPageProps<"team_plan">) {
  const { data } = page;
  const t = await getTranslations({ locale, namespace: "tools.teamPlan" });
  const numberLocale = htmlLangs[locale];
  const currency = data.currency || "EUR";
  const price = data.price_per_seat ?? 0;
  const min = Math.max(1, data.min_seats ?? 1);
  const bounds = { min, max: Math.max(min, data.max_seats ?? min) };
  const checkoutUrl = resolveHref(data.checkout_link);
  const trial = ctaFromFields(data.cta_label, data.cta_link, data.cta_type, "team-plan");
  return (
    <SiteLayout layout="default" locale={locale} alternates={alternates}>
      <PageHeader
        title={data.title}
        subtitle={data.subtitle}
        aside={
          <div className="rounded-3xl bg-white p-8 shadow-lg" data-testid="team-plan-price">
            <p>
              <span className="text-5xl font-bold">{new Intl.NumberFormat(numberLocale, { style: "currency", currency, minimumFractionDigits: 0 }).format(price)}</span>
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
            {checkoutUrl && price > 0 ? (
              <SeatSelector
                numberLocale={numberLocale}
                currency={currency}
                pricePerSeat={price}
                bounds={bounds}
                initialSeats={data.default_seats ?? bounds.min}
                checkoutUrl={checkoutUrl}
                texts={{ seats: data.seats_label ?? "", fewer: t("fewer"), more: t("more"), total: data.total_label ?? "", totalSuffix: data.total_suffix ?? "", checkout: data.checkout_label ?? "" }}
              />
            ) : null}
            {trial ? <Cta {...trial} className="mt-4 w-full" /> : null}
          </div>
        }
      />
      <PageSlices documentId={page.id} slices={data.body} locale={locale} />
    </SiteLayout>
  );
}

const route = documentRoute("team_plan", TeamPlanPage);
export default route.Page;
export const generateMetadata = route.generateMetadata;
