import { i18n } from '../i18n.ts';
import type { Lang } from './langs.ts';

/** Adds a package's namespace in every language (a remote calls it once when its routes load). */
export function registerTranslations(ns: string, resources: Record<Lang, object>): void {
  for (const [lang, bundle] of Object.entries(resources)) {
    i18n.addResourceBundle(lang, ns, bundle, true, true);
  }
}
