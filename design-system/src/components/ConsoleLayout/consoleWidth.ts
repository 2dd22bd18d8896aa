/** How the console frame is laid out at a width: side navigation, a narrower one, or a menu. */
export type ConsoleWidth = 'desktop' | 'tablet' | 'phone';

/** From this width the side navigation has its full width. */
export const DESKTOP_MIN_PX = 1024;
/** From this width the side navigation stays on screen; below it, it opens from the menu button. */
export const TABLET_MIN_PX = 768;

/** The layout for the frame's own width (not the window's: a frame can be drawn in a smaller box). */
export function consoleWidthOf(px: number): ConsoleWidth {
  if (px >= DESKTOP_MIN_PX) return 'desktop';
  if (px >= TABLET_MIN_PX) return 'tablet';
  return 'phone';
}
