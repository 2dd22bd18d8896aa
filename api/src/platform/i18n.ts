import enUs from '../i18n/en-us.json' with { type: 'json' };
import hiIn from '../i18n/hi-in.json' with { type: 'json' };
import zhCn from '../i18n/zh-cn.json' with { type: 'json' };

export type Lang = 'hi-in' | 'en-us' | 'zh-cn';
export const LANGS: readonly Lang[] = ['hi-in', 'en-us', 'zh-cn'];
export const DEFAULT_LANG: Lang = 'hi-in';

type Messages = typeof enUs;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A key of `src/i18n/*.json` (`errors.notFound`); the compiler rejects keys that do not exist. */
export type MessageKey = Leaves<Messages>;
export type MessageParams = Record<string, string | number>;

const catalogues: Record<Lang, Messages> = { 'hi-in': hiIn, 'en-us': enUs, 'zh-cn': zhCn };

/** Maps a `Lang` header value (`en-US`, `zh_CN`, `hi`) to a supported language; hi-in otherwise. */
export function negotiateLang(header: string | undefined): Lang {
  const value = header?.trim().toLowerCase().replace('_', '-') ?? '';
  if (value.startsWith('en')) return 'en-us';
  if (value.startsWith('zh')) return 'zh-cn';
  return DEFAULT_LANG;
}

/** The message for `key` in `lang`, with `{{name}}` placeholders filled from `params`. */
export function translate(lang: Lang, key: MessageKey, params: MessageParams = {}): string {
  let node: unknown = catalogues[lang];
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  const text = typeof node === 'string' ? node : key;
  return text.replace(/{{\s*(\w+)\s*}}/g, (match, name: string) => String(params[name] ?? match));
}
