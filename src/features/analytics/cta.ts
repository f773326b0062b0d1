import { trackEvent } from "./analytics";

/** What the CTA component tells analytics about a click (spec section 3: CTA). */
export interface CtaClick {
  label: string;
  sectionId: string;
  type: string;
  link?: string | null;
}

export function trackCtaClick({ label, sectionId, type, link }: CtaClick): void {
  trackEvent("CTA clicked", { label, section_id: sectionId, type, link: link ?? null });
}

/**
 * Data attributes a CTA element carries so one delegated listener reports its clicks:
 * `data-cta` (label), `data-cta-section`, `data-cta-type`; the link comes from `href`.
 */
export function ctaDataAttributes({ label, sectionId, type }: Omit<CtaClick, "link">): Record<string, string> {
  return { "data-cta": label, "data-cta-section": sectionId, "data-cta-type": type };
}

export function ctaClickFromElement(element: Element): CtaClick | null {
  const cta = element.closest("[data-cta]");
  if (!cta) return null;
  return {
    label: cta.getAttribute("data-cta") || cta.textContent?.trim() || "",
    sectionId: cta.getAttribute("data-cta-section") ?? "",
    type: cta.getAttribute("data-cta-type") ?? "",
    link: cta.getAttribute("href"),
  };
}
