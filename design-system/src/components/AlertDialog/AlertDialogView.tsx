import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { cx } from '../../utils/cx.ts';
import { alertStore } from './alertStore.ts';
import styles from './AlertDialog.module.css';

/** The dialog behind `AlertHost`: shows the first waiting alert, or nothing once all are answered. */
export function AlertDialogView() {
  const { t } = useTranslation('ds');
  const current = useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot, alertStore.getSnapshot);
  const asks = current?.cancelText !== undefined;
  return (
    <AlertDialog.Root
      open={current !== null}
      onOpenChange={(open) => {
        // Escape, or a button that already answered (then the alert is gone and this does nothing).
        if (!open && current) alertStore.close(current.id, false);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{current?.title ?? t('alert.title')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.message}>{current?.message}</AlertDialog.Description>
          <div className={styles.actions}>
            {asks && (
              <AlertDialog.Cancel
                className={styles.cancel}
                onClick={() => current && alertStore.close(current.id, false)}
              >
                {current?.cancelText}
              </AlertDialog.Cancel>
            )}
            <AlertDialog.Action
              className={cx(styles.confirm, current?.destructive && styles.destructive)}
              onClick={() => current && alertStore.close(current.id, true)}
            >
              {current?.confirmText ?? t('alert.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
