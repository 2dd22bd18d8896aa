import { CloseIcon } from '@h5/design-system/Icons';
import * as Dialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../utils/cx.ts';
import { useNeedsFocus } from '../../utils/useNeedsFocus.ts';
import styles from './Drawer.module.css';

export type DrawerProps = {
  /** Whether the drawer is shown. */
  open: boolean;
  /** Called with `false` when the operator closes it: ×, Escape or a click beside it. */
  onOpenChange: (open: boolean) => void;
  /** What is shown ("Priya Patel", "Withdrawal W-10231"); screen readers read it when it opens. */
  title: ReactNode;
  /** A line under the title ("Member since 12 March 2025"). */
  description?: ReactNode;
  /** The detail (a `FactList`, tables, notes); it scrolls under the header and above the footer. */
  children: ReactNode;
  /** The actions on what is shown (`Button`s), pinned under the content. */
  footer?: ReactNode;
  /** Adds rules to the panel. */
  className?: string;
};

/**
 * A detail panel that slides in from the right over the page (Radix Dialog): 480 px wide, the whole
 * width on a phone. The header and the footer stay while the content scrolls. It traps the focus,
 * closes on Escape and on a click beside it, and gives the focus back to what opened it (a table
 * row's button).
 */
export function Drawer({ open, onOpenChange, title, description, children, footer, className }: DrawerProps) {
  const { t } = useTranslation('ds');
  // Opened by a row rather than a trigger of its own: the focus goes back there when it closes.
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  const [body, setBody] = useState<HTMLDivElement | null>(null);
  const bodyNeedsFocus = useNeedsFocus(body);
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className={styles.overlay} />
        <Dialog.Content
          className={cx(styles.panel, className)}
          onCloseAutoFocus={(event) => {
            if (!(opener.current instanceof HTMLElement) || !opener.current.isConnected) return;
            event.preventDefault();
            opener.current.focus();
          }}
          // Without a description the dialog is named by its title alone (and Radix stays quiet).
          {...(description ? {} : { 'aria-describedby': undefined })}
        >
          <div className={styles.header}>
            <div className={styles.heading}>
              <Dialog.Title className={styles.title}>{title}</Dialog.Title>
              {description && (
                <Dialog.Description className={styles.description}>{description}</Dialog.Description>
              )}
            </div>
            <Dialog.Close className={styles.close} aria-label={t('common.close')}>
              <CloseIcon />
            </Dialog.Close>
          </div>
          {/* Text alone would leave the keyboard no way to scroll: the body takes the focus then. */}
          <div ref={setBody} className={styles.body} tabIndex={bodyNeedsFocus ? 0 : undefined}>
            {children}
          </div>
          {footer && <div className={styles.footer}>{footer}</div>}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

/** Closes the drawer it is in when pressed; `asChild` makes its one child (a `Button`) the closer. */
export const DrawerClose = Dialog.Close;
