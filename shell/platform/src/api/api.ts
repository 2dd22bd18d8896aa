import { toast } from '@h5/design-system';
import { i18n, PLATFORM_NS } from '../lang/i18n.ts';
import { store } from '../state/store.ts';
import { langAtom } from '../lang/states/langAtom.ts';
import { sessionAtom } from '../session/states/sessionAtom.ts';
import { currentPage, navigation } from '../navigation/navigation.ts';
import { createApiClient, type ApiClient } from './createApiClient.ts';
import { createUnauthenticatedHandler } from './createUnauthenticatedHandler.ts';
import { takeEarlyCall } from './earlyCalls.ts';

/** The `client` header: which kind of client calls. */
export const CLIENT_NAME = 'h5';

const onUnauthenticated = createUnauthenticatedHandler({
  currentToken: () => store.get(sessionAtom).token,
  forgetSession: () => store.set(sessionAtom, { token: null, userInfo: null }),
  toast: (message) => toast.error(message),
  currentPage,
  navigate: (url) => navigation.navigate(url),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
});

/** Sends a call, or hands over the answer of the same call the document started early (ADR 0022). */
const send: typeof fetch = (input, init) =>
  takeEarlyCall(input, init, () => globalThis.fetch(input, init)) ?? globalThis.fetch(input, init);

const client = createApiClient({
  fetch: send,
  headers: () => ({
    token: store.get(sessionAtom).token ?? '',
    client: CLIENT_NAME,
    Lang: store.get(langAtom),
  }),
  effects: {
    toast: (message, kind) =>
      kind === 'error' ? toast.error(message) : toast.show(message, { icon: 'none' }),
    message: (key) => i18n.t(key, { ns: PLATFORM_NS }),
    onUnauthenticated,
  },
});

let inFlight = 0;
let idleWaiters: (() => void)[] = [];

function settled() {
  inFlight -= 1;
  if (inFlight > 0) return;
  const waiters = idleWaiters;
  idleWaiters = [];
  waiters.forEach((resolve) => resolve());
}

function tracked<T>(call: Promise<T>): Promise<T> {
  inFlight += 1;
  call.then(settled, settled);
  return call;
}

/** The one API client: resolves `data` of status 1; otherwise toasts and rejects with ApiError. */
export const api: ApiClient = {
  get: (path, query, options) => tracked(client.get(path, query, options)),
  post: (path, body, options) => tracked(client.post(path, body, options)),
  upload: (path, file, options) => tracked(client.upload(path, file, options)),
};

/** Resolves once no API call is waiting for its answer (background work waits for the page's data). */
export function whenApiIdle(): Promise<void> {
  return inFlight === 0 ? Promise.resolve() : new Promise((resolve) => idleWaiters.push(resolve));
}
