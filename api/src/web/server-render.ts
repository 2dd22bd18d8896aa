import { createHash } from 'node:crypto';
import { readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Logger } from 'pino';
import type { FirstScreenPlan, Lang } from './first-screen.ts';

/** What a build's server entry exports (`@h5/platform/ssr`, ADR 0025). */
type ServerEntry = {
  pages: string[];
  prepare(): Promise<void>;
  render(
    page: string,
    input: { lang: Lang; answers: Record<string, unknown>; html?: string },
  ): string | undefined;
};

/**
 * Answers a public `GET` of the API (`/api/Content/notices?page=1&rows=3`) in a language exactly as
 * the endpoint answers it, or undefined when the endpoint refuses.
 */
export type Answerer = (url: string, lang: Lang) => Promise<unknown>;

/**
 * The first-screen pages rendered for a document, the answers they were rendered with, and the
 * styles they need before the first paint (the shell's and the pages' first-screen CSS, by URL).
 */
export type RenderedFirstScreen = {
  pages: Record<string, string>;
  answers: Record<string, unknown>;
  styles: Record<string, string>;
};

/** An answer is asked for again after this long: documents asked for at once share it. */
const ANSWER_KEPT_MS = 2_000;
/** Pages are rendered again at least this often (relative times such as "2 days ago" move on). */
const RENDER_KEPT_MS = 60_000;

/** A prepared server entry and the file it came from (which names its build). */
type Loaded = { file: string; entry: ServerEntry };

/**
 * A build's server entry, from `<dist>/ssr/server.json`, imported and prepared once per build: a
 * redeployed build writes an entry of another name, which is imported in its place.
 */
function entryOf(dir: string, logger: Logger) {
  let manifest: { signature: string; file: string | undefined } | undefined;
  let loaded: { file: string; entry: Promise<Loaded | undefined> } | undefined;
  return async (): Promise<Loaded | undefined> => {
    const manifestFile = join(dir, 'server.json');
    const info = await stat(manifestFile).catch(() => undefined);
    const signature = info ? `${info.size}:${info.mtimeMs}` : '-';
    if (manifest?.signature !== signature) {
      let file: string | undefined;
      try {
        const { entry } = JSON.parse(await readFile(manifestFile, 'utf8')) as { entry?: unknown };
        file = typeof entry === 'string' && /^[\w.-]+\.mjs$/.test(entry) ? join(dir, entry) : undefined;
      } catch {
        file = undefined;
      }
      manifest = { signature, file };
    }
    const { file } = manifest;
    if (!file) return undefined;
    if (loaded?.file !== file) {
      const entry = import(pathToFileURL(file).href)
        .then(async (module: { serverEntry?: ServerEntry }) => {
          if (!module.serverEntry) throw new Error('no serverEntry export');
          await module.serverEntry.prepare();
          return { file, entry: module.serverEntry };
        })
        .catch((error: unknown) => {
          logger.error(
            { err: error, file },
            'a server entry could not be loaded: its pages are not rendered',
          );
          return undefined;
        });
      loaded = { file, entry };
    }
    return loaded.entry;
  };
}

/**
 * Renders the first-screen pages of the deployed builds for a document (ADR 0025): each page its
 * remote's server entry renders, with the answers of its public first calls, inside the shell's
 * frame. A page whose build has no server entry, or whose render fails, is left to the browser.
 */
