import { createHash } from 'node:crypto';
import { LANGS, type FirstScreenPlan, type Lang } from './first-screen.ts';
import type { RenderedFirstScreen } from './server-render.ts';

/** The page the shell opens at `/h5/` (and after the splash). */
export const HOME_PAGE = 'pages/index/index';

/** The id of the data block the boot script and the shell read (ADR 0022). */
export const FIRST_SCREEN_DATA_ID = 'h5-first-screen';

/**
 * What the browser learns from the document: the remotes' entries, the shell's texts, each page's
 * needs, and the answers its rendered pages were rendered with (in the document's language).
 */
export type FirstScreenData = {
  remotes: FirstScreenPlan['remotes'];
  shellTexts: FirstScreenPlan['shell']['texts'];
  pages: FirstScreenPlan['pages'];
  prefetched?: { lang: Lang; answers: Record<string, unknown> };
  /**
   * With rendered pages: the app's scripts (in order) and the files to preload, started by the
   * document's inline script after the first paint instead of named in its head.
   */
  start?: { scripts: string[]; preloads: string[] };
};

/** The id of a rendered page's `<template>`: `h5-page:pages/index/index`. */
export const pageTemplateId = (page: string) => `h5-page:${page}`;

/**
 * Runs where the document is parsed, before its first paint (ADR 0025): puts the rendered page the
 * address names into the app's root, unless the stored language is another; `data-first-screen`
 * hides the splash, and the app's first render replaces the page and takes the mark away. Then it
 * starts the app: its preloads and scripts (in order) from the data block, after the first paint
 * when a page is on screen (its bytes and the page's do not compete), at once otherwise. Until the
 * app has started, a tap on the rendered tab bar switches tabs.
 */
export const FIRST_SCREEN_STARTER = [
  '(function(){var d=document,r=d.documentElement,l,shown=false;',
  "try{l=localStorage.getItem('lang')}catch(e){}",
  "if((l||'hi-in')===r.lang){var p=location.hash.replace(/^#\\/?/,'').split('?')[0];",
  "if(!p||p==='pages/index/splash')p='pages/index/index';var t=d.getElementById('h5-page:'+p);",
  "if(t){d.getElementById('root').appendChild(t.content.cloneNode(true));",
  "r.setAttribute('data-first-screen','');shown=true}}",
  "var s=JSON.parse(d.getElementById('h5-first-screen').textContent).start;",
  'function go(){s.preloads.forEach(function(h){var k=d.createElement("link");k.rel="preload";',
  'k.as=/\\.css(\\?|$)/.test(h)?"style":"script";k.href=h;d.head.appendChild(k)});',
  's.scripts.forEach(function(h){var e=d.createElement("script");e.src=h;e.async=false;',
  'e.fetchPriority="high";d.head.appendChild(e)})}',
  // A tab tapped before the app has started: its rendered page if there is one, else the splash
  // until the app opens it (it opens the page the address names).
  "d.getElementById('root').addEventListener('click',function(e){",
  "if(!r.hasAttribute('data-first-screen'))return;var b=e.target.closest&&e.target.closest('nav [data-key]');",
  "if(!b)return;var p=b.getAttribute('data-key'),o=d.getElementById('root'),t=d.getElementById('h5-page:'+p);",
  "location.hash='#/'+p;o.textContent='';if(t)o.appendChild(t.content.cloneNode(true));",
  "else r.removeAttribute('data-first-screen')});",
  'if(shown)requestAnimationFrame(function(){setTimeout(go)});else go()})()',
].join('');

export type DocumentOptions = {
  /** The language the splash and `<html lang>` start in (the `lang` cookie the app keeps in step). */
  lang: Lang | undefined;
  /** `/h5/boot.<hash>.js`: reads the stored language, preloads the first page's files, starts its calls. */
  bootScript: string | undefined;
  /** Preloads and the data block (the app's page); none for the offline page. */
  plan: FirstScreenPlan | undefined;
  /** The first-screen pages the server rendered for this document (ADR 0025). */
  rendered?: RenderedFirstScreen | undefined;
};

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** JSON that cannot end its `<script>` element early. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value).replace(/</g, '\\u003c').replace(/>/g, '\\u003e').replace(/&/g, '\\u0026');

const preloadAs = (file: string) => (file.split('?')[0]!.endsWith('.css') ? 'style' : 'script');

