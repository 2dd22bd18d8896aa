import * as AlertDialog from '@radix-ui/react-alert-dialog';
import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { alertStore } from './alertStore.ts';
import styles from './AlertDialog.module.css';

/** The dialog behind `AlertHost`: shows the first waiting alert, or nothing once all are confirmed. */
export function AlertDialogView() {
  const { t } = useTranslation('ds');
  const current = useSyncExternalStore(alertStore.subscribe, alertStore.getSnapshot, alertStore.getSnapshot);
  return (
    <AlertDialog.Root
      open={current !== null}
      onOpenChange={(open) => {
        if (!open && current) alertStore.close(current.id);
      }}
    >
      <AlertDialog.Portal>
        <AlertDialog.Overlay className={styles.overlay} />
        <AlertDialog.Content className={styles.content}>
          <AlertDialog.Title className={styles.title}>{current?.title ?? t('alert.title')}</AlertDialog.Title>
          <AlertDialog.Description className={styles.message}>{current?.message}</AlertDialog.Description>
          <div className={styles.actions}>
            <AlertDialog.Action className={styles.confirm}>
              {current?.confirmText ?? t('alert.confirm')}
            </AlertDialog.Action>
          </div>
        </AlertDialog.Content>
      </AlertDialog.Portal>
    </AlertDialog.Root>
  );
}
