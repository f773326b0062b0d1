import type { PricingPageDocumentDataPlansItem } from "../../../prismicio-types";
import { Cta, ctaFromFields } from "@/components/cta/Cta";
import { RichText } from "@/components/rich-text/RichText";

/** One pricing plan: name, price, description, features and its CTA; the highlighted plan stands out. */
export function PlanCard({ plan, sectionId }: { plan: PricingPageDocumentDataPlansItem; sectionId: string }) {
  const cta = ctaFromFields(plan.cta_label, plan.cta_link, plan.cta_type, sectionId);
  return (
    <li className={`flex flex-col rounded-3xl p-8 ${plan.is_highlighted ? "bg-night text-white shadow-xl" : "bg-white text-ink"}`} data-highlighted={plan.is_highlighted || undefined}>
      <h2 className="text-2xl font-bold">{plan.name}</h2>
      {/* A div, not a paragraph: a big bold price alone in a <p> reads as a fake heading (axe p-as-heading). */}
      <div className="mt-4">
        <span className="text-4xl font-bold">{plan.price}</span>
        {plan.price_suffix ? <span className={`ml-2 text-sm ${plan.is_highlighted ? "text-white/80" : "text-stone"}`}>{plan.price_suffix}</span> : null}
      </div>
      {plan.description ? <p className={`mt-3 ${plan.is_highlighted ? "text-white/90" : "text-stone"}`}>{plan.description}</p> : null}
      <RichText field={plan.features} className="mt-4 flex-1" />
      {cta ? <Cta {...cta} className="mt-8 w-full" colorClass={plan.is_highlighted ? "bg-white text-night hover:bg-sugar" : undefined} /> : null}
    </li>
  );
}
