import { useTranslation } from 'react-i18next';
import { NavBar, SuccessIcon, toast } from '@h5/design-system';
import { Cell, CellGroup } from '@h5/design-system/Cell';
import { i18n, LANGS, navigation, PLATFORM_NS, setLang, useLang, type Lang } from '@h5/platform';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { usePageShown } from '../../startup/pageShown.ts';
import styles from './LanguagePage.module.css';

/** `pages/user/lange`: the three interface languages, the current one marked. */
export function LanguagePage() {
  const { t } = useTranslation(SHELL_NS);
  const current = useLang();
  usePageShown();
  // The page stays until the chosen language's texts are there; then the app switches and goes back.
  const choose = (lang: Lang) => {
    setLang(lang).then(
      () => navigation.back(),
      () => toast.show(i18n.t('networkPoor', { ns: PLATFORM_NS }), { icon: 'none' }),
    );
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
