import { store } from '../../state/store.ts';
import { localStore } from '../../storage/localStore.ts';
import { storageKeys } from '../../storage/storageKeys.ts';
import { i18n } from '../i18n.ts';
import { langAtom } from '../states/langAtom.ts';
import { isLang, type Lang } from './langs.ts';
import { loadLanguage, unwantLanguage, wantLanguage } from './registerTranslations.ts';

/** The language most recently asked for: a later choice wins over one still loading. */
let requested: Lang | null = null;

/**
 * Switches the interface language: loads its texts first (the screen keeps the old language until
 * they are there, never showing keys), then storage `lang`, i18next, `<html lang>` and the `Lang`
 * header. Rejects, leaving the language as it was, when the texts cannot be loaded.
 */
export async function setLang(lang: Lang): Promise<void> {
  if (!isLang(lang)) return;
  requested = lang;
  wantLanguage(lang);
  try {
    await loadLanguage(lang);
  } catch (error) {
    if (requested === lang && store.get(langAtom) !== lang) unwantLanguage(lang);
    throw error;
  }
  if (requested !== lang) return;
  const previous = store.get(langAtom);
  localStore.set(storageKeys.lang, lang);
  await i18n.changeLanguage(lang);
  store.set(langAtom, lang);
  applyDocumentLang(lang);
  if (previous !== lang) unwantLanguage(previous);
}

/** Keeps `<html lang>` in step so screen readers and fonts pick the right script. */
export function applyDocumentLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
