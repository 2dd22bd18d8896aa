import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { defineRoutes, guard, pathParam } from '../../platform/routes.ts';
import type { AppContext } from '../../platform/context.ts';
import { actedBy } from '../audit/operator-action.service.ts';
import { OPERATOR_POLICY } from '../operator/operator.policy.ts';
import { answerBytes } from './byte-ranges.ts';
import type { UploadAnswer } from './upload.contract.ts';
import type { UploadService } from './upload.service.ts';
import { VideoInfoQuerySchema } from './video.schema.ts';
import type { VideoUploadService } from './video-upload.service.ts';

/** Answers a tus request's outcome: its status and its protocol headers, no body. */
function answerTus(ctx: AppContext, answer: { status: number; headers: Headers }) {
  for (const [name, value] of answer.headers) {
    if (name !== 'content-length' && name !== 'content-type') ctx.set(name, value);
  }
  ctx.status = answer.status;
  ctx.body = null;
  // Koa answers 204 for a null body otherwise; tus clients read the status they were given.
  ctx.status = answer.status;
}

/** The methods a tus client sends as a POST with `X-HTTP-Method-Override` (tus-js-client `overridePatchMethod`). */
const OVERRIDES = new Set(['PATCH', 'DELETE']);

/**
 * Resumable video uploads (the tus protocol, ADR 0033) at `/api/Upload/video`, for a signed-in
 * member (`token`, as every member call): `POST` creates one (`Upload-Length`, or
 * `Upload-Defer-Length: 1`), `HEAD /video/<id>` answers its offset, and `PATCH`/`DELETE` come as a
 * `POST /video/<id>` with `X-HTTP-Method-Override` (the route table answers GET and POST only).
 * `GET /video/info?id` answers the member's own upload as `VideoUploadInfo`.
 */
export const videoUploadRoutes = ({ videos }: { videos: VideoUploadService }) =>
  defineRoutes('/api/Upload', (route) => {
    route.post('/video', { guard: guard.member }, async (ctx, { actor }) => {
      answerTus(ctx, await videos.tus(ctx.req, 'POST', null, actor.id));
    });

    route.get(
      '/video/info',
      { guard: guard.member, query: VideoInfoQuerySchema },
      async (ctx, { actor, query }) => {
        sendOk(ctx, await videos.info(query.id, actor.id));
      },
    );

    // Koa's router answers HEAD with the GET route; a plain GET of an upload has nothing to answer.
    route.get('/video/:id', { guard: guard.member }, async (ctx, { actor }) => {
      if (ctx.method !== 'HEAD') throw new ApiError(405, 'errors.methodNotAllowed');
      answerTus(ctx, await videos.tus(ctx.req, 'HEAD', pathParam(ctx, 'id'), actor.id));
    });

    route.post('/video/:id', { guard: guard.member }, async (ctx, { actor }) => {
      const method = ctx.get('X-HTTP-Method-Override').trim().toUpperCase();
      if (!OVERRIDES.has(method)) throw new ApiError(405, 'errors.methodNotAllowed');
      answerTus(ctx, await videos.tus(ctx.req, method as 'PATCH' | 'DELETE', pathParam(ctx, 'id'), actor.id));
    });
  });

/**
 * Operators' uploads for the content area (articles and media), multipart field `file`, the type
 * from the bytes: images ≤ 10 MB, videos ≤ 300 MB streamed into the video store. Audited.
 */
export const adminUploadRoutes = ({
  uploads,
  videos,
}: {
  uploads: UploadService;
  videos: VideoUploadService;
}) =>
  defineRoutes('/api/Admin/Upload', (route) => {
    route.post(
      '/image',
      { guard: guard.operator(OPERATOR_POLICY.content), multipart: true },
      async (ctx, { actor }) => {
        const answer: UploadAnswer = {
          path: await uploads.storeOperatorImage(ctx.req, ctx.req.headers, actedBy(actor)),
        };
        sendOk(ctx, answer);
      },
    );

    route.post(
      '/video',
      { guard: guard.operator(OPERATOR_POLICY.content), multipart: true },
      async (ctx, { actor }) => {
        const answer: UploadAnswer = {
          path: await videos.storeOperatorVideo(ctx.req, ctx.req.headers, actedBy(actor)),
        };
        sendOk(ctx, answer);
      },
    );
  });

/**
 * Finished videos under `/videos/<name>` (a random name, not the upload's): public to whoever has
 * the name, with byte ranges (players seek with them: 206), never as a document.
 */
export const storedVideoRoutes = ({ videos }: { videos: VideoUploadService }) =>
  defineRoutes('/videos', (route) => {
    route.get('/:name', { guard: guard.public }, async (ctx) => {
      const video = await videos.published(pathParam(ctx, 'name'));
      if (!video?.mime || video.size == null) return;
      ctx.set('Content-Type', video.mime);
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.set('Cache-Control', 'public, max-age=31536000, immutable');
      answerBytes(ctx, video.size, (range) => videos.read(video, range));
    });
  });
