import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS } from './utils/langs.ts';
import { readStoredLang } from './utils/readStoredLang.ts';
import enUs from './i18n/en-us.json' with { type: 'json' };
import zhCn from './i18n/zh-cn.json' with { type: 'json' };
import hiIn from './i18n/hi-in.json' with { type: 'json' };

/** Namespace of the platform's own messages (API and network errors). */
export const PLATFORM_NS = 'platform';

/** The one i18next instance of the app; every package adds its namespace with `registerTranslations`. */
export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: readStoredLang(),
  fallbackLng: 'en-us',
  supportedLngs: [...LANGS],
  lowerCaseLng: true,
  load: 'currentOnly',
  ns: [PLATFORM_NS],
  defaultNS: PLATFORM_NS,
  resources: {
    'en-us': { [PLATFORM_NS]: enUs },
    'zh-cn': { [PLATFORM_NS]: zhCn },
    'hi-in': { [PLATFORM_NS]: hiIn },
  },
  // Resources are bundled: initialise synchronously so the first render is translated.
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
