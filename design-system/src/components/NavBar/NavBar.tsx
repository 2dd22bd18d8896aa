import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { BackIcon } from '../../icons/BackIcon.tsx';
import styles from './NavBar.module.css';

export type NavBarProps = {
  /** The page's name, its `h1`; cut with "…" when it does not fit on one line. */
  title: ReactNode;
  /** Shows the back button (named "Back" for screen readers) when set. */
  onBack?: () => void;
  /**
   * One or two actions at the right end (an icon button, a text button such as "Records"); a
   * button or link here gets a 44 px target.
   */
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
