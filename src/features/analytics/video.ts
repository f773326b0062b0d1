/** Watched ratios reported once each per video (spec section 9). */
export const videoRatios = [25, 50, 75] as const;
export type VideoRatio = (typeof videoRatios)[number];

/**
 * Ratios crossed by a change of the watched share (0 to 1) that were not reported yet; marks them.
 * Several can be crossed at once, e.g. after a seek forward.
 */
export function crossedVideoRatios(watched: number, reported: Set<VideoRatio>): VideoRatio[] {
  const percent = watched * 100;
  const crossed = videoRatios.filter((ratio) => percent >= ratio && !reported.has(ratio));
  for (const ratio of crossed) reported.add(ratio);
  return crossed;
}
