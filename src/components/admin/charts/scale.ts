/**
 * The charts are drawn without a viewBox: their SVG units are CSS pixels, so a label of LABEL_PX stays that size on a
 * phone and on a desktop alike (a viewBox 720 units wide drew 12-unit labels 6 px high on a 390 px screen). Heights are
 * pixels; horizontal positions are percentages of the chart's width (SVG lengths may be), so the chart fills its column.
 */
export const LABEL_PX = 13;

/** A horizontal position, `value` percent of the chart's width. */
export const pct = (value: number) => `${Math.round(value * 100) / 100}%`;

/** At most `most` evenly spread indexes of `count` items, the first and the last included. */
export function tickIndexes(count: number, most = 6): number[] {
  if (count <= most) return Array.from({ length: count }, (_, index) => index);
  const every = Math.ceil((count - 1) / (most - 1));
  const ticks = [];
  for (let index = 0; index < count - 1; index += every) ticks.push(index);
  // The last label ends at its point: one closer than most of a step to the one before would overlap it.
  if (count - 1 - ticks[ticks.length - 1]! < every * 0.75) ticks.pop();
  return [...ticks, count - 1];
}

/** A tick label's anchor: the first one starts at its point, the last one ends there, so neither leaves the chart. */
export const anchorOf = (index: number, count: number): "start" | "middle" | "end" => (count > 1 && index === 0 ? "start" : count > 1 && index === count - 1 ? "end" : "middle");
