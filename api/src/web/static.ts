import { createHash } from 'node:crypto';
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import { brotliCompressSync, constants as zlibConstants } from 'node:zlib';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../platform/context.ts';
import { appPolicy } from '../platform/security-headers.ts';
import { cacheControlFor, NO_CACHE } from './cache-policy.ts';
import {
  inlineScriptHashes,
  inlineStyleHashes,
  precacheEntries,
  renderDocument,
  type PrecacheEntry,
} from './document.ts';
import { firstScreenPlanner, LANGS, type Lang } from './first-screen.ts';
import type { FirstScreenRenderer } from './server-render.ts';
import { contentType } from './mime.ts';
import { remotesManifest } from './remotes-manifest.ts';

type Options = {
  webRoot: string;
  remotes: string[] | undefined;
  /** Renders the first-screen pages into the app's document (ADR 0025); without it the browser does. */
  renderFirstScreen?: FirstScreenRenderer;
};

const REMOTE_PATH = /^\/h5\/remotes\/([a-z0-9][a-z0-9-]*)(\/.*)$/;

/** The cookie the app keeps in step with its language, so the document starts in it (ADR 0022). */
export const LANG_COOKIE = 'lang';

/** The service worker script; the build leaves this token where the precache list goes. */
const PRECACHE_TOKEN = 'self.__WB_MANIFEST';

/** Resolves `relative` inside `root`, or undefined when it would leave it. */
function within(root: string, relative: string): string | undefined {
  let decoded: string;
  try {
    decoded = decodeURIComponent(relative);
  } catch {
    return undefined;
  }
  if (decoded.includes('\0') || decoded.includes('\\')) return undefined;
  const base = resolve(root);
  const target = resolve(base, `.${decoded.startsWith('/') ? decoded : `/${decoded}`}`);
  return target === base || target.startsWith(base + sep) ? target : undefined;
}

/** The build writes a file and its brotli copy together, in any order, within this long. */
const SAME_BUILD_MS = 5_000;

/**
 * The build's brotli copy of a file (`<file>.br`, written beside it at quality 11), when the browser
 * accepts brotli and the copy comes from the same build as the file; otherwise undefined.
 */
async function brotliCopy(ctx: AppContext, file: string, fileMtimeMs: number) {
  if (ctx.acceptsEncodings('br', 'identity') !== 'br') return undefined;
  const info = await stat(`${file}.br`).catch(() => undefined);
  return info?.isFile() && info.mtimeMs >= fileMtimeMs - SAME_BUILD_MS ? info : undefined;
}

async function sendFile(ctx: AppContext, file: string): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const brotli = await brotliCopy(ctx, file, info.mtimeMs);
  const sent = brotli ?? info;
  const etag = `W/"${sent.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}${brotli ? '-br' : ''}"`;
  ctx.set('Cache-Control', cacheControlFor(file));
  ctx.set('ETag', etag);
  ctx.set('Last-Modified', info.mtime.toUTCString());
  ctx.type = contentType(file);
  ctx.vary('Accept-Encoding');
  if (ctx.get('If-None-Match') === etag) {
    ctx.status = 304;
    return true;
  }
  if (brotli) {
    ctx.set('Content-Encoding', 'br');
    ctx.compress = false;
  }
  ctx.length = sent.size;
  ctx.status = 200;
  ctx.body = ctx.method === 'HEAD' ? null : createReadStream(brotli ? `${file}.br` : file);
  return true;
}

/** Brotli copies of generated answers by their hash: the same few documents are asked for again and again. */
const compressedAnswers = new Map<string, Buffer>();
const COMPRESSED_ANSWERS_KEPT = 32;

function brotliOf(hash: string, body: string): Buffer {
  let compressed = compressedAnswers.get(hash);
  if (!compressed) {
    compressed = brotliCompressSync(body, {
      params: {
        [zlibConstants.BROTLI_PARAM_QUALITY]: 11,
        [zlibConstants.BROTLI_PARAM_SIZE_HINT]: body.length,
      },
    });
    if (compressedAnswers.size >= COMPRESSED_ANSWERS_KEPT)
      compressedAnswers.delete(compressedAnswers.keys().next().value!);
    compressedAnswers.set(hash, compressed);
  }
  return compressed;
}

