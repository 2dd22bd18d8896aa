import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { HOME_PAGE, navigation } from '@h5/platform';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';
import { preloadRemoteRoutes } from '../../remotes/utils/remoteRoutesResource.ts';
import { routeOwnerOf } from '../../routing/utils/routeOwners.ts';
import styles from './SplashPage.module.css';

/** Long enough to see the brand, short enough not to keep anyone waiting. */
export const SPLASH_DURATION_MS = 1_000;

/** The entry route: the brand for a moment while the home tab loads, then home. */
export function SplashPage() {
  const { t } = useTranslation(SHELL_NS);
  useEffect(() => {
    const homeOwner = routeOwnerOf(HOME_PAGE);
    if (homeOwner && homeOwner !== 'shell') preloadRemoteRoutes(homeOwner);
    const timer = setTimeout(() => navigation.reLaunch(HOME_PAGE), SPLASH_DURATION_MS);
    return () => clearTimeout(timer);
  }, []);
  return (
    <div className={styles.splash} data-testid="splash">
      <div className={styles.logo} aria-hidden="true">
        <span className={styles.letter}>{t('app.logo')}</span>
      </div>
      <h1 className={styles.name}>{t('app.name')}</h1>
      <p className={styles.tagline}>{t('app.tagline')}</p>
    </div>
  );
}
