import { store } from '../../state/store.ts';
import { localStore } from '../../storage/localStore.ts';
import { storageKeys } from '../../storage/storageKeys.ts';
import { i18n } from '../i18n.ts';
import { langAtom } from '../states/langAtom.ts';
import { isLang, type Lang } from './langs.ts';

/** Switches the interface language: storage `lang`, i18next, `<html lang>` and the `Lang` header. */
export function setLang(lang: Lang): void {
  if (!isLang(lang)) return;
  localStore.set(storageKeys.lang, lang);
  store.set(langAtom, lang);
  void i18n.changeLanguage(lang);
  applyDocumentLang(lang);
}

/** Keeps `<html lang>` in step so screen readers and fonts pick the right script. */
export function applyDocumentLang(lang: Lang): void {
  if (typeof document !== 'undefined') document.documentElement.lang = lang;
}
