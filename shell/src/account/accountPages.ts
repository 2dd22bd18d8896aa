import type { ComponentType } from 'react';
import type { PageProps } from '@h5/platform';
import { lazyPage } from '../pages/lazyPage.tsx';

/** The shell's account pages, each loaded on first visit. */
export const accountPages: Readonly<Record<string, ComponentType<PageProps>>> = {
  'pages/user/login': lazyPage(() => import('./pages/LoginPage.tsx').then((module) => module.LoginPage)),
  'pages/user/register': lazyPage(() =>
    import('./pages/RegisterPage.tsx').then((module) => module.RegisterPage),
  ),
  'pages/user/forget': lazyPage(() => import('./pages/ForgetPage.tsx').then((module) => module.ForgetPage)),
  'pages/user/reset': lazyPage(() => import('./pages/ResetPage.tsx').then((module) => module.ResetPage)),
  'pages/user/set': lazyPage(() => import('./pages/SettingsPage.tsx').then((module) => module.SettingsPage)),
  'pages/user/safety': lazyPage(() => import('./pages/SafetyPage.tsx').then((module) => module.SafetyPage)),
};
