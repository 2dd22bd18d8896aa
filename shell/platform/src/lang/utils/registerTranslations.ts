import { i18n } from '../i18n.ts';
import { isLang, type Lang } from './langs.ts';

/** A namespace's texts per language, each loaded only when that language is needed. */
export type TranslationLoaders = Record<Lang, () => Promise<object>>;

const namespaces = new Map<string, TranslationLoaders>();
const loading = new Map<string, Promise<void>>();
/** Languages whose texts must be at hand: the current one, and one being switched to. */
const wanted = new Set<Lang>(isLang(i18n.language) ? [i18n.language] : []);

function loadBundle(ns: string, lang: Lang): Promise<void> {
  const loaders = namespaces.get(ns);
  if (!loaders || i18n.hasResourceBundle(lang, ns)) return Promise.resolve();
  const key = `${lang}/${ns}`;
  let load = loading.get(key);
  if (!load) {
    load = loaders[lang]().then((bundle) => {
      i18n.addResourceBundle(lang, ns, bundle, true, true);
    });
    loading.set(key, load);
    // A bundle that failed to arrive (network) is fetched again by the next attempt.
    load.then(
      () => loading.delete(key),
      () => loading.delete(key),
    );
  }
  return load;
}

/** Marks a language as in use (the current one at start) so namespaces registered later load it too. */
export function wantLanguage(lang: Lang): void {
  wanted.add(lang);
}

/** Forgets a language the app has switched away from. */
export function unwantLanguage(lang: Lang): void {
  wanted.delete(lang);
}

/** Loads every registered namespace in a language; resolves once all of them are there. */
export async function loadLanguage(lang: Lang): Promise<void> {
  await Promise.all([...namespaces.keys()].map((ns) => loadBundle(ns, lang)));
}

/**
 * Adds a package's namespace: its loaders per language, of which only the languages in use are
 * loaded now (the others when the member switches to them). Resolves once the namespace can be
 * shown in the current language; render the package's texts after that, or they show as keys.
 */
export async function registerTranslations(ns: string, loaders: TranslationLoaders): Promise<void> {
  namespaces.set(ns, loaders);
  await Promise.all([...wanted].map((lang) => loadBundle(ns, lang)));
}
