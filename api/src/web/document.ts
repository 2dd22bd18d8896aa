import { createHash } from 'node:crypto';
import { LANGS, type FirstScreenPlan, type Lang } from './first-screen.ts';

/** The page the shell opens at `/h5/` (and after the splash). */
export const HOME_PAGE = 'pages/index/index';

/** The id of the data block the boot script and the shell read (ADR 0022). */
export const FIRST_SCREEN_DATA_ID = 'h5-first-screen';

/** What the browser learns from the document: the remotes' entries, the shell's texts, each page's needs. */
export type FirstScreenData = {
  remotes: FirstScreenPlan['remotes'];
  shellTexts: FirstScreenPlan['shell']['texts'];
  pages: FirstScreenPlan['pages'];
};

export type DocumentOptions = {
  /** The language the splash and `<html lang>` start in (the `lang` cookie the app keeps in step). */
  lang: Lang | undefined;
  /** `/h5/boot.<hash>.js`: reads the stored language, preloads the first page's files, starts its calls. */
  bootScript: string | undefined;
  /** Preloads and the data block (the app's page); none for the offline page. */
  plan: FirstScreenPlan | undefined;
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end its `<script>` element early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const preloadAs = (file: string) => (file.split('?')[0]!.endsWith('.css') ? 'style' : 'script');

/** The data block: every page's plan, so the boot script can serve whichever page the address names. */
export function firstScreenData(plan: FirstScreenPlan): FirstScreenData {
  return { remotes: plan.remotes, shellTexts: plan.shell.texts, pages: plan.pages };
}

/**
 * The shell's document as the browser gets it: `<html lang>` in the member's language (the splash is
 * written in all three and shows the one of `<html lang>`); the data block and the boot script before
 * the shell's entry script; after it a preload for each other file of the shell's first screen and its
 * texts in that language, so they all download at once, the entry first. Script tags stay as the build
 * wrote them.
 */
export function renderDocument(html: string, options: DocumentOptions): string {
  let page = html;
  if (options.lang) {
    page = /<html\b[^>]*\blang=/i.test(page)
      ? page.replace(/(<html\b[^>]*\blang=)("[^"]*"|'[^']*'|[^\s>]+)/i, `$1"${options.lang}"`)
      : page.replace(/<html\b/i, `<html lang="${options.lang}"`);
  }
  const { plan } = options;
  // Before the shell's entry: the data block, then the boot script, which runs as soon as it arrives.
  const early: string[] = [];
  if (plan)
    early.push(
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(firstScreenData(plan))}</script>`,
    );
  if (options.bootScript)
    early.push(`<script async fetchpriority="high" src="${escapeAttribute(options.bootScript)}"></script>`);
  // After it: the rest of the shell's first screen, requested in this order after the entry.
  const preloads: string[] = [];
  if (plan) {
    const entryScripts = new Set(
      [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"/gi)].map((match) => match[1]),
    );
    const lang = options.lang ?? LANGS[0]!;
    for (const file of [...plan.shell.files, ...plan.shell.texts[lang]]) {
      if (entryScripts.has(file)) continue;
      preloads.push(`<link rel="preload" href="${escapeAttribute(file)}" as="${preloadAs(file)}">`);
    }
  }
  // The shell's entry is the first file the app needs: ahead of the preloads for a connection.
  page = page.replace(/<script\b(?![^>]*\bfetchpriority=)(?=[^>]*\bsrc=)/gi, '<script fetchpriority="high"');
  const headEnd = page.search(/<\/head>/i);
  if (headEnd < 0) return page;
  const firstScript = page.search(/<script\b/i);
  const at = firstScript >= 0 && firstScript < headEnd ? firstScript : headEnd;
  return (
    page.slice(0, at) + early.join('') + page.slice(at, headEnd) + preloads.join('') + page.slice(headEnd)
  );
}

/** `'sha256-…'` of each inline `<style>` of a document, for its Content-Security-Policy. */
export function inlineStyleHashes(html: string): string[] {
  return [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
}

/** A precache entry of the service worker: hashed files need no revision, the others carry one. */
export type PrecacheEntry = { url: string; revision: string | null };

const HASHED = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

/** The service worker's precache: the shell's first screen in every language and the home tab's. */
export function precacheEntries(
  plan: FirstScreenPlan | undefined,
  revisioned: PrecacheEntry[],
): PrecacheEntry[] {
  const urls = new Set<string>();
  if (plan) {
    for (const file of plan.shell.files) urls.add(file);
    for (const lang of LANGS) for (const file of plan.shell.texts[lang]) urls.add(file);
    const home = plan.pages[HOME_PAGE];
    if (home) {
      for (const file of home.files) urls.add(file);
      for (const lang of LANGS) for (const file of home.texts[lang]) urls.add(file);
    }
  }
  // A remote's entry carries its version in its query, other files their hash in their name: one that
  // carries neither would stay in the cache unchanged; it is fetched when needed instead.
  const entries: PrecacheEntry[] = [...urls]
    .filter((url) => HASHED.test(url.split('?')[0]!) || /[?&]v=/.test(url))
    .map((url) => ({ url, revision: null }));
  entries.push(...revisioned);
  return entries.sort((a, b) => a.url.localeCompare(b.url));
}
