import type { ReactNode } from 'react';
import styles from './ConsoleFrame.module.css';

export type ConsoleFrameProps = {
  /** The frame's width in px: the console lays itself out by it (1024 and 768 are the steps). */
  width: number;
  /** The frame's height in px; the page scrolls inside it. */
  height?: number;
  children: ReactNode;
};

/**
 * A window of a given size inside a Catalog, for a whole console frame: what is fixed to the window
 * (the phone's menu, the top bar that sticks) stays inside it, and a frame wider than the canvas
 * scrolls sideways.
 */
export function ConsoleFrame({ width, height = 640, children }: ConsoleFrameProps) {
  return (
    <div className={styles.scroller}>
      <div className={styles.frame} style={{ width, height }}>
        {children}
      </div>
    </div>
  );
}
