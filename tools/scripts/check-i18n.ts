// Translation parity: every `i18n/{hi-in,en-us,zh-cn}.json` triple (and the Storybook's sample copy in
// `samples/`) has the same keys, no empty value, and the same {{placeholders}} in each language. Exits
// non-zero and names what is off.
import { readdirSync, readFileSync, existsSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));
const LANGS = ['hi-in', 'en-us', 'zh-cn'] as const;
const SKIP = new Set(['node_modules', '.git', 'dist', '.data', 'storybook-static', '.turbo', 'test-results']);

type Flat = Map<string, string>;

function findI18nDirs(dir: string, found: string[] = []): string[] {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (!entry.isDirectory() || SKIP.has(entry.name)) continue;
    const path = join(dir, entry.name);
    if (
      (entry.name === 'i18n' || entry.name === 'samples') &&
      LANGS.some((lang) => existsSync(join(path, `${lang}.json`)))
    )
      found.push(path);
    else findI18nDirs(path, found);
  }
  return found;
}

function flatten(value: unknown, prefix = '', out: Flat = new Map()): Flat {
  if (value && typeof value === 'object') {
    for (const [key, child] of Object.entries(value)) flatten(child, prefix ? `${prefix}.${key}` : key, out);
  } else {
    out.set(prefix, String(value ?? ''));
  }
  return out;
}

const placeholders = (text: string) =>
  [...text.matchAll(/{{\s*(\w+)\s*}}/g)]
    .map((m) => m[1])
    .sort()
    .join(',');

const problems: string[] = [];
const dirs = findI18nDirs(root);
for (const dir of dirs) {
  const name = relative(root, dir);
  const files = new Map<string, Flat>();
  for (const lang of LANGS) {
    const file = join(dir, `${lang}.json`);
    if (!existsSync(file)) {
      problems.push(`${name}: no ${lang}.json`);
      continue;
    }
    try {
      files.set(lang, flatten(JSON.parse(readFileSync(file, 'utf8'))));
    } catch (error) {
      problems.push(`${name}/${lang}.json: not valid JSON (${(error as Error).message})`);
    }
  }
  const allKeys = new Set([...files.values()].flatMap((flat) => [...flat.keys()]));
  const english = files.get('en-us');
  for (const [lang, flat] of files) {
    for (const key of allKeys) {
      const text = flat.get(key);
      if (text === undefined) problems.push(`${name}/${lang}.json: missing key ${key}`);
      else if (!text.trim()) problems.push(`${name}/${lang}.json: empty value for ${key}`);
      else if (english?.has(key) && placeholders(english.get(key)!) !== placeholders(text)) {
        problems.push(
          `${name}/${lang}.json: ${key} has placeholders {${placeholders(text)}}, en-us has {${placeholders(english.get(key)!)}}`,
        );
      }
    }
  }
}

if (problems.length) {
  console.error(`Translations are out of step:\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`translations: ${dirs.length} namespaces, keys identical in ${LANGS.join(', ')}`);
