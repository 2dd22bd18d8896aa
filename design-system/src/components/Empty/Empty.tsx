import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { InboxIcon } from '../../icons/InboxIcon.tsx';
import styles from './Empty.module.css';

export type EmptyProps = {
  /** Defaults to the localized "No data yet". */
  title?: ReactNode;
  description?: ReactNode;
  /** A call to action, such as a button. */
  action?: ReactNode;
};

/** Shown where a list or page has nothing to show. */
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
