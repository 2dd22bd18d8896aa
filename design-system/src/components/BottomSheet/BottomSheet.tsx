import { CloseIcon } from '@h5/design-system/Icons';
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactElement, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../utils/cx.ts';
import { useNeedsFocus } from '../../utils/useNeedsFocus.ts';
import styles from './BottomSheet.module.css';

export type BottomSheetProps = {
  /** Whether the sheet is shown. Leave it out (with `trigger`) and the sheet keeps its own state. */
  open?: boolean;
  /** Whether the sheet is shown at first, when it keeps its own state. */
  defaultOpen?: boolean;
  /** Called when the sheet opens or closes: Escape, a tap on the overlay, × or a `BottomSheetClose`. */
  onOpenChange?: (open: boolean) => void;
  /**
   * The button that opens the sheet (one element that takes a ref, e.g. a `<button>` or `Button`):
   * it is told the sheet's state (`aria-expanded`) and gets the focus back when the sheet closes.
   */
  trigger?: ReactElement;
  /** The heading. Screen readers read it when the sheet opens, so it is required even when hidden. */
  title: ReactNode;
  /** Hides the heading from sight (screen readers still read it), when the content says it all. */
  hideTitle?: boolean;
  /** A line under the heading, read after it. */
  description?: ReactNode;
  /** Shows the × button in the header. Touch screen readers have no Escape key: keep a way out. */
  showClose?: boolean;
  /** Pinned under the scrolling content (the sheet's main button): always in view. */
  footer?: ReactNode;
  /** Drops the content's inset, for rows that run from edge to edge (a list of options). */
  flush?: boolean;
  /** Adds rules to the panel. */
  className?: string;
  /** The content; it scrolls when it is taller than the screen allows. */
  children?: ReactNode;
};

/**
 * A panel that slides up from the bottom over the page (Radix Dialog): it traps the focus, closes
 * on Escape and on a tap outside, keeps clear of the home indicator and scrolls its content when it
 * is long. When it opens, the focus goes to the first control in it (×, unless the content focuses
 * something itself, such as the chosen option); when it closes, back to the button that opened it.
 */
export function BottomSheet({
  open,
  defaultOpen,
  onOpenChange,
  trigger,
  title,
  hideTitle = false,
  description,
  showClose = true,
  footer,
  flush = false,
  className,
  children,
}: BottomSheetProps) {
  const { t } = useTranslation('ds');
  // Radix gives the focus back to its own trigger; a sheet opened by another button gets it here.
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  const returnFocus = (event: Event) => {
    if (trigger || !(opener.current instanceof HTMLElement)) return;
    event.preventDefault();
    opener.current.focus();
  };
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const bodyNeedsFocus = useNeedsFocus(body);
  const hasHeader = !hideTitle || showClose;
  const heading = (
    <Dialog.Title className={hideTitle ? styles.visuallyHidden : styles.title}>{title}</Dialog.Title>
  );
  return (
    <Dialog.Root open={open} defaultOpen={defaultOpen} onOpenChange={onOpenChange}>
      {trigger && <Dialog.Trigger asChild>{trigger}</Dialog.Trigger>}
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.panel, className)}
          onCloseAutoFocus={returnFocus}
          // Without a description the dialog is named by its title alone (and Radix stays quiet).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          {hasHeader ? (
            <div className={styles.header}>
              {heading}
              {showClose && (
                <Dialog.Close className={styles.close} aria-label={t('common.close')}>
                  <CloseIcon strokeWidth={1.8} />
                </Dialog.Close>
              )}
            </div>
          ) : (
            heading
          )}
          {description && (
            <Dialog.Description className={styles.description}>{description}</Dialog.Description>
          )}
          {/* Long text alone would leave the keyboard no way to scroll: the body takes the focus then. */}
          <div ref={setBody} className={styles.body} tabIndex={bodyNeedsFocus ? 0 : undefined}>
            <div className={flush ? undefined : styles.padded}>{children}</div>
          </div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the sheet it is in when pressed; `asChild` makes its one child (a `Button`) the closer. */
export const BottomSheetClose = Dialog.Close;
