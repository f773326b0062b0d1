/** An event is over once its end (see `EventSummary.end`) has passed; one without a date never ends. */
export function hasEnded(endIso: string | null, now: number): boolean {
  return endIso !== null && Date.parse(endIso) <= now;
}
