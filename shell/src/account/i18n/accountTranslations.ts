import { registerTranslations } from '@h5/platform';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from '../../i18n/registerShellTranslations.ts';

/**
 * The account pages' namespace. Its texts are most of the shell's words, and the home tab needs none
 * of them, so they load with the account pages' code, not with the first screen.
 */
export const ACCOUNT_NS = 'account';

/** Adds the account texts; resolves once they are there in the current language. */
export function accountTranslations(): Promise<void> {
  return registerTranslations(ACCOUNT_NS, {
    'hi-in': () => import('./hi-in.json', { with: { type: 'json' } }).then((module) => module.default),
    'en-us': () => import('./en-us.json', { with: { type: 'json' } }).then((module) => module.default),
    'zh-cn': () => import('./zh-cn.json', { with: { type: 'json' } }).then((module) => module.default),
  });
}

/**
 * The texts of an account page or form: the account namespace, then the shell's (page titles and
 * other words the shell shares), looked up in that order.
 */
export function useAccountTranslation() {
  return useTranslation([ACCOUNT_NS, SHELL_NS], { nsMode: 'fallback' });
}
