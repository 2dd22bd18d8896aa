import type { ComponentType } from 'react';
import type { PageProps } from '@h5/platform';
import { lazyPage } from '../pages/lazyPage.tsx';

/** An account page's module: the page, and the account texts it starts loading (see below). */
type AccountPageModule<K extends string> = Record<K, ComponentType<PageProps>> & {
  accountTranslations: () => Promise<void>;
};

/**
 * An account page, shown once its code and the account texts are there. Each page module exports
 * the texts' loader, so the build counts the texts among that page's first-screen files and the
 * document preloads them with it (ADR 0022), while the home tab does without them.
 */
const accountPage = <K extends string>(load: () => Promise<AccountPageModule<K>>, name: K) =>
  lazyPage(() =>
    load().then(async (module) => {
      await module.accountTranslations();
      return module[name];
    }),
  );

/** The shell's account pages, each loaded on first visit. */
export const accountPages: Readonly<Record<string, ComponentType<PageProps>>> = {
  'pages/user/login': accountPage(() => import('./pages/LoginPage.tsx'), 'LoginPage'),
  'pages/user/register': accountPage(() => import('./pages/RegisterPage.tsx'), 'RegisterPage'),
  'pages/user/forget': accountPage(() => import('./pages/ForgetPage.tsx'), 'ForgetPage'),
  'pages/user/reset': accountPage(() => import('./pages/ResetPage.tsx'), 'ResetPage'),
  'pages/user/set': accountPage(() => import('./pages/SettingsPage.tsx'), 'SettingsPage'),
  'pages/user/safety': accountPage(() => import('./pages/SafetyPage.tsx'), 'SafetyPage'),
};
