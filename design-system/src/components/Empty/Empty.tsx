import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxIcon } from '../../icons/InboxIcon.tsx';
import styles from './Empty.module.css';

export type EmptyProps = {
  /** What is missing ("No orders yet"); defaults to the localized "No data yet". */
  title?: ReactNode;
  /** One sentence on what will appear here, or how to get it. */
  description?: ReactNode;
  /** The way to fill it, a `Button` ("Add card"). */
  action?: ReactNode;
};

/** Shown where a list or page has nothing to show, centred in the space the content would take. */
export function Empty({ title, description, action }: EmptyProps) {
  const { t } = useTranslation('ds');
  return (
    <div className={styles.empty}>
      <InboxIcon className={styles.illustration} />
      <p className={styles.title}>{title ?? t('empty.title')}</p>
      {description && <p className={styles.description}>{description}</p>}
      {action && <div className={styles.action}>{action}</div>}
    </div>
  );
}