/**
 * Sends text made for this request (a document, the service worker), revalidated by its own hash;
 * compressed at brotli's best for browsers that accept it (kept, as the answers repeat).
 */
function sendGenerated(ctx: AppContext, body: string, type: string) {
  const hash = createHash('sha256').update(body).digest('base64url').slice(0, 27);
  const etag = `"${hash}"`;
  ctx.set('Cache-Control', NO_CACHE);
  ctx.set('ETag', etag);
  ctx.type = type;
  ctx.vary('Accept-Encoding');
  if (ctx.get('If-None-Match') === etag) {
    ctx.status = 304;
    return;
  }
  ctx.status = 200;
  if (ctx.method === 'HEAD') {
    ctx.body = null;
  } else if (ctx.acceptsEncodings('br', 'identity') === 'br') {
    ctx.set('Content-Encoding', 'br');
    ctx.compress = false;
    ctx.body = brotliOf(hash, body);
  } else {
    ctx.body = body;
  }
}

function plainNotFound(ctx: AppContext) {
  ctx.status = 404;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.set('Cache-Control', NO_CACHE);
  ctx.body = 'Not found';
}

/** A file of the shell's build read once per change (size and time), or undefined when absent. */
function cachedReader(file: string) {
  let cached: { signature: string; text: string | undefined } | undefined;
  return async (): Promise<string | undefined> => {
    const info = await stat(file).catch(() => undefined);
    const signature = info ? `${info.size}:${info.mtimeMs}` : '-';
    if (cached?.signature !== signature)
      cached = { signature, text: info ? await readFile(file, 'utf8').catch(() => undefined) : undefined };
    return cached.text;
  };
}

const isLang = (value: string | undefined): value is Lang => LANGS.includes(value as Lang);

/**
 * The web app on the API's port: the shell at `/h5/`, each remote at `/h5/remotes/<name>/`, the
 * computed `/h5/remotes.json`, the service worker at `/h5/sw.js`, and `/` redirecting to `/h5/`. The
 * shell's documents are written per request (the member's language, the preloads of the deployed
 * builds, ADR 0022); other files are streamed from disk.
 */
