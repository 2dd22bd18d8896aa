import { PLATFORM_NS } from './i18n.ts';
import { registerTranslations } from './utils/registerTranslations.ts';

/** The platform's own messages, shown by the API client; loaded with the rest of the current language. */
export const platformTranslationsReady = registerTranslations(PLATFORM_NS, {
  'hi-in': () =>
    import(/* webpackChunkName: "i18n-hi-in" */ './i18n/hi-in.json', { with: { type: 'json' } }).then(
      (module) => module.default,
    ),
  'en-us': () =>
    import(/* webpackChunkName: "i18n-en-us" */ './i18n/en-us.json', { with: { type: 'json' } }).then(
      (module) => module.default,
    ),
  'zh-cn': () =>
    import(/* webpackChunkName: "i18n-zh-cn" */ './i18n/zh-cn.json', { with: { type: 'json' } }).then(
      (module) => module.default,
    ),
});
