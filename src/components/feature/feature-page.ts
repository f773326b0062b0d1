import * as prismic from "@prismicio/client";
import type { HeaderWithSocialProofsSlice, LandingPageDocument, SocialProofMastheadsSlice } from "../../../prismicio-types";
import { ctaFromFields } from "@/components/cta/Cta";
import type { NavbarCta } from "@/lib/navigation";
import { resolveHref } from "@/routing/href";
import { DEFAULT_FEATURE_CATEGORY } from "@/routing/routes";
import type { FeatureHeaderProps } from "./FeatureHeader";
import { headerFromSlice } from "./header-slice";

/** Spec section 2: the menu shows when the page has a non-default category or alternate languages. */
export function isFeatureMenuDisplayed(page: Pick<LandingPageDocument, "data" | "alternate_languages">): boolean {
  const category = page.data.category ?? DEFAULT_FEATURE_CATEGORY;
  return category !== DEFAULT_FEATURE_CATEGORY || page.alternate_languages.length > 0;
}

/** The page's navbar CTA (navbar_cta_*), or null when not filled in. */
export function featureNavbarCta(data: LandingPageDocument["data"]): NavbarCta | null {
  const href = resolveHref(data.navbar_cta_link);
  return data.navbar_cta_label && href ? { label: data.navbar_cta_label, href, type: data.navbar_cta_type ?? "primary" } : null;
}

/**
 * The header of a feature page: the page's own header data unless a header_with_social_proofs
 * slice exists (spec section 2). Colour and layout always come from the page.
 */
export function featureHeader(page: LandingPageDocument): FeatureHeaderProps {
  const { data } = page;
  const headerSlice = data.body.find((slice) => slice.slice_type === "header_with_social_proofs") as HeaderWithSocialProofsSlice | undefined;
  const mastheadSlice = data.body.find((slice) => slice.slice_type === "social_proof_mastheads") as SocialProofMastheadsSlice | undefined;
  const mastheads = data.is_social_proof_mastheads_displayed && mastheadSlice ? mastheadSlice.items : null;
  const layout = { color: data.header_color, vertical: data.is_header_vertical_layout, mastheads };
  if (headerSlice) {
    const fromSlice = headerFromSlice(headerSlice);
    return { ...fromSlice, ...layout, ctas: data.hide_header_ctas ? [] : fromSlice.ctas };
  }
  return {
    ...layout,
    indicator: data.indicator,
    title: data.title ?? "",
    subtitle: data.subtitle,
    image: data.thumbnail,
    wistiaId: data.wistia_id,
    form: prismic.isFilled.link(data.form) ? data.form : null,
    ctas: data.hide_header_ctas
      ? []
      : [
          ctaFromFields(data.header_cta_1_label, data.header_cta_1_link, data.header_cta_1_type, "header-cta-1"),
          ctaFromFields(data.header_cta_2_label, data.header_cta_2_link, data.header_cta_2_type, "header-cta-2"),
        ].filter((cta) => cta !== null),
    logoWall: data.is_logo_wall_hidden ? null : { title: data.logo_wall_title, logos: data.logo_wall_logos },
  };
}
