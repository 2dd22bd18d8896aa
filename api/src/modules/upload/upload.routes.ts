import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import Router from '@koa/router';
import type { UploadAnswer } from '../../contract/index.ts';
import type { Auth } from '../../platform/auth.ts';
import type { AppState } from '../../platform/context.ts';
import { sendOk } from '../../platform/envelope.ts';
import { CONTENT_TYPES, type UploadService } from './upload.service.ts';

/** `POST /api/Upload/image` (multipart, field `file`) and the stored files under `/uploads/`. */
export function uploadRoutes({ uploads, auth }: { uploads: UploadService; auth: Auth }) {
  const router = new Router<AppState>();

  router.post('/api/Upload/image', auth(), async (ctx) => {
    const path = await uploads.storeImage(ctx.req, ctx.req.headers, ctx.state.member!.id);
    const answer: UploadAnswer = { path };
    sendOk(ctx, answer);
  });

  router.get('/uploads/:name', async (ctx) => {
    const file = uploads.pathOf(ctx.params.name ?? '');
    const info = file ? await stat(file).catch(() => null) : null;
    if (!file || !info?.isFile()) return;
    ctx.set('Content-Type', CONTENT_TYPES[extname(file).slice(1)]!);
    ctx.set('X-Content-Type-Options', 'nosniff');
    ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
    ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
    ctx.body = createReadStream(file);
  });

  return router;
}
