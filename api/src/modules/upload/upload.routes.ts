import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import { extname } from 'node:path';
import type { UploadAnswer } from './upload.contract.ts';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard, pathParam } from '../../platform/routes.ts';
import { CONTENT_TYPES, type UploadService } from './upload.service.ts';

/** `POST /api/Upload/image` (multipart, field `file`). */
export const uploadRoutes = ({ uploads }: { uploads: UploadService }) =>
  defineRoutes('/api/Upload', (route) => {
    route.post('/image', { guard: guard.member, multipart: true }, async (ctx, { actor }) => {
      const answer: UploadAnswer = { path: await uploads.storeImage(ctx.req, ctx.req.headers, actor) };
      sendOk(ctx, answer);
    });
  });

/**
 * The stored files under `/uploads/<name>`: public to whoever has the random name, served as
 * the type found in their bytes, never as a document.
 */
export const storedFileRoutes = ({ uploads }: { uploads: UploadService }) =>
  defineRoutes('/uploads', (route) => {
    route.get('/:name', { guard: guard.public }, async (ctx) => {
      const file = uploads.pathOf(pathParam(ctx, 'name'));
      const info = file ? await stat(file).catch(() => null) : null;
      if (!file || !info?.isFile()) return;
      ctx.set('Content-Type', CONTENT_TYPES[extname(file).slice(1)]!);
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      ctx.body = createReadStream(file);
    });
  });
