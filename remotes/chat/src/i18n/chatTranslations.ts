import { registerTranslations } from '@h5/platform';

/** The chat remote's i18next namespace. */
export const CHAT_NS = 'chat';

/**
 * Adds the chat namespace, loading only the language in use (the others load when the member
 * switches); resolves once it can be shown. Safe to call again: a bundle that failed to arrive is
 * fetched again, one that is there is not.
 */
export function chatTranslations(): Promise<void> {
  return registerTranslations(CHAT_NS, {
    'hi-in': () => import('./hi-in.json', { with: { type: 'json' } }).then((module) => module.default),
    'en-us': () => import('./en-us.json', { with: { type: 'json' } }).then((module) => module.default),
    'zh-cn': () => import('./zh-cn.json', { with: { type: 'json' } }).then((module) => module.default),
  });
}
