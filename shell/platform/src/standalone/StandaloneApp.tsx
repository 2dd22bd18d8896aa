import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { HashRouter, Navigate, Route, Routes } from 'react-router';
import { i18n, store } from '@h5/platform';
import { AlertHost, Toaster } from '@h5/design-system';
import { StandaloneNavigator } from './StandaloneNavigator.tsx';
import { StandalonePage } from './StandalonePage.tsx';
import { StandaloneToolbar } from './StandaloneToolbar.tsx';
import type { StandaloneOptions } from './standaloneOptions.ts';
import styles from './StandaloneApp.module.css';

/** A remote's pages without the shell: the platform's store and i18n, a hash router, toasts and alerts. */
export function StandaloneApp({ options }: { options: StandaloneOptions }) {
  return (
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <HashRouter>
          <StandaloneNavigator />
          <div className={styles.app}>
            <Routes>
              <Route index element={<Navigate to={`/${options.home}`} replace />} />
              <Route path="*" element={<StandalonePage routes={options.routes} />} />
            </Routes>
          </div>
          <StandaloneToolbar namespace={options.namespace} shortcuts={options.shortcuts} />
        </HashRouter>
        <Toaster />
        <AlertHost />
      </I18nextProvider>
    </Provider>
  );
}
