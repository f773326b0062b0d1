/**
 * The two scroll events (spec section 4), each once per page view:
 * - "Half page scroll": the visitor has scrolled through half of the scrollable height
 *   (document height minus window height), i.e. reached the middle of what can be scrolled;
 * - "Page scrolled": the visitor has scrolled by at least half a window height, the sign that
 *   they started reading beyond the first screen.
 * On a long page "Page scrolled" comes first; on a page shorter than two windows the half-page mark may.
 */
export type ScrollEventName = "Half page scroll" | "Page scrolled";

export interface ScrollPosition {
  scrollY: number;
  scrollHeight: number;
  innerHeight: number;
}

export function reachedScrollEvents({ scrollY, scrollHeight, innerHeight }: ScrollPosition): ScrollEventName[] {
  const scrollable = scrollHeight - innerHeight;
  if (scrollable <= 0 || scrollY <= 0) return [];
  const reached: ScrollEventName[] = [];
  if (scrollY >= scrollable / 2) reached.push("Half page scroll");
  if (scrollY >= innerHeight / 2) reached.push("Page scrolled");
  return reached;
}

/** Events reached now that were not sent yet for this page view; marks them as sent. */
export function newScrollEvents(position: ScrollPosition, sent: Set<ScrollEventName>): ScrollEventName[] {
  const fresh = reachedScrollEvents(position).filter((name) => !sent.has(name));
  for (const name of fresh) sent.add(name);
  return fresh;
}
