"use client";

import { useId, useMemo, useState } from "react";
import { ctaClassName } from "@/components/cta/classes";
import { checkoutHref, clampSeats, teamPlanTotal, type SeatBounds } from "./seats";

export interface SeatSelectorProps {
  numberLocale: string;
  currency: string;
  pricePerSeat: number;
  bounds: SeatBounds;
  initialSeats: number;
  texts: { seats: string; fewer: string; more: string; total: string; totalSuffix: string; checkout: string };
  /** The learning app's checkout URL; the seats are added to it. */
  checkoutUrl: string;
}

/** Seats, the monthly total in the locale's currency format, and the hand-off to the learning app's checkout. */
export function SeatSelector({ numberLocale, currency, pricePerSeat, bounds, initialSeats, texts, checkoutUrl }: SeatSelectorProps) {
  const id = useId();
  const [text, setText] = useState(String(clampSeats(initialSeats, bounds)));
  const typed = /^\d+$/.test(text.trim()) ? Number(text.trim()) : Number.NaN;
  const seats = clampSeats(typed, bounds);
  const money = useMemo(() => new Intl.NumberFormat(numberLocale, { style: "currency", currency }), [numberLocale, currency]);
  const step = (delta: number) => setText(String(clampSeats(seats + delta, bounds)));
  const button = "flex h-12 w-12 items-center justify-center rounded-full border-2 border-ink text-xl font-bold disabled:opacity-40";
  return (
    <div className="mt-6" data-testid="team-plan-seats">
      <label htmlFor={`${id}-seats`} className="block font-semibold">
        {texts.seats}
      </label>
      <div className="mt-2 flex items-center gap-3">
        <button type="button" className={button} onClick={() => step(-1)} disabled={seats <= bounds.min} aria-label={texts.fewer}>
          −
        </button>
        <input
          id={`${id}-seats`}
          type="number"
          inputMode="numeric"
          min={bounds.min}
          max={bounds.max}
          step={1}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onBlur={() => setText(String(seats))}
          aria-describedby={`${id}-bounds`}
          className="h-12 w-24 rounded-xl border-2 border-cloud text-center text-lg font-semibold focus:border-green focus:outline-none"
        />
        <button type="button" className={button} onClick={() => step(1)} disabled={seats >= bounds.max} aria-label={texts.more}>
          +
        </button>
      </div>
      <p id={`${id}-bounds`} className="mt-1 text-sm text-stone">
        {bounds.min} – {bounds.max}
      </p>
      <p className="mt-4" aria-live="polite">
        <span className="block text-stone">{texts.total}</span>
        <span className="text-3xl font-bold" data-testid="team-plan-total">
          {money.format(teamPlanTotal(seats, pricePerSeat))}
        </span>{" "}
        <span className="text-stone">{texts.totalSuffix}</span>
      </p>
      <a href={checkoutHref(checkoutUrl, seats)} data-cta="team-plan-checkout" className={ctaClassName({ type: "secondary", className: "mt-6 w-full" })}>
        {texts.checkout}
      </a>
    </div>
  );
}
