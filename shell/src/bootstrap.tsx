import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { HashRouter } from 'react-router';
import { AlertHost, DS_NAMESPACE, designSystemTranslations, Toaster } from '@h5/design-system';
import {
  applyDocumentLang,
  i18n,
  langAtom,
  platformTranslationsReady,
  registerTranslations,
  store,
} from '@h5/platform';
import { preloadFirstPage } from './firstScreen/preloadFirstPage.ts';
import { registerShellTranslations, SHELL_NS } from './i18n/registerShellTranslations.ts';
import { AppRoutes } from './routing/components/AppRoutes.tsx';
import { RouterNavigation } from './routing/components/RouterNavigation.tsx';
import { startSocketWhenSettled } from './startup/startSocketWhenSettled.ts';
import { whenFirstScreenSettled } from './startup/whenFirstScreenSettled.ts';
import { showsRenderedPage } from './startup/splashScreen.ts';

const followLanguage = () => {
  applyDocumentLang(store.get(langAtom));
  document.title = i18n.t('app.name', { ns: SHELL_NS });
};

/**
 * Renders once the texts of the current language are there, so no key ever shows, and the first
 * page's code, so it shows at once (the document's splash covers the wait, ADR 0022).
 */
async function start() {
  const firstPage = preloadFirstPage();
  await Promise.all([
    platformTranslationsReady,
    registerTranslations(DS_NAMESPACE, designSystemTranslations),
    registerShellTranslations(),
  ]).catch((error: unknown) => {
    // Better an app that shows keys than a blank page; a language switch loads them again.
    console.error('translations failed to load', error);
  });
  await firstPage;
  followLanguage();
  store.sub(langAtom, followLanguage);

  void startSocketWhenSettled();
  // The language cookie's upkeep and the service worker, loaded once the first screen has settled.
  void whenFirstScreenSettled()
    .then(() => import('./startup/afterFirstPage.ts'))
    .then((module) => module.startAfterFirstPage())
    .catch((error: unknown) => console.warn('start-up after the first page failed', error));

  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  const root = createRoot(container);
  const app = (
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <HashRouter>
            <RouterNavigation />
            <AppRoutes />
          </HashRouter>
          <Toaster />
          <AlertHost />
        </I18nextProvider>
      </Provider>
    </StrictMode>
  );
  // The page the server rendered is on screen (ADR 0025): the app's first render, which replaces it,
  // may take its time in slices that leave the phone free to answer a tap or a scroll.
  if (showsRenderedPage()) startTransition(() => root.render(app));
  else root.render(app);
}

void start();
