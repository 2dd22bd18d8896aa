import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../utils/cx.ts';
import { alertStore } from './alertStore.ts';
import type { DialogOptions } from './alertStore.ts';
import styles from './AlertDialog.module.css';

export type AlertDialogFaceProps = {
  /** The alert or confirmation to draw. */
  dialog: DialogOptions;
  /** Receives true for the confirm button, false for the cancel button. */
  onAnswer: (confirmed: boolean) => void;
  /**
   * The Radix parts (title and message named for the dialog, focus starting on "Cancel") inside the
   * live dialog; plain elements for a still picture of it, as the catalogue shows every state.
   */
  live?: boolean;
};

/** What the dialog's card holds: the title, the message and its one or two buttons. */
export function AlertDialogFace({ dialog, onAnswer, live = true }: AlertDialogFaceProps) {
  const { t } = useTranslation('ds');
  const Title = live ? AlertDialog.Title : 'h2';
  const Description = live ? AlertDialog.Description : 'p';
  const Cancel = live ? AlertDialog.Cancel : 'button';
  const Action = live ? AlertDialog.Action : 'button';
  return (
    <>
      <Title className={styles.title}>{dialog.title ?? t('alert.title')}</Title>
      <Description className={styles.message}>{dialog.message}</Description>
      <div className={styles.actions}>
        {dialog.kind === 'confirm' && (
          <Cancel type="button" className={styles.cancel} onClick={() => onAnswer(false)}>
            {dialog.cancelLabel ?? t('common.cancel')}
          </Cancel>
        )}
        <Action
          type="button"
          className={cx(styles.confirm, dialog.tone === 'danger' && styles.destructive)}
          onClick={() => onAnswer(true)}
        >
          {dialog.confirmLabel ?? t('alert.confirm')}
        </Action>
      </div>
    </>
  );
}

/**
 * The dialog behind `AlertHost`: shows the first waiting alert or confirmation, or nothing once all
 * are answered. Escape, like the cancel button, declines.
 */
export function AlertDialogView() {
  const current = useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot, alertStore.getSnapshot);
  return (
    <AlertDialog.Root
      open={current !== null}
      onOpenChange={(open) => {
        // Escape, or a button that already answered (then the dialog is gone and this does nothing).
        if (!open && current) alertStore.close(current.id, false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          {current && (
            <AlertDialogFace
              key={current.id}
              dialog={current}
              onAnswer={(confirmed) => alertStore.close(current.id, confirmed)}
            />
          )}
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
