import { decodeSocketPayload, type SocketMessage } from './decodeSocketPayload.ts';

/** An open connection as the life cycle sees it. */
export type SocketConnection = {
  /** Sends one JSON text; throws when the connection cannot take it. */
  send(payload: string): void;
  /** Closes without reporting `onClose`. */
  close(): void;
};

export type SocketHandlers = { onMessage(raw: unknown): void; onClose(): void };

export type SocketLifecycleDeps = {
  /** Issues a socket token; `quietly` on automatic retries, so a dead network is not toasted again and again. */
  issueToken(quietly: boolean): Promise<string>;
  /** Connects with the issued token; resolves once connected. */
  open(token: string, handlers: SocketHandlers): Promise<SocketConnection>;
  bind(clientId: string): Promise<unknown>;
  /** Tells the server to close the socket: `socketToken` (the one it was opened with) proves it is ours. */
  quit(clientId: string, socketToken: string): Promise<unknown>;
  isLoggedIn(): boolean;
  /**
   * Whether the socket may open now: for a member, or for a visitor whose session has not ended
   * during this visit (after a logout it stays closed until the next login).
   */
  mayOpen(): boolean;
  /** Where the client id is kept (local storage `client_id`); the life cycle holds its own copy too. */
  clientId: { set(id: string): void; clear(): void };
  setInterval(callback: () => void, ms: number): unknown;
  clearInterval(handle: unknown): void;
  setTimeout(callback: () => void, ms: number): unknown;
  clearTimeout(handle: unknown): void;
  onError?(error: unknown): void;
};

export type SocketState = 'closed' | 'opening' | 'open';

/** Specification §9: keep-alive every 25 s. */
export const KEEP_ALIVE_MS = 25_000;
/** Waits before reopening after the server dropped the connection; doubles up to the last. */
export const REOPEN_DELAYS_MS = [2_000, 5_000, 15_000, 30_000];

type Queued = { message: object; retried: boolean };

/**
 * The socket's life cycle (specification §4): closed until shown; on show a token is issued and
 * the socket opened, queued messages go out; `init` stores the client id and binds it when logged
 * in; on hide or close the client id is cleared and the server told to quit (with the socket's
 * token); a pong every 25 s; a failed send is queued and retried once by reopening the socket.
 * A new session reopens it with a member's token; an ended one closes it.
 */
