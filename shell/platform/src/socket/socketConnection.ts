import { api } from '../api/api.ts';
import { localStore } from '../storage/localStore.ts';
import { storageKeys } from '../storage/storageKeys.ts';
import { createSocketLifecycle } from './createSocketLifecycle.ts';
import type { SocketMessage } from './decodeSocketPayload.ts';
import { openSocketIo } from './openSocketIo.ts';
import { socketSession } from './socketSession.ts';

const lifecycle = createSocketLifecycle({
  issueToken: async (quietly) => {
    const data = await api.post<{ token: string }>('/connect/issueToken', undefined, {
      base: 'chat',
      silent: quietly,
    });
    return data.token;
  },
  open: openSocketIo,
  bind: (clientId) => api.post('/messages/bind', { client_id: clientId }, { base: 'chat', silent: true }),
  quit: (clientId, socketToken) =>
    api.post(
      '/messages/quit',
      { client_id: clientId, socket_token: socketToken },
      { base: 'chat', silent: true },
    ),
  isLoggedIn: socketSession.isLoggedIn,
  mayOpen: socketSession.mayOpen,
  clientId: {
    set: (id) => localStore.set(storageKeys.clientId, id),
    clear: () => localStore.remove(storageKeys.clientId),
  },
  setInterval: (callback, ms) => globalThis.setInterval(callback, ms),
  clearInterval: (handle) => globalThis.clearInterval(handle as number),
  setTimeout: (callback, ms) => globalThis.setTimeout(callback, ms),
  clearTimeout: (handle) => globalThis.clearTimeout(handle as number),
  onError: (error) => console.warn('socket:', error),
});

let started = false;
let unsubscribeSession: (() => void) | null = null;

function followVisibility() {
  if (document.visibilityState === 'visible') void lifecycle.show();
  else lifecycle.hide();
}

function onPageHide() {
  lifecycle.hide();
}

/** The chat socket itself, loaded with socket.io-client by `socket.ts` when it first starts. */
export const socketConnection = {
  /** Opens the socket whenever the document is visible, from now on. */
  start(): void {
    if (started || typeof document === 'undefined') return;
    started = true;
    document.addEventListener('visibilitychange', followVisibility);
    window.addEventListener('pagehide', onPageHide);
    window.addEventListener('pageshow', followVisibility);
    // A login reopens the socket for the member (a guest's socket cannot be bound); an ended
    // session closes it.
    unsubscribeSession = socketSession.onChange(() => lifecycle.renew());
    followVisibility();
  },
  /** Closes the socket (telling the server) and stops following visibility. */
  stop(): void {
    if (started) {
      document.removeEventListener('visibilitychange', followVisibility);
      window.removeEventListener('pagehide', onPageHide);
      window.removeEventListener('pageshow', followVisibility);
      unsubscribeSession?.();
      unsubscribeSession = null;
      started = false;
    }
    lifecycle.hide();
  },
  /** Sends `{ ...message, token }`; queued while closed, retried once after a failure. */
  send(message: object): void {
    lifecycle.send(message);
  },
  /** Listens to one message type (init, message, isOnline, tokefu, tokehu, notice, or '*'). */
  on(type: string, handler: (message: SocketMessage) => void): () => void {
    return lifecycle.on(type, handler);
  },
  /** Called each time a connection is bound to the member: ask then for what was missed. */
  onBound(handler: () => void): () => void {
    return lifecycle.onBound(handler);
  },
};
