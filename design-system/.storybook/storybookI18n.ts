import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { registerDesignSystemTranslations } from '../src/i18n/registerDesignSystemTranslations.ts';

export const LOCALES = ['hi-in', 'en-us', 'zh-cn'] as const;
export type Locale = (typeof LOCALES)[number];

const instances = new Map<Locale, I18n>();

/** One i18next instance per language, set up like the shell's, with the `ds` namespace. */
export function storybookI18n(locale: Locale): I18n {
  let instance = instances.get(locale);
  if (!instance) {
    instance = createInstance();
    void instance.init({
      lng: locale,
      fallbackLng: 'en-us',
      supportedLngs: [...LOCALES],
      lowerCaseLng: true,
      load: 'currentOnly',
      defaultNS: 'ds',
      ns: ['ds'],
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    registerDesignSystemTranslations(instance);
    instances.set(locale, instance);
  }
  return instance;
}

export function toLocale(value: unknown): Locale {
  return LOCALES.find((locale) => locale === value) ?? 'hi-in';
}
