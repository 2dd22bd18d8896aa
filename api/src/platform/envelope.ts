import type { AppContext } from './context.ts';
import type { EnvelopeStatus } from './errors.ts';
import { translate } from './i18n.ts';

/** Every answer of /api and /chat. */
export type Envelope<T = unknown> = { status: EnvelopeStatus; msg: string; data: T; code?: number };

/** Answers `data` as a success envelope. */
export function sendOk<T>(ctx: AppContext, data: T): void {
  const body: Envelope<T> = { status: 1, msg: translate(ctx.state.lang, 'ok'), data };
  ctx.status = 200;
  ctx.body = body;
}
