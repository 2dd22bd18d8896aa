import type { i18n as I18n } from 'i18next';
import { useTranslation } from 'react-i18next';

type Lang = 'hi-in' | 'en-us' | 'zh-cn';

/** A sub-path's texts: per language, one top-level key named after the component. */
export type SubPathTexts = Record<Lang, Record<string, object>>;

/**
 * `useTranslation('ds')` for a component of a sub-path, whose texts come with its own code instead
 * of with the first screen's `ds` texts (the home tab would otherwise download every component's
 * words in its language chunk). They are merged into `ds` in the language shown, once that
 * language's `ds` texts are there: adding them earlier would make the app's loader believe the
 * language was already loaded. A language switch renders again, and this adds the new language.
 */
export function useSubPathTranslation(texts: SubPathTexts) {
  const translation = useTranslation('ds');
  addTexts(translation.i18n, texts);
  return translation;
}

export function addTexts(i18n: I18n, texts: SubPathTexts): void {
  const lang = (i18n.resolvedLanguage ?? i18n.language)?.toLowerCase() as Lang | undefined;
  const bundle = lang ? texts[lang] : undefined;
  if (!lang || !bundle || !i18n.hasResourceBundle(lang, 'ds')) return;
  const missing = Object.keys(bundle).some((key) => i18n.getResource(lang, 'ds', key) === undefined);
  if (missing) i18n.addResourceBundle(lang, 'ds', bundle, true, false);
}
