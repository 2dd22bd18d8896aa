import { toast } from '@h5/design-system';
import { createApiClient, i18n, langAtom, PLATFORM_NS, store } from '@h5/platform';
import { CONSOLE_NS } from '../i18n/consoleTranslations.ts';
import { endOperatorSession, operatorToken } from '../session/operatorSession.ts';

/** Where the console signs in; `?ended=1` says the last session ended. */
export const SIGN_IN_ROUTE = '/console/login';

let ending = false;

/**
 * The operator's session is gone (expired, revoked, signed in elsewhere): forget it, say so once for
 * a burst of calls, and go to sign-in, coming back here after.
 */
export function sessionEnded(): void {
  if (ending) return;
  ending = true;
  endOperatorSession();
  toast.error(i18n.t('session.ended', { ns: CONSOLE_NS }));
  const back = window.location.hash.replace(/^#/, '');
  const from = back.startsWith(SIGN_IN_ROUTE) ? '' : `&from=${encodeURIComponent(back)}`;
  window.location.hash = `#${SIGN_IN_ROUTE}?ended=1${from}`;
  setTimeout(() => {
    ending = false;
  }, 500);
}

/**
 * The console's API client: the operator's `operator-token` (never a member's `token`, ADR 0011), the
 * language, and the envelope read as everywhere else; 403 is "not your role", not a session's end.
 */
export const consoleApi = createApiClient({
  headers: () => ({ 'operator-token': operatorToken(), client: 'console', Lang: store.get(langAtom) }),
  forbiddenIsRefusal: true,
  effects: {
    toast: (message, kind) =>
      kind === 'error' ? toast.error(message) : toast.show(message, { icon: 'none' }),
    message: (key) => i18n.t(key, { ns: PLATFORM_NS }),
    onUnauthenticated: () => {
      if (operatorToken()) sessionEnded();
    },
  },
});
