import { BackIcon } from '@h5/design-system';
import { ArrowRightIcon, CloseIcon } from '@h5/design-system/Icons';
import * as Dialog from '@radix-ui/react-dialog';
import { useRef, useState } from 'react';
import type { KeyboardEvent, TouchEvent } from 'react';
import { stepIndex, swipeStep } from './viewerNavigation.ts';
import styles from './ImageViewer.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type ViewerImage = {
  src: string;
  /** What the picture shows, for screen readers ("Payment receipt, ₹5,000"). Required. */
  alt: string;
};

export type ImageViewerProps = {
  /** The pictures, in order. */
  images: readonly ViewerImage[];
  /** Whether the viewer is open. */
  open: boolean;
  /** Called with `false` when the member closes it (the close button or Escape). */
  onOpenChange: (open: boolean) => void;
  /** The picture shown first each time it opens (0-based). */
  startIndex?: number;
};

/**
 * A full-screen viewer of one or several pictures (`@radix-ui/react-dialog`: focus stays inside,
 * Escape closes). Swipe or the arrow keys move between pictures, the counter says where you are
 * ("2 / 5"), and the browser's pinch-zoom is left alone.
 */
export function ImageViewer({ images, open, onOpenChange, startIndex = 0 }: ImageViewerProps) {
  const { t } = useSubPathTranslation(texts);
  const [index, setIndex] = useState(startIndex);
  // Each opening starts at `startIndex` (set while rendering, React's way to reset state on a prop change).
  const [wasOpen, setWasOpen] = useState(open);
  if (open !== wasOpen) {
    setWasOpen(open);
    if (open) setIndex(startIndex);
  }
  const touchStart = useRef<{ x: number; y: number } | null>(null);
  // The viewer is usually opened by a thumbnail outside it (no Radix trigger): focus goes back there.
  const opener = useRef<HTMLElement | null>(null);

  const count = images.length;
  const current = stepIndex(index, 0, count);
  const image = images[current];
  const go = (step: number) => setIndex(stepIndex(current, step, count));

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'ArrowLeft') go(-1);
    else if (event.key === 'ArrowRight') go(1);
  };
  // One finger only: two fingers are a pinch, which the browser zooms.
  const onTouchStart = (event: TouchEvent) => {
    const touch = event.touches[0];
    touchStart.current = event.touches.length === 1 && touch ? { x: touch.clientX, y: touch.clientY } : null;
  };
  const onTouchEnd = (event: TouchEvent) => {
    const start = touchStart.current;
    const touch = event.changedTouches[0];
    touchStart.current = null;
    if (!start || !touch) return;
    go(swipeStep(touch.clientX - start.x, touch.clientY - start.y, window.visualViewport?.scale ?? 1));
  };

  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={styles.viewer}
          aria-describedby={undefined}
          onKeyDown={onKeyDown}
          onOpenAutoFocus={() => {
            opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            opener.current?.focus();
          }}
        >
          <Dialog.Title className={styles.hidden}>{t('imageViewer.title')}</Dialog.Title>
          <div className={styles.bar}>
            <p className={styles.counter} aria-live="polite">
              {count > 1 ? t('imageViewer.counter', { current: current + 1, total: count }) : null}
            </p>
            <Dialog.Close className={styles.button} aria-label={t('imageViewer.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          <div className={styles.stage} onTouchStart={onTouchStart} onTouchEnd={onTouchEnd}>
            {image && <img key={image.src} className={styles.image} src={image.src} alt={image.alt} />}
            {count > 1 && (
              <>
                <button
                  type="button"
                  className={`${styles.button} ${styles.previous}`}
                  aria-label={t('imageViewer.previous')}
                  disabled={current === 0}
                  onClick={() => go(-1)}
                >
                  <BackIcon />
                </button>
                <button
                  type="button"
                  className={`${styles.button} ${styles.next}`}
                  aria-label={t('imageViewer.next')}
                  disabled={current === count - 1}
                  onClick={() => go(1)}
                >
                  <ArrowRightIcon />
                </button>
              </>
            )}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
