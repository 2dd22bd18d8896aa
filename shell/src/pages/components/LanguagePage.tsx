import { useTranslation } from 'react-i18next';
import { Cell, CellGroup, NavBar, SuccessIcon } from '@h5/design-system';
import { LANGS, navigation, setLang, useLang, type Lang } from '@h5/platform';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { usePageShown } from '../../startup/pageShown.ts';
import styles from './LanguagePage.module.css';

/** `pages/user/lange`: the three interface languages, the current one marked. */
export function LanguagePage() {
  const { t } = useTranslation(SHELL_NS);
  const current = useLang();
  usePageShown();
  const choose = (lang: Lang) => {
    setLang(lang);
    navigation.back();
  };
  return (
    <div className={styles.page}>
      <NavBar title={t('pages.lange')} onBack={() => navigation.back()} />
      <p className={styles.hint}>{t('lang.hint')}</p>
      <CellGroup>
        {LANGS.map((lang) => (
          <div key={lang} lang={lang} data-lang={lang} aria-current={lang === current ? 'true' : undefined}>
            <Cell
              title={t(`lang.names.${lang}`)}
              value={
                lang === current ? (
                  <span className={styles.current} aria-label={t('lang.current')}>
                    <SuccessIcon />
                  </span>
                ) : undefined
              }
              arrow={false}
              onClick={() => choose(lang)}
            />
          </div>
        ))}
      </CellGroup>
    </div>
  );
}