export function serveWeb({ webRoot, remotes, renderFirstScreen }: Options): Middleware<AppState> {
  const shellDist = join(webRoot, 'shell', 'dist');
  const currentPlan = firstScreenPlanner(webRoot, remotes);
  const indexHtml = cachedReader(join(shellDist, 'index.html'));
  const offlineHtml = cachedReader(join(shellDist, 'offline.html'));
  const workersJson = cachedReader(join(shellDist, 'workers.json'));
  const serviceWorker = cachedReader(join(shellDist, 'sw.js'));
  const webManifest = cachedReader(join(shellDist, 'manifest.webmanifest'));

  /** `{ boot: 'boot.<hash>.js', sw: 'sw.js' }`, written by the shell's build. */
  const workers = async (): Promise<{ boot?: string }> => {
    try {
      return JSON.parse((await workersJson()) ?? '{}') as { boot?: string };
    } catch {
      return {};
    }
  };
  const bootScript = async () => {
    const { boot } = await workers();
    return boot ? `/h5/${boot}` : undefined;
  };

  async function sendDocument(ctx: AppContext, html: string, lang: Lang | undefined, withPlan: boolean) {
    const plan = withPlan ? await currentPlan() : undefined;
    const page = renderDocument(html, {
      lang,
      bootScript: await bootScript(),
      plan,
      rendered: plan && renderFirstScreen ? await renderFirstScreen(plan, lang ?? LANGS[0]!) : undefined,
    });
    ctx.set('Content-Security-Policy', appPolicy(inlineStyleHashes(page), inlineScriptHashes(page)));
    // The scripts of the head (boot script, shell entry), announced with the answer's headers so their
    // download starts before the document's body has arrived (and a CDN can send them as Early Hints).
    const scripts = [...page.matchAll(/<script\b[^>]*\bsrc="(\/h5\/[^"]+)"/gi)].map((match) => match[1]!);
    if (scripts.length)
      ctx.set(
        'Link',
        scripts.map((src) => `<${src}>; rel=preload; as=script; fetchpriority=high`).join(', '),
      );
    // The language comes from a cookie: a cache must keep one copy per language.
    ctx.vary('Cookie');
    sendGenerated(ctx, page, 'text/html; charset=utf-8');
  }

  const offlinePage = async () => {
    const html = await offlineHtml();
    return html === undefined
      ? undefined
      : renderDocument(html, { lang: undefined, bootScript: await bootScript(), plan: undefined });
  };

  /** What the service worker keeps at install: versioned files by URL, the others with a revision. */
  async function precacheList(): Promise<PrecacheEntry[]> {
    const revisioned: PrecacheEntry[] = [];
    const revision = (text: string) => createHash('sha256').update(text).digest('hex').slice(0, 16);
    const boot = await bootScript();
    if (boot) revisioned.push({ url: boot, revision: null });
    const offline = await offlinePage();
    if (offline) revisioned.push({ url: '/h5/offline.html', revision: revision(offline) });
    const manifest = await webManifest();
    if (manifest) {
      revisioned.push({ url: '/h5/manifest.webmanifest', revision: revision(manifest) });
      let icons: { src?: unknown }[];
      try {
        icons = (JSON.parse(manifest) as { icons?: { src?: unknown }[] }).icons ?? [];
      } catch {
        icons = [];
      }
      for (const src of new Set(icons.map((icon) => icon.src))) {
        if (typeof src !== 'string' || !src.startsWith('/h5/')) continue;
        const file = within(shellDist, src.slice('/h5'.length));
        const bytes = file ? await readFile(file).catch(() => undefined) : undefined;
        if (bytes)
          revisioned.push({
            url: src,
            revision: createHash('sha256').update(bytes).digest('hex').slice(0, 16),
          });
      }
    }
    return precacheEntries(await currentPlan(), revisioned);
  }

  return async (ctx, next) => {
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') return next();
    const path = ctx.path;
    if (path === '/' || path === '/h5') {
      ctx.status = 302;
      ctx.redirect('/h5/');
      return;
    }
    if (!path.startsWith('/h5/')) return next();

    if (path === '/h5/remotes.json') {
      ctx.set('Cache-Control', NO_CACHE);
      ctx.body = await remotesManifest(webRoot, remotes);
      return;
    }
    if (path === '/h5/' || path === '/h5/index.html') {
      const html = await indexHtml();
      if (html === undefined) return plainNotFound(ctx);
      const cookie = ctx.cookies.get(LANG_COOKIE, { signed: false });
      return sendDocument(ctx, html, isLang(cookie) ? cookie : undefined, true);
    }
    if (path === '/h5/offline.html') {
      const page = await offlinePage();
      if (page === undefined) return plainNotFound(ctx);
      ctx.set('Content-Security-Policy', appPolicy(inlineStyleHashes(page)));
      return sendGenerated(ctx, page, 'text/html; charset=utf-8');
    }
    if (path === '/h5/sw.js') {
      const script = await serviceWorker();
      if (script === undefined) return plainNotFound(ctx);
      // A deploy changes the list, so the script's bytes: browsers then install the new worker.
      const body = script.split(PRECACHE_TOKEN).join(JSON.stringify(await precacheList()));
      return sendGenerated(ctx, body, 'text/javascript; charset=utf-8');
    }
    const remote = REMOTE_PATH.exec(path);
    const file = remote
      ? within(join(webRoot, 'remotes', remote[1]!, 'dist'), remote[2]!)
      : within(shellDist, path.slice('/h5'.length));
    if (!file || !(await sendFile(ctx, file))) plainNotFound(ctx);
  };
}
