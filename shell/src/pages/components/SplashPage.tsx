import { useEffect } from 'react';
import { HOME_PAGE, navigation } from '@h5/platform';
import { SplashScreen } from '../lazyPages.ts';
import { documentSplash, useSplashHold } from '../../startup/splashScreen.ts';

/**
 * The entry route (`/`, `pages/index/splash`): opens the home tab at once. On the first load the
 * document's own splash is on screen (painted before any script, ADR 0022) and stays until home can
 * show; a later visit to this route draws the same splash for as long as home takes.
 */
export function SplashPage() {
  useSplashHold();
  useEffect(() => navigation.reLaunch(HOME_PAGE), []);
  return documentSplash() ? null : <SplashScreen />;
}
