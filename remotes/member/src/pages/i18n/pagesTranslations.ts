import { registerTranslations } from '@h5/platform';
import { useTranslation } from 'react-i18next';
import { MEMBER_NS } from '../../i18n/memberTranslations.ts';

/**
 * The texts of the member area's pages beyond the home tab (the Me tab, notices, about, check-in,
 * invitations, team). The home tab needs none of them, so they load with those pages' code, not with
 * the first screen (as the shell's account texts do).
 */
export const PAGES_NS = 'member-pages';

/** Adds the pages' texts; resolves once they are there in the current language. */
export function pagesTranslations(): Promise<void> {
  return registerTranslations(PAGES_NS, {
    'hi-in': () => import('./hi-in.json', { with: { type: 'json' } }).then((module) => module.default),
    'en-us': () => import('./en-us.json', { with: { type: 'json' } }).then((module) => module.default),
    'zh-cn': () => import('./zh-cn.json', { with: { type: 'json' } }).then((module) => module.default),
  });
}

/** A page's texts: the pages' namespace, then the member area's, looked up in that order. */
export function usePagesTranslation() {
  return useTranslation([PAGES_NS, MEMBER_NS], { nsMode: 'fallback' });
}
