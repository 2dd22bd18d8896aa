import { useTranslation } from 'react-i18next';
import { navigation } from '@h5/platform';
import { propertyEntries } from '../utils/propertyEntries.ts';
import { PropertyEntryIcon } from './PropertyEntryIcon.tsx';
import styles from './PropertyEntryGrid.module.css';

/** The property tab's tiles leading to the wallet's pages. */
export function PropertyEntryGrid() {
  const { t } = useTranslation('property');
  return (
    <nav className={styles.card} aria-labelledby="property-entries">
      <h2 id="property-entries" className={styles.heading}>
        {t('property.entries')}
      </h2>
      <ul className={styles.grid}>
        {propertyEntries.map((entry) => (
          <li key={entry.key}>
            <button type="button" className={styles.tile} onClick={() => navigation.navigate(entry.url)}>
              <span className={styles.icon}>
                <PropertyEntryIcon name={entry.key} />
              </span>
              <span className={styles.label}>{t(`entries.${entry.key}`)}</span>
            </button>
          </li>
        ))}
      </ul>
    </nav>
  );
}
