import type { EntityManager } from '@mikro-orm/core';
import { sendOk } from '../../platform/envelope.ts';
import { OPERATOR_TOKEN_HEADER } from '../../platform/operator-auth.ts';
import { operatorActorOf, type OperatorActor } from '../../platform/policy.ts';
import { defineRoutes, guard, pathParam, type OperatorResolver } from '../../platform/routes.ts';
import { answerBytes } from '../upload/byte-ranges.ts';
import type { ChatFileAnswer } from './chat.contract.ts';
import type { ChatFilesService } from './chat-files.service.ts';

/** `/chat/file/upload` (multipart `kind` and `file`) and `GET /chat/file/<name>` (private). */
type Deps = {
  em: EntityManager;
  files: ChatFilesService;
  /** Who an `operator-token` belongs to (the console reads the service desk's files with it). */
  operatorResolver: OperatorResolver;
  /** Whether an operator may read a chat file (the service desk's rule). */
  operatorMaySee: (operator: OperatorActor, name: string) => Promise<boolean>;
};

export const chatFileRoutes = ({ em, files, operatorResolver, operatorMaySee }: Deps) =>
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
    // A member's session (`token`), or the console's operator session (`operator-token`).
    route.get('/:name', { guard: guard.memberIfAny }, async (ctx, { actor }) => {
      const operatorToken = actor ? '' : ctx.get(OPERATOR_TOKEN_HEADER).trim();
      const operator = operatorToken ? await operatorResolver(operatorToken) : null;
      const reader = operator ? operatorActorOf(operator) : actor;
      const { file, read } = await files.open(em, reader, pathParam(ctx, 'name'), operatorMaySee);
      ctx.set('Content-Type', file.mime);
      ctx.set('X-Content-Type-Options', 'nosniff');
      ctx.set('Content-Security-Policy', "default-src 'none'; sandbox");
      ctx.set('Cache-Control', 'private, max-age=86400');
      answerBytes(ctx, file.size, read);
    });
  });
