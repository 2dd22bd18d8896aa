import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { join, resolve, sep } from 'node:path';
import type { Middleware } from 'koa';
import type { AppContext, AppState } from '../platform/context.ts';
import { cacheControlFor, NO_CACHE } from './cache-policy.ts';
import { contentType } from './mime.ts';
import { remotesManifest } from './remotes-manifest.ts';

type Options = { webRoot: string; remotes: string[] | undefined };

const REMOTE_PATH = /^\/h5\/remotes\/([a-z0-9][a-z0-9-]*)(\/.*)$/;

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

async function sendFile(ctx: AppContext, file: string): Promise<boolean> {
  const info = await stat(file).catch(() => undefined);
  if (!info?.isFile()) return false;
  const etag = `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`;
  ctx.set('Cache-Control', cacheControlFor(file));
  ctx.set('ETag', etag);
  ctx.set('Last-Modified', info.mtime.toUTCString());
  ctx.type = contentType(file);
  if (ctx.get('If-None-Match') === etag) {
    ctx.status = 304;
    return true;
  }
  ctx.length = info.size;
  ctx.status = 200;
  ctx.body = ctx.method === 'HEAD' ? null : createReadStream(file);
  return true;
}

function plainNotFound(ctx: AppContext) {
  ctx.status = 404;
  ctx.type = 'text/plain; charset=utf-8';
  ctx.set('Cache-Control', NO_CACHE);
  ctx.body = 'Not found';
}

/**
 * The web app on the API's port: the shell at `/h5/`, each remote at `/h5/remotes/<name>/`, the
 * computed `/h5/remotes.json`, and `/` redirecting to `/h5/`. Files are streamed from disk.
 */
export function serveWeb({ webRoot, remotes }: Options): Middleware<AppState> {
  const shellDist = join(webRoot, 'shell', 'dist');
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
    const remote = REMOTE_PATH.exec(path);
    const file = remote
      ? within(join(webRoot, 'remotes', remote[1]!, 'dist'), remote[2]!)
      : within(shellDist, path === '/h5/' ? '/index.html' : path.slice('/h5'.length));
    if (!file || !(await sendFile(ctx, file))) plainNotFound(ctx);
  };
}
