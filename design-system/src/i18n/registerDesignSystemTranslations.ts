import type { i18n as I18n } from 'i18next';

/** The i18next namespace of the design system's own texts. */
export const DS_NAMESPACE = 'ds';

export type DesignSystemLang = 'hi-in' | 'en-us' | 'zh-cn';

/**
 * The design system's texts per language, each loaded on demand: an app registers these loaders
 * with its translation registry and loads only the languages it shows.
 */
export const designSystemTranslations: Record<DesignSystemLang, () => Promise<object>> = {
  'hi-in': () =>
    import(/* webpackChunkName: "i18n-hi-in" */ './hi-in.json', { with: { type: 'json' } }).then(
      (module) => module.default,
    ),
  'en-us': () =>
    import(/* webpackChunkName: "i18n-en-us" */ './en-us.json', { with: { type: 'json' } }).then(
      (module) => module.default,
    ),
  'zh-cn': () =>
    import(/* webpackChunkName: "i18n-zh-cn" */ './zh-cn.json', { with: { type: 'json' } }).then(
      (module) => module.default,
    ),
};

const isDesignSystemLang = (lang: string): lang is DesignSystemLang => lang in designSystemTranslations;

/**
 * Adds the `ds` namespace to an i18next instance in the given languages (by default the instance's
 * current language, once it has one); resolves once the texts are there.
 */
export async function registerDesignSystemTranslations(i18n: I18n, langs?: readonly string[]): Promise<void> {
  // The resource store and the language exist once init() has been called.
  if (!i18n.isInitialized && !i18n.store) {
    await new Promise<void>((resolve) => i18n.on('initialized', () => resolve()));
  }
  const wanted = (langs ?? [i18n.resolvedLanguage ?? i18n.language]).filter(isDesignSystemLang);
  await Promise.all(
    wanted.map(async (lang) => {
      if (i18n.hasResourceBundle(lang, DS_NAMESPACE)) return;
      i18n.addResourceBundle(lang, DS_NAMESPACE, await designSystemTranslations[lang](), true, true);
    }),
  );
}
