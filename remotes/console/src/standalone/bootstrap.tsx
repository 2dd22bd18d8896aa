import '@h5/design-system/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { AlertHost, DS_NAMESPACE, designSystemTranslations, Toaster } from '@h5/design-system';
import { i18n, platformTranslationsReady, registerTranslations, store } from '@h5/platform';
import { consoleTranslations } from '../i18n/consoleTranslations.ts';
import { ConsoleApp } from '../ConsoleApp.tsx';

/**
 * The console on its own dev server (`npm run dev -w remotes/console`), in place of the shell: the
 * same store, texts and hash routes (`#/console/…`) the shell gives it.
 */
async function start() {
  await Promise.all([
    platformTranslationsReady,
    registerTranslations(DS_NAMESPACE, designSystemTranslations),
    consoleTranslations(),
  ]);
  const container =
    document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
  createRoot(container).render(
    <StrictMode>
      <Provider store={store}>
        <I18nextProvider i18n={i18n}>
          <HashRouter>
            <Routes>
              <Route path="console/*" element={<ConsoleApp />} />
              <Route path="*" element={<Navigate to="/console" replace />} />
            </Routes>
          </HashRouter>
          <Toaster />
          <AlertHost />
        </I18nextProvider>
      </Provider>
    </StrictMode>,
  );
}

void start();
