import { localStore } from '../../storage/localStore.ts';
import { storageKeys } from '../../storage/storageKeys.ts';
import { DEFAULT_LANG, isLang, type Lang } from './langs.ts';

/** The language kept in local storage, or Hindi. */
export function readStoredLang(): Lang {
  const stored = localStore.get(storageKeys.lang);
  return isLang(stored) ? stored : DEFAULT_LANG;
}
