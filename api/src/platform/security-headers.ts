import type { Middleware } from 'koa';
import { isApiPath, type AppState } from './context.ts';

/**
 * The web app's Content-Security-Policy: everything from this origin, nothing inline that runs but
 * what the document itself names. The chat socket connects back to this origin ('self' covers ws:
 * and wss: of the same host). `documentStyles`: the hashes of a document's own inline `<style>` (the
 * splash's styles, in the document so that it paints before any file arrives); `documentScripts`: of
 * its own inline scripts (the one that shows the page the server rendered, ADR 0025); only that
 * document's answer carries them.
 */
export function appPolicy(
  documentStyles: readonly string[] = [],
  documentScripts: readonly string[] = [],
): string {
  return [
    "default-src 'self'",
    ["script-src 'self'", ...documentScripts].join(' '),
    // The k-line chart (apexcharts 4.7.0) puts two fixed stylesheets of its own into <style>
    // elements; their hashes let exactly those in, and no other inline style. A new apexcharts
    // version changes them: the end-to-end CSP journey then fails and names the new hashes.
    [
      "style-src 'self' 'sha256-TBymqJXQvXKxe+z+3ydUYBErlkFFu110c5FjiVB8p+M=' 'sha256-aSysLrDECVdJ6L+jLf8CC5QKLmwRuk/OZiZk9mYky8A='",
      ...documentStyles,
    ].join(' '),
    "img-src 'self' data: blob:",
    "font-src 'self'",
    "connect-src 'self'",
    "media-src 'self' blob:",
    "worker-src 'self'",
    "manifest-src 'self'",
    "object-src 'none'",
    "base-uri 'self'",
    "form-action 'self'",
    "frame-ancestors 'none'",
  ].join('; ');
}

const APP_POLICY = appPolicy();

/** API answers are data, never documents: nothing in them may load or run anything. */
const API_POLICY = "default-src 'none'; frame-ancestors 'none'";

/**
 * Answers a browser never renders nor runs as a document or worker: scripts loaded by a page, styles,
 * data, raster images, fonts. A policy on them has no effect; it is left out so that each of the
 * first screen's files carries half a kilobyte less (ADR 0022). Documents, SVG, the service worker's
 * script, plain answers and everything of the API keep theirs.
 */
const PASSIVE_TYPES =
  /^(?:text\/css|text\/javascript|application\/javascript|application\/json|application\/manifest\+json|image\/(?:png|jpeg|gif|webp|avif|x-icon)|font\/)/;
const WORKER_SCRIPT = /\/sw\.js$/;

/**
 * Headers on every answer: no MIME sniffing, no referrer beyond this origin; on API answers and on
 * anything that can be a document or a worker, no framing and the CSP of the app or of the API (a
 * route or the web app may have set a stricter or a document's own one). API answers are `no-store`
 * unless a route chose otherwise: they carry members' data and tokens, and no shared or browser cache
 * may keep them.
 */
export function securityHeaders(): Middleware<AppState> {
  return async (ctx, next) => {
    const api = isApiPath(ctx.path);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Referrer-Policy', 'same-origin');
    try {
      await next();
    } finally {
      const passive = !api && PASSIVE_TYPES.test(ctx.response.type) && !WORKER_SCRIPT.test(ctx.path);
      if (!passive) {
        ctx.set('X-Frame-Options', 'DENY');
        if (!ctx.response.get('Content-Security-Policy'))
          ctx.set('Content-Security-Policy', api ? API_POLICY : APP_POLICY);
      }
      if (api && !ctx.response.get('Cache-Control')) ctx.set('Cache-Control', 'no-store');
    }
  };
}
