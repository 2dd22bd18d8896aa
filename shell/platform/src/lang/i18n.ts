import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import { LANGS } from './utils/langs.ts';
import { readStoredLang } from './utils/readStoredLang.ts';

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
  // Texts arrive per namespace and language through `registerTranslations`; initialise now, so
  // that they can be added and the first render (which waits for them) is translated.
  resources: {},
  initAsync: false,
  interpolation: { escapeValue: false },
  react: { useSuspense: false },
});
