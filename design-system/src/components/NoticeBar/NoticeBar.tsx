import { CloseIcon, NoticeIcon } from '@h5/design-system/Icons';
import { useLayoutEffect, useRef, useState } from 'react';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { marqueeSeconds } from './marquee.ts';
import styles from './NoticeBar.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type NoticeBarProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** The notice, one sentence of plain text. */
  children: ReactNode;
  /** `info` for news (brand tint), `warning` for something that affects the member (amber tint). */
  tone?: 'info' | 'warning';
  /** The icon at the start; a megaphone by default. */
  icon?: ReactNode;
  /**
   * Scrolls a sentence that does not fit, like a ticker; it pauses while touched, hovered or
   * focused, and never moves for members who ask for reduced motion (the sentence wraps instead).
   * Without it, a long sentence wraps.
   */
  scrollable?: boolean;
  /** A link or router link at the end ("Details"); it gets a 44 px target and the link colour. */
  link?: ReactNode;
  /** Shows a close button; the bar hides itself and calls this (to remember the choice). */
  onClose?: () => void;
};

/**
 * A one-line notice strip at the top of a page or list: news, maintenance, a rule that changed.
 * `className` adds rules; pass `role="status"` when it appears while the page is open.
 */
export function NoticeBar({
  children,
  tone = 'info',
  icon,
  scrollable = false,
  link,
  onClose,
  className,
  ...rest
}: NoticeBarProps) {
  const { t } = useSubPathTranslation(texts);
  const [closed, setClosed] = useState(false);
  const viewport = useRef<HTMLDivElement>(null);
  const text = useRef<HTMLSpanElement>(null);
  const [overflowWidth, setOverflowWidth] = useState(0);

  // Scroll only when the sentence is wider than its room; measured again when either size changes
  // (the sentence grows by its gap once it scrolls, which is the distance of one loop).
  useLayoutEffect(() => {
    const box = viewport.current;
    const sentence = text.current;
    if (!scrollable || !box || !sentence) return;
    const measure = () =>
      setOverflowWidth(sentence.scrollWidth > box.clientWidth + 1 ? sentence.scrollWidth : 0);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(box);
    observer.observe(sentence);
    return () => observer.disconnect();
  }, [scrollable, children]);

  if (closed) return null;
  const scrolling = scrollable && overflowWidth > 0;
  return (
    <div {...rest} className={cx(styles.bar, styles[tone], className)}>
      <span className={styles.icon} aria-hidden="true">
        {icon ?? <NoticeIcon />}
      </span>
      <div
        ref={viewport}
        className={cx(styles.viewport, scrollable && styles.single)}
        // Focusable while it moves, so a keyboard can hold it still (it pauses on focus).
        tabIndex={scrolling ? 0 : undefined}
      >
        <div
          className={cx(styles.track, scrolling && styles.scrolling)}
          style={scrolling ? { animationDuration: `${marqueeSeconds(overflowWidth)}s` } : undefined}
        >
          <span ref={text} className={styles.text}>
            {children}
          </span>
          {/* The second copy makes the loop seamless; screen readers hear the sentence once. */}
          {scrolling && (
            <span className={styles.text} aria-hidden="true">
              {children}
            </span>
          )}
        </div>
      </div>
      {link !== undefined && link !== null && <span className={styles.link}>{link}</span>}
      {onClose && (
        <button
          type="button"
          className={styles.close}
          aria-label={t('noticeBar.close')}
          onClick={() => {
            setClosed(true);
            onClose();
          }}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  );
}
