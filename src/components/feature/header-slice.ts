import type { HeaderWithSocialProofsSlice } from "../../../prismicio-types";
import { ctaFromFields } from "@/components/cta/Cta";
import type { FeatureHeaderProps } from "./FeatureHeader";

/** FeatureHeader props from a header_with_social_proofs slice (its logos are the social proof). */
export function headerFromSlice(slice: HeaderWithSocialProofsSlice): Omit<FeatureHeaderProps, "color" | "vertical"> {
  const p = slice.primary;
  return {
    indicator: p.indicator,
    title: p.title ?? "",
    subtitle: p.subtitle,
    image: p.image,
    wistiaId: p.wistia_id,
    ctas: [
      ctaFromFields(p.cta_1_label, p.cta_1_link, p.cta_1_type, "header-cta-1"),
      ctaFromFields(p.cta_2_label, p.cta_2_link, p.cta_2_type, "header-cta-2"),
    ].filter((cta) => cta !== null),
    form: p.form,
    logoWall: slice.items.length > 0 ? { logos: slice.items } : null,
    rating: typeof p.rating === "number" ? { value: p.rating, label: p.rating_label } : null,
  };
}