export function createSocketLifecycle(deps: SocketLifecycleDeps) {
  let state: SocketState = 'closed';
  let shown = false;
  let connection: SocketConnection | null = null;
  let socketToken = '';
  let clientId: string | null = null;
  let generation = 0;
  let keepAlive: unknown = null;
  let reopenTimer: unknown = null;
  let reopenAttempt = 0;
  let queue: Queued[] = [];
  const listeners = new Map<string, Set<(message: SocketMessage) => void>>();
  const boundListeners = new Set<() => void>();

  const report = (error: unknown) => deps.onError?.(error);

  function leave() {
    if (keepAlive !== null) deps.clearInterval(keepAlive);
    keepAlive = null;
    connection = null;
    state = 'closed';
    const leaving = clientId;
    clientId = null;
    deps.clientId.clear();
    if (leaving) deps.quit(leaving, socketToken).catch(report);
  }

  function transmit(message: object) {
    if (state !== 'open' || !connection) throw new Error('socket is not open');
    connection.send(JSON.stringify({ ...message, token: socketToken }));
  }

  function flush() {
    const pending = queue;
    queue = [];
    for (const [index, item] of pending.entries()) {
      try {
        transmit(item.message);
      } catch {
        const rest = pending.slice(index + 1);
        if (!item.retried) queue = [{ message: item.message, retried: true }, ...rest];
        else queue = rest;
        reopen();
        return;
      }
    }
  }

  function dispatch(message: SocketMessage) {
    if (message.type === 'init' && typeof message.client_id === 'string' && message.client_id) {
      clientId = message.client_id;
      deps.clientId.set(clientId);
      if (deps.isLoggedIn()) {
        const current = generation;
        deps
          .bind(clientId)
          .then(() => {
            // A connection closed meanwhile is not the member's: the next one tells again.
            if (current === generation) notifyBound();
          })
          .catch(report);
      }
    }
    for (const handler of [...(listeners.get(message.type) ?? []), ...(listeners.get('*') ?? [])]) {
      try {
        handler(message);
      } catch (error) {
        report(error);
      }
    }
  }

  function notifyBound() {
    for (const handler of [...boundListeners]) {
      try {
        handler();
      } catch (error) {
        report(error);
      }
    }
  }

  async function open() {
    if (state !== 'closed' || !shown || !deps.mayOpen()) return;
    state = 'opening';
    const current = ++generation;
    try {
      const token = await deps.issueToken(reopenAttempt > 0);
      if (current !== generation) return;
      // Before connecting: `init` may come at once, and leaving quits with this token.
      socketToken = token;
      const opened = await deps.open(token, {
        onMessage: (raw) => {
          if (current !== generation) return;
          const message = decodeSocketPayload(raw);
          if (message) dispatch(message);
        },
        onClose: () => {
          if (current !== generation) return;
          generation += 1;
          leave();
          scheduleReopen();
        },
      });
      if (current !== generation) {
        opened.close();
        return;
      }
      connection = opened;
      state = 'open';
      reopenAttempt = 0;
      keepAlive = deps.setInterval(() => {
        try {
          transmit({ type: 'pong' });
        } catch (error) {
          report(error);
        }
      }, KEEP_ALIVE_MS);
      flush();
    } catch (error) {
      if (current !== generation) return;
      state = 'closed';
      report(error);
      scheduleReopen();
    }
  }

  function close() {
    generation += 1;
    if (reopenTimer !== null) deps.clearTimeout(reopenTimer);
    reopenTimer = null;
    const closing = connection;
    if (state !== 'closed' || closing) leave();
    closing?.close();
  }

  function reopen() {
    close();
    void open();
  }

  function scheduleReopen() {
    if (!shown || reopenTimer !== null) return;
    const delay = REOPEN_DELAYS_MS[Math.min(reopenAttempt, REOPEN_DELAYS_MS.length - 1)] ?? 30_000;
    reopenAttempt += 1;
    reopenTimer = deps.setTimeout(() => {
      reopenTimer = null;
      void open();
    }, delay);
  }

  return {
    /** The app is visible: open the socket. */
    show(): Promise<void> {
      shown = true;
      return open();
    },
    /** The app is hidden or closing: close the socket and tell the server. */
    hide(): void {
      shown = false;
      close();
    },
    /** Sends a message now, or when the socket next opens. */
    send(message: object): void {
      if (state !== 'open') {
        queue.push({ message, retried: false });
        return;
      }
      try {
        transmit(message);
      } catch {
        queue.push({ message, retried: true });
        reopen();
      }
    },
    /** Listens to one message type ('*' for all); returns the unsubscribe function. */
    on(type: string, handler: (message: SocketMessage) => void): () => void {
      const set = listeners.get(type) ?? new Set();
      set.add(handler);
      listeners.set(type, set);
      return () => set.delete(handler);
    },
    /**
     * Called each time a connection is bound to the member (after `messages/bind`): from then on
     * the member's messages arrive. A page asks then for what it missed while there was none.
     */
    onBound(handler: () => void): () => void {
      boundListeners.add(handler);
      return () => boundListeners.delete(handler);
    },
    /**
     * The session changed (a login, or the end of a session): the socket closes, telling the
     * server, and opens again with a token for the new member, whose `init` binds it; after an
     * ended session it stays closed (`mayOpen`).
     */
    renew(): void {
      reopenAttempt = 0;
      reopen();
    },
    state: (): SocketState => state,
    queued: (): number => queue.length,
  };
}

export type SocketLifecycle = ReturnType<typeof createSocketLifecycle>;
