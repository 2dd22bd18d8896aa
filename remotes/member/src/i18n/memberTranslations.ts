import { registerTranslations } from '@h5/platform';

/** The member area's i18next namespace. */
export const MEMBER_NS = 'member';

/**
 * Adds the member namespace, loading only the languages in use (the others load when the member
 * switches); resolves once it can be shown. Safe to call again: a bundle that failed to arrive is
 * fetched again, one that is there is not.
 */
export function memberTranslations(): Promise<void> {
  return registerTranslations(MEMBER_NS, {
    'hi-in': () => import('./hi-in.json', { with: { type: 'json' } }).then((module) => module.default),
    'en-us': () => import('./en-us.json', { with: { type: 'json' } }).then((module) => module.default),
    'zh-cn': () => import('./zh-cn.json', { with: { type: 'json' } }).then((module) => module.default),
  });
}