export function firstScreenRenderer({
  webRoot,
  answer,
  logger,
}: {
  webRoot: string;
  answer: Answerer;
  logger: Logger;
}) {
  const shell = entryOf(join(webRoot, 'shell', 'dist', 'ssr'), logger);
  const remotes = new Map<string, ReturnType<typeof entryOf>>();
  const remote = (name: string) => {
    let entry = remotes.get(name);
    if (!entry) {
      entry = entryOf(join(webRoot, 'remotes', name, 'dist', 'ssr'), logger);
      remotes.set(name, entry);
    }
    return entry();
  };
  const answers = new Map<string, { at: number; value: Promise<unknown> }>();
  const answerOf = (url: string, lang: Lang) => {
    const key = `${lang} ${url}`;
    const kept = answers.get(key);
    if (kept && performance.now() - kept.at < ANSWER_KEPT_MS) return kept.value;
    const value = answer(url, lang).catch((error: unknown) => {
      logger.warn({ err: error, url }, 'a first-screen answer failed: its page is not rendered');
      return undefined;
    });
    answers.set(key, { at: performance.now(), value });
    return value;
  };
  const rendered = new Map<Lang, { key: string; at: number; result: RenderedFirstScreen | undefined }>();

  /** `/h5/…` or `/h5/remotes/<name>/…` → the file under the web root. */
  const fileOf = (url: string) => {
    const remote = /^\/h5\/remotes\/([a-z0-9][a-z0-9-]*)\/([\w.-]+\.css)$/.exec(url);
    if (remote) return join(webRoot, 'remotes', remote[1]!, 'dist', remote[2]!);
    const own = /^\/h5\/([\w.-]+\.css)$/.exec(url);
    return own ? join(webRoot, 'shell', 'dist', own[1]!) : undefined;
  };
  // Hashed names: a file's text never changes, so it is read once.
  const styleTexts = new Map<string, Promise<string | undefined>>();
  const styleOf = (url: string) => {
    let text = styleTexts.get(url);
    if (!text) {
      const file = fileOf(url);
      text = file ? readFile(file, 'utf8').catch(() => undefined) : Promise.resolve(undefined);
      styleTexts.set(url, text);
    }
    return text;
  };
  /** The CSS of the shell's first screen and of the pages, each file once, in their order. */
  async function stylesOf(
    plan: FirstScreenPlan,
    pages: string[],
  ): Promise<Record<string, string> | undefined> {
    const urls = [...plan.shell.files, ...pages.flatMap((page) => plan.pages[page]?.files ?? [])].filter(
      (url) => url.split('?')[0]!.endsWith('.css'),
    );
    const styles: Record<string, string> = {};
    for (const url of new Set(urls)) {
      const text = await styleOf(url);
      // Inlined, a `url(…)` would resolve against the document: the page is left to the browser.
      if (text === undefined || text.includes('url(')) return undefined;
      styles[url] = text;
    }
    return styles;
  }

  return async (plan: FirstScreenPlan, lang: Lang): Promise<RenderedFirstScreen | undefined> => {
    const shellEntry = await shell();
    if (!shellEntry) return undefined;
    const frame = shellEntry.entry;
    const work: { page: string; entry: ServerEntry; file: string; answers: Record<string, unknown> }[] = [];
    for (const [page, pagePlan] of Object.entries(plan.pages)) {
      if (!frame.pages.includes(page)) continue;
      const loaded = await remote(pagePlan.remote);
      if (!loaded?.entry.pages.includes(page)) continue;
      const pageAnswers: Record<string, unknown> = {};
      let complete = true;
      for (const url of pagePlan.calls) {
        const data = await answerOf(url, lang);
        if (data === undefined) complete = false;
        else pageAnswers[url] = data;
      }
      // A page without its data would render its loading state: the browser does better.
      if (complete) work.push({ page, entry: loaded.entry, file: loaded.file, answers: pageAnswers });
    }
    if (!work.length) return undefined;

    const key = createHash('sha256')
      .update(JSON.stringify([shellEntry.file, work.map(({ page, file, answers }) => [page, file, answers])]))
      .digest('base64url');
    const kept = rendered.get(lang);
    if (kept?.key === key && performance.now() - kept.at < RENDER_KEPT_MS) return kept.result;
    const result: RenderedFirstScreen = { pages: {}, answers: {}, styles: {} };
    for (const { page, entry, answers: pageAnswers } of work) {
      try {
        const html = entry.render(page, { lang, answers: pageAnswers });
        if (html === undefined) continue;
        const framed = frame.render(page, { lang, answers: pageAnswers, html });
        if (framed === undefined) continue;
        result.pages[page] = framed;
        Object.assign(result.answers, pageAnswers);
      } catch (error) {
        logger.error({ err: error, page }, 'a first-screen page failed to render: the browser renders it');
      }
    }
    const styles = await stylesOf(plan, Object.keys(result.pages));
    const final = Object.keys(result.pages).length && styles ? { ...result, styles } : undefined;
    rendered.set(lang, { key, at: performance.now(), result: final });
    return final;
  };
}

export type FirstScreenRenderer = ReturnType<typeof firstScreenRenderer>;
