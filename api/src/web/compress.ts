import { constants } from 'node:zlib';
import compress from 'koa-compress';
import type { Middleware } from 'koa';
import type { AppState } from '../platform/context.ts';

const COMPRESSIBLE = /^(?:text\/|application\/(?:javascript|json|manifest\+json)|image\/svg\+xml)/;

/**
 * Compresses the web app's text files (scripts, styles, HTML, manifests) for phones on slow
 * networks. Brotli at a low quality and gzip at its default level keep the CPU cost per
 * request small; small answers (API envelopes, health) are left as they are.
 */
export function compressWeb(): Middleware<AppState> {
  return compress({
    threshold: 1024,
    filter: (type) => COMPRESSIBLE.test(type),
    br: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    gzip: { level: 6 },
    deflate: false,
  }) as Middleware<AppState>;
}
