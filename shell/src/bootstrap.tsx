import '@h5/design-system/tokens.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { Provider } from 'jotai';
import { I18nextProvider } from 'react-i18next';
import { RouterProvider } from 'react-router';
import { AlertHost, registerDesignSystemTranslations, Toaster } from '@h5/design-system';
import { applyDocumentLang, i18n, langAtom, socket, store } from '@h5/platform';
import { registerShellTranslations, SHELL_NS } from './i18n/registerShellTranslations.ts';
import { bindRouterNavigation } from './routing/utils/bindRouterNavigation.ts';
import { createAppRouter } from './routing/createAppRouter.tsx';

registerDesignSystemTranslations(i18n);
registerShellTranslations();

const followLanguage = () => {
  applyDocumentLang(store.get(langAtom));
  document.title = i18n.t('app.name', { ns: SHELL_NS });
};
followLanguage();
store.sub(langAtom, followLanguage);

const router = createAppRouter();
bindRouterNavigation(router);

// The socket (and its client library) waits until the first page has loaded: chat is never
// what a member opens the app for, and the first screen should not wait for it.
window.addEventListener(
  'load',
  () => {
    if ('requestIdleCallback' in window) window.requestIdleCallback(() => socket.start(), { timeout: 3_000 });
    else setTimeout(() => socket.start(), 1_000);
  },
  { once: true },
);

const container = document.getElementById('root') ?? document.body.appendChild(document.createElement('div'));
createRoot(container).render(
  <StrictMode>
    <Provider store={store}>
      <I18nextProvider i18n={i18n}>
        <RouterProvider router={router} />
        <Toaster />
        <AlertHost />
      </I18nextProvider>
    </Provider>
  </StrictMode>,
);
