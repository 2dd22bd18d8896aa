import { createInstance } from 'i18next';
import type { i18n as I18n } from 'i18next';
import { registerDesignSystemTranslations } from '../src/i18n/registerDesignSystemTranslations.ts';

/**
 * The sample copy of the stories (names, amounts, sentences), translated like the product's, so a
 * Catalog in Hindi shows Hindi lengths. Only Storybook loads it. Stories read it with
 * `useTranslation('samples')`, one top-level key per component.
 */
export const SAMPLES_NAMESPACE = 'samples';

const sampleTexts: Record<Locale, () => Promise<object>> = {
  'hi-in': () => import('../src/storybook/samples/hi-in.json').then((module) => module.default),
  'en-us': () => import('../src/storybook/samples/en-us.json').then((module) => module.default),
  'zh-cn': () => import('../src/storybook/samples/zh-cn.json').then((module) => module.default),
};

export const LOCALES = ['hi-in', 'en-us', 'zh-cn'] as const;
export type Locale = (typeof LOCALES)[number];

const instances = new Map<Locale, { i18n: I18n; ready: Promise<void> }>();

function instanceFor(locale: Locale) {
  let instance = instances.get(locale);
  if (!instance) {
    const i18n = createInstance();
    void i18n.init({
      lng: locale,
      fallbackLng: 'en-us',
      supportedLngs: [...LOCALES],
      lowerCaseLng: true,
      load: 'currentOnly',
      defaultNS: 'ds',
      ns: ['ds', SAMPLES_NAMESPACE],
      resources: {},
      initAsync: false,
      interpolation: { escapeValue: false },
      react: { useSuspense: false },
    });
    // Like the app, only the language shown is loaded.
    const ready = Promise.all([
      registerDesignSystemTranslations(i18n, [locale]),
      sampleTexts[locale]().then((texts) => {
        i18n.addResourceBundle(locale, SAMPLES_NAMESPACE, texts, true, true);
      }),
    ]).then(() => undefined);
    instance = { i18n, ready };
    instances.set(locale, instance);
    ready.catch(() => instances.delete(locale));
  }
  return instance;
}

/** One i18next instance per language, set up like the shell's, with the `ds` namespace. */
export function storybookI18n(locale: Locale): I18n {
  return instanceFor(locale).i18n;
}

/** Resolves once the language's `ds` texts are loaded (a story loader waits for it). */
export function storybookI18nReady(locale: Locale): Promise<void> {
  return instanceFor(locale).ready;
}

export function toLocale(value: unknown): Locale {
  return LOCALES.find((locale) => locale === value) ?? 'hi-in';
}
