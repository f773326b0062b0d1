/**
 * The first slide of each position a carousel can stop at: steps of `slideBy`, the last
 * position always showing the last slides (no blank space at the end).
 */
export function carouselPositions(total: number, visible: number, slideBy: number): { total: number; positions: number[] } {
  const count = Math.max(0, Math.floor(total));
  const shown = Math.min(Math.max(1, Math.floor(visible)), Math.max(1, count));
  const step = Math.max(1, Math.floor(slideBy) || 1);
  const last = Math.max(0, count - shown);
  const positions: number[] = [];
  for (let first = 0; first < last; first += step) positions.push(first);
  positions.push(last);
  return { total: count, positions: count === 0 ? [] : positions };
}

/** "{index} of {total}" filled in. */
export function slideLabel(template: string, index: number, total: number): string {
  return template.replace("{index}", String(index)).replace("{total}", String(total));
}
