import type { SocketMessage } from './decodeSocketPayload.ts';
import type { socketConnection } from './socketConnection.ts';
// Follows the session from the first load on, before the socket's own code arrives.
import './socketSession.ts';

type Connection = typeof socketConnection;
type Subscription = { type: string; handler: (message: SocketMessage) => void; off: (() => void) | null };
type BoundSubscription = { handler: () => void; off: (() => void) | null };

/**
 * The socket's life cycle and socket.io-client arrive together, on the first `start()`: chat is
 * never what the first screen needs. Until then subscriptions and messages wait here.
 */
let connection: Connection | null = null;
let loading: Promise<Connection> | null = null;
let wantStarted = false;
const subscriptions = new Set<Subscription>();
const boundSubscriptions = new Set<BoundSubscription>();
let pending: object[] = [];

function load(): Promise<Connection> {
  loading ??= import('./socketConnection.ts').then(({ socketConnection }) => {
    connection = socketConnection;
    for (const subscription of subscriptions)
      subscription.off = socketConnection.on(subscription.type, subscription.handler);
    for (const subscription of boundSubscriptions)
      subscription.off = socketConnection.onBound(subscription.handler);
    const queued = pending;
    pending = [];
    queued.forEach((message) => socketConnection.send(message));
    if (wantStarted) socketConnection.start();
    return socketConnection;
  });
  // A chunk that failed to arrive (network) is fetched again by the next start.
  loading.catch((error: unknown) => {
    loading = null;
    console.warn('socket:', error);
  });
  return loading;
}

/** The chat socket: open while the app is visible (specification §4, ARCHITECTURE §6). */
export const socket = {
  /** Opens the socket whenever the document is visible, from now on. */
  start(): void {
    wantStarted = true;
    if (connection) connection.start();
    else void load().catch(() => undefined);
  },
  /** Closes the socket (telling the server) and stops following visibility. */
  stop(): void {
    wantStarted = false;
    // Not loaded yet: nothing was ever opened, so there is nothing to close or to tell.
    connection?.stop();
  },
  /** Sends `{ ...message, token }`; queued while closed, retried once after a failure. */
  send(message: object): void {
    if (connection) connection.send(message);
    else pending.push(message);
  },
  /** Listens to one message type (init, message, isOnline, tokefu, tokehu, notice, or '*'). */
  on(type: string, handler: (message: SocketMessage) => void): () => void {
    const subscription: Subscription = { type, handler, off: connection?.on(type, handler) ?? null };
    subscriptions.add(subscription);
    return () => {
      subscriptions.delete(subscription);
      subscription.off?.();
    };
  },
  /**
   * Called each time the socket is (re)connected and bound to the member, so that messages of the
   * member's arrive from then on: a page asks then for what it missed (`/chat/message/since`).
   */
  onBound(handler: () => void): () => void {
    const subscription: BoundSubscription = { handler, off: connection?.onBound(handler) ?? null };
    boundSubscriptions.add(subscription);
    return () => {
      boundSubscriptions.delete(subscription);
      subscription.off?.();
    };
  },
};
