import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { LANGS, setLang, useLang } from '@h5/platform';
import type { StandaloneShortcut } from './standaloneOptions.ts';
import { STANDALONE_NS } from './standaloneTranslations.ts';
import styles from './StandaloneToolbar.module.css';

type Props = { namespace: string; shortcuts: readonly StandaloneShortcut[] };

/** In place of the shell's tab bar: the remote's main pages and a language switch. */
export function StandaloneToolbar({ namespace, shortcuts }: Props) {
  const { t } = useTranslation([namespace, STANDALONE_NS]);
  const lang = useLang();
  const navigate = useNavigate();
  return (
    <nav className={styles.toolbar}>
      {shortcuts.map((shortcut) => (
        <button
          key={shortcut.page}
          type="button"
          className={styles.button}
          onClick={() => navigate(`/${shortcut.page}`)}
        >
          {t(shortcut.labelKey, { ns: namespace })}
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
          {t(`lang.${code}`, { ns: STANDALONE_NS })}
        </button>
      ))}
    </nav>
  );
}
