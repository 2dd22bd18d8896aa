/** How fast a scrolling notice moves: slow enough to read on a phone. */
export const MARQUEE_PX_PER_SECOND = 40;

/**
 * The seconds one loop of a scrolling notice takes to move `distancePx` (the sentence and the gap
 * after it) at `MARQUEE_PX_PER_SECOND`; never under 5 s, so a barely-too-long sentence does not
 * race by.
 */
export function marqueeSeconds(distancePx: number): number {
  return Math.max(5, Math.round((distancePx / MARQUEE_PX_PER_SECOND) * 10) / 10);
}
