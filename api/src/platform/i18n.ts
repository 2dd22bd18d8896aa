import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import platformMessages from '../i18n/en-us.json' with { type: 'json' };

export type Lang = 'hi-in' | 'en-us' | 'zh-cn';
export const LANGS: readonly Lang[] = ['hi-in', 'en-us', 'zh-cn'];
export const DEFAULT_LANG: Lang = 'hi-in';

/**
 * The messages modules add: each module's `index.ts` declares its own namespaces here (declaration
 * merging, from its `i18n/en-us.json`), so the compiler knows every key and no shared file changes.
 */
// eslint-disable-next-line @typescript-eslint/no-empty-object-type -- filled by declaration merging
export interface ModuleMessages {}

type Messages = typeof platformMessages & ModuleMessages;
type Leaves<T, P extends string = ''> = {
  [K in keyof T & string]: T[K] extends string ? `${P}${K}` : Leaves<T[K], `${P}${K}.`>;
}[keyof T & string];

/** A message key (`errors.notFound`, `withdrawal.locked`); the compiler rejects keys that do not exist. */
export type MessageKey = Leaves<Messages>;
export type MessageParams = Record<string, string | number>;

const readJson = (url: URL) => JSON.parse(readFileSync(url, 'utf8')) as Record<string, unknown>;

/**
 * The catalogue of `lang`: the platform's messages (`src/i18n/<lang>.json`) and every module's
 * (`src/modules/<module>/i18n/<lang>.json`, whose top-level keys are its namespaces), read once.
 */
function catalogueOf(lang: Lang): Record<string, unknown> {
  const modules = new URL('../modules/', import.meta.url);
  const catalogue = readJson(new URL(`../i18n/${lang}.json`, import.meta.url));
  for (const entry of readdirSync(fileURLToPath(modules), { withFileTypes: true })) {
    const file = new URL(`${entry.name}/i18n/${lang}.json`, modules);
    if (entry.isDirectory() && existsSync(file)) Object.assign(catalogue, readJson(file));
  }
  return catalogue;
}

const catalogues = Object.fromEntries(LANGS.map((lang) => [lang, catalogueOf(lang)])) as Record<
  Lang,
  Record<string, unknown>
>;

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
