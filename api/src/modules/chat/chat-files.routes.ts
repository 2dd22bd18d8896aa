import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { defineRoutes, guard, pathParam } from '../../platform/routes.ts';
import { answerBytes } from '../upload/byte-ranges.ts';
import type { ChatFileAnswer } from './chat.contract.ts';
import type { ChatFilesService } from './chat-files.service.ts';

/** `/chat/file/upload` (multipart `kind` and `file`) and `GET /chat/file/<name>` (private). */
export const chatFileRoutes = ({ em, files }: { em: EntityManager; files: ChatFilesService }) =>
  defineRoutes('/chat/file', (route) => {
    route.post('/upload', { guard: guard.member, multipart: true }, async (ctx, { actor }) => {
      const kind = typeof ctx.query.kind === 'string' ? ctx.query.kind : undefined;
      const answer: ChatFileAnswer = await files.store(
        em,
        ctx.req,
        ctx.req.headers,
        { memberId: actor.id },
        kind,
      );
      sendOk(ctx, answer);
    });

    // Never a document, never guessed at by the browser, never kept by a shared cache.
    route.get('/:name', { guard: guard.memberIfAny }, async (ctx, { actor }) => {
      const { file, read } = await files.open(em, actor, pathParam(ctx, 'name'));
      ctx.set('Content-Type', file.mime);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.set('Cache-Control', 'private, max-age=86400');
      answerBytes(ctx, file.size, read);
    });
  });
