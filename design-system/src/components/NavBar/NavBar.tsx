import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from '../../icons/BackIcon.tsx';
import styles from './NavBar.module.css';

export type NavBarProps = {
  title: ReactNode;
  /** Shows the back button when set. */
  onBack?: () => void;
  /** Actions at the right end (icon buttons, a text link). */
  right?: ReactNode;
};

/** Sticky page header: back button, centred title, optional actions on the right. */
export function NavBar({ title, onBack, right }: NavBarProps) {
  const { t } = useTranslation('ds');
  return (
    <header className={styles.bar}>
      <div className={styles.inner}>
        <div className={styles.side}>
          {onBack && (
            <button type="button" className={styles.back} onClick={onBack} aria-label={t('common.back')}>
              <BackIcon />
            </button>
          )}
        </div>
        <h1 className={styles.title}>{title}</h1>
        <div className={`${styles.side} ${styles.right}`}>{right}</div>
      </div>
    </header>
  );
}
