import '@h5/design-system/tokens.css';
import { StrictMode } from 'react';
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
import { registerShellTranslations, SHELL_NS } from './i18n/registerShellTranslations.ts';
import { AppRoutes } from './routing/components/AppRoutes.tsx';
import { RouterNavigation } from './routing/components/RouterNavigation.tsx';
import { startSocketWhenSettled } from './startup/startSocketWhenSettled.ts';

const followLanguage = () => {
  applyDocumentLang(store.get(langAtom));
  document.title = i18n.t('app.name', { ns: SHELL_NS });
};

/** Renders once the texts of the current language are there, so no key ever shows. */
async function start() {
  await Promise.all([
    platformTranslationsReady,
    registerTranslations(DS_NAMESPACE, designSystemTranslations),
    registerShellTranslations(),
  ]).catch((error: unknown) => {
    // Better an app that shows keys than a blank page; a language switch loads them again.
    console.error('translations failed to load', error);
  });
  followLanguage();
  store.sub(langAtom, followLanguage);

  void startSocketWhenSettled();

  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
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
    </StrictMode>,
  );
}

void start();
