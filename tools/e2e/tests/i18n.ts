// Reads the packages' own translation files so the journeys check what a member really sees
// in each language, without copying strings into the tests.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export type Lang = 'hi-in' | 'en-us' | 'zh-cn';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const files: Record<string, string> = {
  shell: 'shell/src/i18n',
  offline: 'shell/src/offline/i18n',
  platform: 'shell/platform/src/lang/i18n',
  member: 'remotes/member/src/i18n',
  property: 'remotes/property/src/i18n',
  swap: 'remotes/swap/src/i18n',
  plans: 'remotes/plans/src/i18n',
  chat: 'remotes/chat/src/i18n',
  investments: 'remotes/investments/src/i18n',
  console: 'remotes/console/src/i18n',
  ds: 'design-system/src/i18n',
  api: 'api/src/i18n',
};

const read = (file: string) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>;

/** Texts that join a namespace from the folders under it: each `<folder>/<name>/i18n/<lang>.json`. */
function mergeFolders(resources: Record<string, unknown>, folder: string, lang: Lang) {
  for (const name of readdirSync(`${root}/${folder}`)) {
    const file = `${root}/${folder}/${name}/i18n/${lang}.json`;
    if (existsSync(file)) Object.assign(resources, read(file));
  }
  return resources;
}

/**
 * A namespace's messages in `lang` as a page finds them: the API's are the platform's and every
 * module's; the shell's account pages read the account texts beside the shell's (`account.*`); the
 * design system's sub-paths add their own texts to `ds`; the member pages beyond the home tab read
 * their texts beside the member area's.
 */
function resourcesOf(ns: keyof typeof files, lang: Lang): Record<string, unknown> {
  const resources = read(`${root}/${files[ns]}/${lang}.json`);
  if (ns === 'api') return mergeFolders(resources, 'api/src/modules', lang);
  if (ns === 'shell') return Object.assign(resources, read(`${root}/shell/src/account/i18n/${lang}.json`));
  if (ns === 'member')
    return Object.assign(resources, read(`${root}/remotes/member/src/pages/i18n/${lang}.json`));
  if (ns === 'ds') return mergeFolders(resources, 'design-system/src/components', lang);
  return resources;
}

/** The text of `key` (dotted) in namespace `ns` for `lang`. */
export function text(
  ns: keyof typeof files,
  key: string,
  lang: Lang,
  values: Record<string, string> = {},
): string {
  const resources = resourcesOf(ns, lang);
  const value = key
    .split('.')
    .reduce<unknown>((node, part) => (node as Record<string, unknown>)?.[part], resources);
  if (typeof value !== 'string') throw new Error(`no ${ns}:${key} in ${lang}`);
  return value.replace(/{{\s*(\w+)\s*}}/g, (whole, name: string) => values[name] ?? whole);
}

/** Every key (dotted) of the app's namespaces in `lang`: a page that shows one shows no text. */
export function appKeys(lang: Lang): Set<string> {
  const keys = new Set<string>();
  const walk = (node: unknown, prefix: string) => {
    if (node && typeof node === 'object')
      for (const [key, child] of Object.entries(node)) walk(child, prefix ? `${prefix}.${key}` : key);
    // A dotted path only: a one-word key could be a word a page really shows.
    else if (prefix.includes('.')) keys.add(prefix.replace(/_(zero|one|two|few|many|other)$/, ''));
  };
  for (const ns of [
    'shell',
    'platform',
    'member',
    'property',
    'swap',
    'plans',
    'chat',
    'investments',
    'console',
    'ds',
  ] as const)
    walk(resourcesOf(ns, lang), '');
  return keys;
}

export const repoRoot = root;
