import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGS, setLang, useLang } from '@h5/platform';
import styles from './StandaloneToolbar.module.css';

/** In place of the shell's tab bar: the member tabs and a language switch. */
export function StandaloneToolbar() {
  const { t } = useTranslation('member');
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <nav className={styles.toolbar}>
      <button type="button" className={styles.button} onClick={() => navigate('/pages/index/index')}>
        {t('home.title')}
      </button>
      <button type="button" className={styles.button} onClick={() => navigate('/pages/user/user')}>
        {t('user.title')}
      </button>
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
