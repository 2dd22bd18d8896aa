import type Koa from 'koa';
import inject from 'light-my-request';
import type { AppState } from '../platform/context.ts';
import type { Answerer } from './server-render.ts';

/**
 * Answers a public `GET` of the app's own API without the network: the request goes through the app
 * as any other (language, validation, guards, presenters), signed out, and the envelope's data is
 * the answer, or undefined when the endpoint refused (ADR 0025).
 */
export function answerWith(app: Koa<AppState>): Answerer {
  let handler: ReturnType<Koa<AppState>['callback']> | undefined;
  return async (url, lang) => {
    handler ??= app.callback();
    const response = await inject(handler, { method: 'GET', url, headers: { Lang: lang, client: 'h5' } });
    if (response.statusCode !== 200) return undefined;
    const envelope = response.json<{ status?: unknown; data?: unknown }>();
    return envelope.status === 1 ? envelope.data : undefined;
  };
}
