// Reads the packages' own translation files so the journeys check what a member really sees
// in each language, without copying strings into the tests.
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Lang = 'hi-in' | 'en-us' | 'zh-cn';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const files: Record<string, string> = {
  shell: 'shell/src/i18n',
  member: 'remotes/member/src/i18n',
  property: 'remotes/property/src/i18n',
  investments: 'remotes/investments/src/i18n',
  ds: 'design-system/src/i18n',
  api: 'api/src/i18n',
};

/** The text of `key` (dotted) in namespace `ns` for `lang`. */
export function text(
  ns: keyof typeof files,
  key: string,
  lang: Lang,
  values: Record<string, string> = {},
): string {
  const resources = JSON.parse(readFileSync(`${root}/${files[ns]}/${lang}.json`, 'utf8')) as Record<
    string,
    unknown
  >;
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources);
  if (typeof value !== 'string') throw new Error(`no ${ns}:${key} in ${lang}`);
  return value.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => values[name] ?? whole);
}

export const repoRoot = root;
