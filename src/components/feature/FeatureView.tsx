import type { TextSlice } from "../../../prismicio-types";
import { SiteLayout } from "@/components/layouts/SiteLayout";
import { RichText } from "@/components/rich-text/RichText";
import { PageSlices } from "@/components/slice-zone/PageSlices";
import type { DocumentPageProps } from "@/content/document-route";
import { FeatureHeader, isDarkHeader } from "./FeatureHeader";
import { featureHeader, featureNavbarCta, isFeatureMenuDisplayed } from "./feature-page";

/** Subfeatures (the page's text slices) as a list of disclosures, first one open. */
function CollapsedSubfeatures({ slices }: { slices: TextSlice[] }) {
  return (
    <section className="mx-auto max-w-3xl px-4 py-14 lg:py-20" data-testid="subfeatures-collapsed">
      {slices.map((slice, index) => (
        <details key={slice.id ?? index} open={index === 0} id={slice.primary.section_id || undefined} className="group border-b border-cloud py-5">
          <summary className="flex cursor-pointer list-none items-center justify-between gap-4 text-xl font-semibold">
            <h2>{slice.primary.title}</h2>
            <span aria-hidden="true" className="text-2xl transition-transform group-open:rotate-45">+</span>
          </summary>
          <RichText field={slice.primary.content} className="text-lg text-stone" />
        </details>
      ))}
    </section>
  );
}

/** A feature page (landing page, use case, product, solution): header variant, menu rule, navbar CTA, slices. */
export function FeatureView({ document: page, locale, alternates }: DocumentPageProps<"landing_page">) {
  const { data } = page;
  const header = featureHeader(page);
  const subfeatures = data.subfeatures_collapsed
    ? (data.body.filter((slice) => slice.slice_type === "text" && !!slice.primary.title) as TextSlice[])
    : [];
  const rendered = ["header_with_social_proofs", ...(header.mastheads ? ["social_proof_mastheads"] : [])];
  const rest = data.body.filter((slice) => !rendered.includes(slice.slice_type) && !subfeatures.includes(slice as TextSlice));
  const category = data.category ?? "landing-page";
  return (
    <SiteLayout
      layout={category === "landing-page" ? "landing" : "default"}
      locale={locale}
      alternates={alternates}
      navbar={{ contentColor: isDarkHeader(header.color) ? "white" : "black", isMenuDisplayed: isFeatureMenuDisplayed(page), pageCta: featureNavbarCta(data) }}
    >
      <div data-page-type="feature" data-feature-category={category}>
        <FeatureHeader {...header} />
        {subfeatures.length > 0 ? <CollapsedSubfeatures slices={subfeatures} /> : null}
        <PageSlices documentId={page.id} slices={rest} locale={locale} />
      </div>
    </SiteLayout>
  );
}
