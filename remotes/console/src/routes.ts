import { lazy } from 'react';
import type { RemoteRoutes } from '@h5/platform';
import { consoleTranslations } from './i18n/consoleTranslations.ts';

// Starts loading the texts with the route table; the console waits for them.
consoleTranslations().catch(() => undefined);

/**
 * One page for the shell, `console`: the whole console (`#/console/…`), which routes inside itself
 * and draws its own layout (ADR 0023).
 */
const routes: RemoteRoutes = {
  console: lazy(() =>
    Promise.all([import('./ConsoleApp.tsx'), consoleTranslations()]).then(([module]) => ({
      default: module.ConsoleApp,
    })),
  ),
};

export default routes;
