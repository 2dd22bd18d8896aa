export type Lang = 'hi-in' | 'en-us' | 'zh-cn';

/** Interface languages, the default first. */
export const LANGS: readonly Lang[] = ['hi-in', 'en-us', 'zh-cn'];

/** Hindi is the default language (specification §1). */
export const DEFAULT_LANG: Lang = 'hi-in';

/** Whether a stored or requested value is one of the interface languages. */
export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}
