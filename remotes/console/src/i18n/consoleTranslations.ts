import { registerTranslations } from '@h5/platform';
import { useTranslation } from 'react-i18next';

/** The operator console's i18next namespace. */
export const CONSOLE_NS = 'console';

/**
 * Adds the console namespace, loading only the language in use (the others load on a switch);
 * resolves once it can be shown. Safe to call again.
 */
export function consoleTranslations(): Promise<void> {
  return registerTranslations(CONSOLE_NS, {
    'hi-in': () => import('./hi-in.json', { with: { type: 'json' } }).then((module) => module.default),
    'en-us': () => import('./en-us.json', { with: { type: 'json' } }).then((module) => module.default),
    'zh-cn': () => import('./zh-cn.json', { with: { type: 'json' } }).then((module) => module.default),
  });
}

/** The console's texts. */
export const useConsoleTranslation = () => useTranslation(CONSOLE_NS);
