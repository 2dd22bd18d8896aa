import type { Middleware } from 'koa';
import type { AppState } from './context.ts';
import type { Envelope } from './envelope.ts';
import { ApiError } from './errors.ts';
import { translate, type MessageKey } from './i18n.ts';

/** Maps errors thrown by Koa and its middleware (`ctx.throw`, body parsing) to our messages. */
const HTTP_ERRORS: Record<number, MessageKey> = {
  400: 'errors.malformedBody',
  401: 'errors.notLoggedIn',
  403: 'errors.forbidden',
  404: 'errors.notFound',
  405: 'errors.methodNotAllowed',
  413: 'errors.payloadTooLarge',
  415: 'errors.unsupportedMediaType',
  501: 'errors.methodNotAllowed',
};

function asApiError(error: unknown): ApiError | undefined {
  if (error instanceof ApiError) return error;
  const status = (error as { status?: unknown; expose?: unknown } | null)?.status;
  if (typeof status === 'number' && HTTP_ERRORS[status] && (error as { expose?: boolean }).expose) {
    return new ApiError(status === 501 ? 405 : status, HTTP_ERRORS[status], {
      status: status === 401 ? -100 : 0,
    });
  }
  return undefined;
}

/**
 * Turns every failure into the envelope with a meaningful HTTP status. Unexpected errors are
 * logged in full and answered as a generic 500: internals never reach the client.
 */
export function errorHandler(): Middleware<AppState> {
  return async (ctx, next) => {
    try {
      await next();
    } catch (error) {
      const known = asApiError(error);
      if (!known) ctx.state.log.error({ err: error }, 'unhandled error');
      const failure = known ?? new ApiError(500, 'errors.internal', { status: -1 });
      const body: Envelope<Record<string, unknown> | null> = {
        status: failure.status,
        msg: translate(ctx.state.lang, failure.messageKey, failure.params),
        data: failure.data ?? null,
      };
      if (failure.code !== undefined) body.code = failure.code;
      ctx.status = failure.httpStatus;
      ctx.body = body;
    }
  };
}
