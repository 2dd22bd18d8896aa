import type { Lang } from '@h5/platform';

/** The BCP 47 locale of an interface language, for `Intl` formatting (`hi-in` → `hi-IN`). */
export function toLocale(lang: Lang | string): string {
  const [language = 'hi', region] = lang.split('-');
  return region ? `${language.toLowerCase()}-${region.toUpperCase()}` : language.toLowerCase();
}
