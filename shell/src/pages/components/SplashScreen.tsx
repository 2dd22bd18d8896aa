import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';

/** The splash as the app draws it, with the document's splash styles (index.html, ADR 0022). */
export function SplashScreen() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <div className="h5-splash" data-testid="splash">
      <div className="h5-splash-logo" aria-hidden="true">
        {t('app.logo')}
      </div>
      <h1 className="h5-splash-name">{t('app.name')}</h1>
      <p className="h5-splash-tagline">{t('app.tagline')}</p>
      <div className="h5-splash-progress" aria-hidden="true" />
    </div>
  );
}
