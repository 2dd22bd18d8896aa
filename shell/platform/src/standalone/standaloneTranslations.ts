import { registerTranslations } from '@h5/platform';

/** The standalone harness's own texts (page index, language names); never loaded inside the shell. */
export const STANDALONE_NS = 'standalone';

/** Adds the harness's namespace in the current language. */
export function standaloneTranslations(): Promise<void> {
  return registerTranslations(STANDALONE_NS, {
    'hi-in': () => import('./i18n/hi-in.json', { with: { type: 'json' } }).then((module) => module.default),
    'en-us': () => import('./i18n/en-us.json', { with: { type: 'json' } }).then((module) => module.default),
    'zh-cn': () => import('./i18n/zh-cn.json', { with: { type: 'json' } }).then((module) => module.default),
  });
}
