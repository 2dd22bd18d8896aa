import { useTranslation } from 'react-i18next';
import styles from './BrandHeader.module.css';

/** The brand's name and promise at the top of the home page. */
export function BrandHeader() {
  const { t } = useTranslation('member');
  return (
    <header className={styles.header}>
      <p className={styles.name}>{t('brand.name')}</p>
      <p className={styles.tagline}>{t('brand.tagline')}</p>
    </header>
  );
}
