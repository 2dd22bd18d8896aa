import { toast } from '@h5/design-system';
import { i18n, PLATFORM_NS } from '../lang/i18n.ts';
import { store } from '../state/store.ts';
import { langAtom } from '../lang/states/langAtom.ts';
import { sessionAtom } from '../session/states/sessionAtom.ts';
import { currentPage, navigation } from '../navigation/navigation.ts';
import { createApiClient } from './createApiClient.ts';
import { createUnauthenticatedHandler } from './createUnauthenticatedHandler.ts';

/** The `client` header: which kind of client calls. */
export const CLIENT_NAME = 'h5';

const onUnauthenticated = createUnauthenticatedHandler({
  forgetSession: () => store.set(sessionAtom, { token: null, userInfo: null }),
  currentPage,
  navigate: (url) => navigation.navigate(url),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
});

/** The one API client: resolves `data` of status 1; otherwise toasts and rejects with ApiError. */
export const api = createApiClient({
  headers: () => ({
    token: store.get(sessionAtom).token ?? '',
    client: CLIENT_NAME,
    Lang: store.get(langAtom),
  }),
  effects: {
    toast: (message) => toast.show(message, { icon: 'none' }),
    message: (key) => i18n.t(key, { ns: PLATFORM_NS }),
    onUnauthenticated,
  },
});
