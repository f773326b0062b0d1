import { trackEvent } from "./analytics";

/** What analytics records of a CTA click (spec section 3: CTA label, sectionId, type, link). */
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
 * A CTA element is marked `data-cta="<sectionId>"`; one delegated listener reports its clicks.
 * Optional: `data-cta-type` (default "link") and `data-cta-label` (default the visible text).
 */
export function ctaDataAttributes({ sectionId, type, label }: { sectionId: string; type?: string; label?: string }): Record<string, string> {
  return { "data-cta": sectionId, ...(type ? { "data-cta-type": type } : {}), ...(label ? { "data-cta-label": label } : {}) };
}

export function ctaClickFromElement(element: Element): CtaClick | null {
  const cta = element.closest("[data-cta]");
  if (!cta) return null;
  return {
    label: cta.getAttribute("data-cta-label") || cta.textContent?.replace(/\s+/g, " ").trim() || "",
    sectionId: cta.getAttribute("data-cta") ?? "",
    type: cta.getAttribute("data-cta-type") || "link",
    link: cta.getAttribute("href"),
  };
}