/** The data block: every page's plan, so the boot script can serve whichever page the address names. */
export function firstScreenData(
  plan: FirstScreenPlan,
  started?: Pick<FirstScreenData, 'prefetched' | 'start'>,
): FirstScreenData {
  return { remotes: plan.remotes, shellTexts: plan.shell.texts, pages: plan.pages, ...started };
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
  const lang = options.lang ?? LANGS[0]!;
  const rendered = plan ? options.rendered : undefined;
  const entryScripts = [...page.matchAll(/<script\b[^>]*\bsrc="([^"]+)"[^>]*><\/script>/gi)];
  // The rest of the shell's first screen: its chunks and texts, after its entry.
  const shellFiles = plan
    ? [...plan.shell.files, ...plan.shell.texts[lang]].filter(
        (file) => !entryScripts.some((script) => script[1] === file),
      )
    : [];
  if (plan && rendered)
    return withRenderedPages(page, plan, lang, rendered, options.bootScript, entryScripts, shellFiles);

  // Before the shell's entry: the data block, then the boot script, which runs as soon as it arrives.
  const early: string[] = [];
  if (plan)
    early.push(
      `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(firstScreenData(plan))}</script>`,
    );
  if (options.bootScript)
    early.push(`<script async fetchpriority="high" src="${escapeAttribute(options.bootScript)}"></script>`);
  // After it: the rest of the shell's first screen, requested in this order after the entry.
  const preloads = shellFiles.map(
    (file) => `<link rel="preload" href="${escapeAttribute(file)}" as="${preloadAs(file)}">`,
  );
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

/**
 * The document with the pages the server rendered (ADR 0025): their styles inline in the head (they
 * apply at the first paint, without a round trip), the data block with the answers they were
 * rendered with and the app's files, and after the app's root the pages and the inline script that
 * shows the one the address names and then starts the app. No script or preload is named in the
 * head: the page's bytes come first.
 */
function withRenderedPages(
  html: string,
  plan: FirstScreenPlan,
  lang: Lang,
  rendered: RenderedFirstScreen,
  bootScript: string | undefined,
  entryScripts: RegExpExecArray[],
  shellFiles: string[],
): string {
  let page = html;
  for (const [tag] of entryScripts) page = page.replace(tag, '');
  const data = firstScreenData(plan, {
    prefetched: { lang, answers: rendered.answers },
    start: {
      scripts: [...(bootScript ? [bootScript] : []), ...entryScripts.map((script) => script[1]!)],
      preloads: shellFiles,
    },
  });
  const head = [
    ...Object.entries(rendered.styles).map(
      ([file, css]) => `<style data-href="${escapeAttribute(file)}">${css.replace(/<\//g, '<\\/')}</style>`,
    ),
    `<script type="application/json" id="${FIRST_SCREEN_DATA_ID}">${scriptJson(data)}</script>`,
  ];
  const templates = Object.entries(rendered.pages).map(
    ([pagePath, body]) => `<template id="${escapeAttribute(pageTemplateId(pagePath))}">${body}</template>`,
  );
  page = page.replace(
    /(<div id="root"><\/div>)/i,
    (root) => `${root}${templates.join('')}<script>${FIRST_SCREEN_STARTER}</script>`,
  );
  const headEnd = page.search(/<\/head>/i);
  return headEnd < 0 ? page : page.slice(0, headEnd) + head.join('') + page.slice(headEnd);
}

/** `'sha256-…'` of each inline script of a document (not its data blocks), for its Content-Security-Policy. */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script>([\s\S]*?)<\/script>/gi)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
}

const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

const unescapeAttribute = (value: string) =>
  value
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');

/**
 * The hashes of a document's own styles, for its Content-Security-Policy: each inline `<style>`, and
 * (behind `'unsafe-hashes'`, which lets in exactly those values) each `style` attribute of the pages
 * the server rendered (a progress bar's width).
 */
export function inlineStyleHashes(html: string): string[] {
  const blocks = [...html.matchAll(/<style\b[^>]*>([\s\S]*?)<\/style>/gi)].map((match) => sha256(match[1]!));
  const attributes = new Set(
    [...html.matchAll(/\sstyle="([^"]*)"/gi)].map((match) => sha256(unescapeAttribute(match[1]!))),
  );
  return attributes.size ? [...blocks, "'unsafe-hashes'", ...attributes] : blocks;
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
