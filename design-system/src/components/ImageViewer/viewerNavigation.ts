/** The image `step` places away from `index`, held within the first and the last. */
export function stepIndex(index: number, step: number, count: number): number {
  if (count <= 0) return 0;
  return Math.min(count - 1, Math.max(0, index + step));
}

/** How far a finger must travel sideways before a swipe turns the image. */
export const SWIPE_MIN_PX = 48;

/**
 * The step a one-finger swipe asks for: to the left shows the next image (+1), to the right the
 * previous one (-1); a short or mostly vertical movement, or any swipe while the page is
 * pinch-zoomed (the finger is then moving the zoomed picture), asks for none (0).
 */
export function swipeStep(dx: number, dy: number, zoom = 1): -1 | 0 | 1 {
  if (zoom > 1.01) return 0;
  if (Math.abs(dx) < SWIPE_MIN_PX || Math.abs(dx) < Math.abs(dy) * 1.5) return 0;
  return dx < 0 ? 1 : -1;
}
