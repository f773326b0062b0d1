/** The types of a call to action: the `*_type` Select options of the models, shared by the CTA component and form configs. */
const ctaTypes = ["primary", "secondary", "outline", "link"] as const;
export type CtaType = (typeof ctaTypes)[number];

export function isCtaType(value: unknown): value is CtaType {
  return typeof value === "string" && (ctaTypes as readonly string[]).includes(value);
}
