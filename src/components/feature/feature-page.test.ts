import { describe, expect, it } from "vitest";
import type { LandingPageDocument } from "../../../prismicio-types";
import { featureHeader, featureNavbarCta, isFeatureMenuDisplayed } from "./feature-page";

const web = (url: string) => ({ link_type: "Web", url }) as const;
const image = (file: string) => ({ url: `/content-assets/${file}`, alt: file, copyright: null, dimensions: { width: 100, height: 40 }, id: file, edit: { x: 0, y: 0, zoom: 1, background: "" } });

function page(data: Record<string, unknown>, alternates: unknown[] = []): LandingPageDocument {
  return {
    id: "lp",
    uid: "lp",
    type: "landing_page",
    lang: "en-us",
    alternate_languages: alternates,
    data: {
      category: "landing-page",
      title: "Own title",
      indicator: "Own indicator",
      subtitle: [],
      thumbnail: image("thumb.webp"),
      header_color: "dark",
      is_header_vertical_layout: true,
      hide_header_ctas: false,
      header_cta_1_label: "Try",
      header_cta_1_link: web("https://app.example/"),
      header_cta_1_type: "primary",
      header_cta_2_label: "Demo",
      header_cta_2_link: web("https://example.org/demo"),
      header_cta_2_type: "secondary",
      wistia_id: null,
      form: { link_type: "Any" },
      logo_wall_title: "Trusted by",
      logo_wall_logos: [{ logo: image("a.svg"), link: { link_type: "Any" } }],
      is_logo_wall_hidden: false,
      is_social_proof_mastheads_displayed: false,
      navbar_cta_label: "Book a demo",
      navbar_cta_link: web("https://example.org/demo"),
      navbar_cta_type: "primary",
      subfeatures_collapsed: false,
      body: [],
      ...data,
    },
  } as unknown as LandingPageDocument;
}

const headerSlice = {
  slice_type: "header_with_social_proofs",
  primary: { indicator: "Slice indicator", title: "Slice title", subtitle: [], image: image("hero.svg"), wistia_id: null, cta_1_label: "Slice CTA", cta_1_link: web("https://example.org/"), cta_1_type: "primary", cta_2_label: null, cta_2_link: { link_type: "Any" }, cta_2_type: null, form: { link_type: "Any" }, rating: 4.7, rating_label: "4.7/5 on G2" },
  items: [{ logo: image("n.svg") }],
};
const mastheads = { slice_type: "social_proof_mastheads", primary: { title: "Press" }, items: [{ logo: image("p.svg"), quote: "Great" }] };

describe("feature page menu rule", () => {
  it("shows the menu for a non-default category or when the page has alternate languages", () => {
    expect(isFeatureMenuDisplayed(page({ category: "landing-page" }))).toBe(false);
    expect(isFeatureMenuDisplayed(page({ category: "landing-page" }, [{ id: "x", lang: "de-de" }]))).toBe(true);
    expect(isFeatureMenuDisplayed(page({ category: "product" }))).toBe(true);
    expect(isFeatureMenuDisplayed(page({ category: null }))).toBe(false);
  });
});

describe("feature page header", () => {
  it("uses the page's own header data, its two CTAs and its logo wall", () => {
    const header = featureHeader(page({}));
    expect(header).toMatchObject({ title: "Own title", indicator: "Own indicator", color: "dark", vertical: true, logoWall: { title: "Trusted by" }, mastheads: null });
    expect(header.ctas.map((cta) => cta.sectionId)).toEqual(["header-cta-1", "header-cta-2"]);
  });

  it("hides the CTAs and the logo wall when asked", () => {
    const header = featureHeader(page({ hide_header_ctas: true, is_logo_wall_hidden: true }));
    expect(header.ctas).toEqual([]);
    expect(header.logoWall).toBeNull();
  });

  it("prefers a header_with_social_proofs slice, keeping the page's colour, layout and CTA rule", () => {
    const header = featureHeader(page({ body: [headerSlice], header_color: "green", hide_header_ctas: true }));
    expect(header).toMatchObject({ title: "Slice title", indicator: "Slice indicator", color: "green", rating: { value: 4.7, label: "4.7/5 on G2" } });
    expect(header.ctas).toEqual([]);
    expect(header.logoWall?.logos).toHaveLength(1);
  });

  it("shows the mastheads of the page's social_proof_mastheads slice only when displayed", () => {
    expect(featureHeader(page({ body: [mastheads], is_social_proof_mastheads_displayed: true })).mastheads).toHaveLength(1);
    expect(featureHeader(page({ body: [mastheads], is_social_proof_mastheads_displayed: false })).mastheads).toBeNull();
  });

  it("passes the page's navbar CTA to the navbar", () => {
    expect(featureNavbarCta(page({}).data)).toEqual({ label: "Book a demo", href: "https://example.org/demo", type: "primary" });
    expect(featureNavbarCta(page({ navbar_cta_label: null }).data)).toBeNull();
  });
});
