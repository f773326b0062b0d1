/** Seats of the team plan: whole numbers within the plan's bounds. */
export interface SeatBounds {
  min: number;
  max: number;
}

export function clampSeats(value: number, { min, max }: SeatBounds): number {
  if (!Number.isFinite(value)) return min;
  return Math.min(max, Math.max(min, Math.round(value)));
}

/** The monthly total in minor-unit-safe arithmetic (prices like 6.9 × 3 stay exact to the cent). */
export function teamPlanTotal(seats: number, pricePerSeat: number): number {
  return Math.round(seats * pricePerSeat * 100) / 100;
}

/** The learning app's checkout link with the chosen seats (any existing query is kept). */
export function checkoutHref(base: string, seats: number): string {
  const url = new URL(base);
  url.searchParams.set("seats", String(seats));
  return url.toString();
}
