import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGS, setLang, useLang } from '@h5/platform';
import styles from './StandaloneToolbar.module.css';

const PAGES = [
  { path: '/pages/property/property', label: 'property.title' },
  { path: '/pages/property/moneydetail', label: 'moneyDetail.title' },
  { path: '/pages/property/under', label: 'under.title' },
] as const;

/** In place of the shell's tab bar: this remote's pages and a language switch. */
export function StandaloneToolbar() {
  const { t } = useTranslation('property');
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <nav className={styles.toolbar}>
      {PAGES.map((page) => (
        <button key={page.path} type="button" className={styles.button} onClick={() => navigate(page.path)}>
          {t(page.label)}
        </button>
      ))}
      {LANGS.map((code) => (
        <button
          key={code}
          type="button"
          className={code === lang ? `${styles.button} ${styles.active}` : styles.button}
          aria-pressed={code === lang}
          onClick={() => void setLang(code).catch(() => undefined)}
        >
          {t(`lang.${code}`)}
        </button>
      ))}
    </nav>
  );
}
