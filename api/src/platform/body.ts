import { bodyParser } from '@koa/bodyparser';
import type { Middleware } from 'koa';
import type { AppState } from './context.ts';
import { ApiError } from './errors.ts';

/** Form-encoded and JSON bodies; a body that cannot be read is a localized 400 (413 when too large). */
export function body(): Middleware<AppState> {
  return bodyParser({
    enableTypes: ['json', 'form'],
    jsonLimit: '256kb',
    formLimit: '256kb',
    onError(error) {
      const status = (error as { status?: number }).status;
      if (status === 413) throw new ApiError(413, 'errors.payloadTooLarge');
      if (status === 415) throw new ApiError(415, 'errors.unsupportedMediaType');
      throw new ApiError(400, 'errors.malformedBody');
    },
  }) as unknown as Middleware<AppState>;
}
