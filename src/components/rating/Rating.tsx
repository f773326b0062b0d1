import { useFormatter, useTranslations } from "next-intl";

export const ratingSources = {
  g2: "G2",
  capterra: "Capterra",
  trustpilot: "Trustpilot",
  gartner_peer_insights: "Gartner Peer Insights",
} as const;

interface RatingProps {
  /** Out of 5. */
  value: number;
  source?: string | null;
  /** Visible text from content (e.g. "4.7/5 on G2"); the stars stay. */
  label?: string | null;
  className?: string;
}

/** Five stars filled to the rating, with the rating in words for screen readers. */
export function Rating({ value, source, label: given, className = "" }: RatingProps) {
  const t = useTranslations("marketing");
  const format = useFormatter();
  const rating = Math.min(5, Math.max(0, value));
  const sourceName = source ? (ratingSources[source as keyof typeof ratingSources] ?? source) : null;
  const label = given
    ? given
    : sourceName
    ? t("ratingOn", { rating: format.number(rating, { maximumFractionDigits: 1 }), source: sourceName })
    : t("rating", { rating: format.number(rating, { maximumFractionDigits: 1 }) });
  return (
    <p className={`flex items-center gap-2 ${className}`} data-rating={rating}>
      <span aria-hidden="true" className="relative inline-block text-lg leading-none tracking-widest">
        <span className="opacity-30">★★★★★</span>
        <span className="absolute inset-0 overflow-hidden text-amber-500" style={{ width: `${(rating / 5) * 100}%` }}>
          ★★★★★
        </span>
      </span>
      <span className="text-sm font-semibold">{label}</span>
    </p>
  );
}
