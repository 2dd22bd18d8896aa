import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { quickEntries, type QuickEntry } from '../utils/quickEntries.ts';
import { QuickEntryIcon } from './QuickEntryIcon.tsx';
import styles from './QuickEntryGrid.module.css';

const open = (entry: QuickEntry) =>
  entry.tab ? navigation.switchTab(entry.url) : navigation.navigate(entry.url);

/** The home page's tiles leading to the product's features. */
export function QuickEntryGrid() {
  const { t } = useTranslation('member');
  return (
    <nav className={styles.card} aria-labelledby="member-quick-entries">
      <h2 id="member-quick-entries" className={styles.heading}>
        {t('home.entries')}
      </h2>
      <ul className={styles.grid}>
        {quickEntries.map((entry) => (
          <li key={entry.key}>
            <button type="button" className={styles.tile} onClick={() => open(entry)}>
              <span className={styles.icon}>
                <QuickEntryIcon name={entry.key} />
              </span>
              <span className={styles.label}>{t(`entries.${entry.key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
