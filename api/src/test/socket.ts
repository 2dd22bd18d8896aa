import { io, type Socket } from 'socket.io-client';

export type DecodedMessage = { type: string; [key: string]: unknown };

export type TestSocket = {
  socket: Socket;
  /** Resolves with the next server message of `type` (decoded from base64 JSON). */
  next(type: string, timeoutMs?: number): Promise<DecodedMessage>;
  close(): void;
};

export const decodeMessage = (payload: string) =>
  JSON.parse(Buffer.from(payload, 'base64').toString('utf8')) as DecodedMessage;

/** Opens a socket.io client on `/wss` and records every `message` it receives. */
export function openSocket(baseUrl: string, token: string | undefined): TestSocket {
  const socket = io(baseUrl, {
    path: '/wss',
    auth: token === undefined ? {} : { token },
    transports: ['websocket'],
    reconnection: false,
    forceNew: true,
  });
  const received: DecodedMessage[] = [];
  const waiters: { type: string; resolve: (m: DecodedMessage) => void }[] = [];
  socket.on('message', (payload: string) => {
    const message = decodeMessage(payload);
    const waiter = waiters.findIndex((w) => w.type === message.type);
    if (waiter >= 0) waiters.splice(waiter, 1)[0]!.resolve(message);
    else received.push(message);
  });
  return {
    socket,
    next(type, timeoutMs = 5000) {
      const queued = received.findIndex((m) => m.type === type);
      if (queued >= 0) return Promise.resolve(received.splice(queued, 1)[0]!);
      return new Promise((resolve, reject) => {
        const waiter = {
          type,
          resolve: (message: DecodedMessage) => {
            clearTimeout(timer);
            resolve(message);
          },
        };
        // A waiter that timed out stops waiting: the next message of its type is queued, not lost.
        const timer = setTimeout(() => {
          waiters.splice(waiters.indexOf(waiter), 1);
          reject(new Error(`no "${type}" message within ${timeoutMs} ms`));
        }, timeoutMs);
        waiters.push(waiter);
      });
    },
    close: () => socket.close(),
  };
}

/** Resolves with the connect error message, or rejects if the socket gets in. */
export function expectRefused(socket: Socket, timeoutMs = 5000): Promise<string> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('neither connected nor refused')), timeoutMs);
    socket.once('connect', () => {
      clearTimeout(timer);
      reject(new Error('the socket was accepted'));
    });
    socket.once('connect_error', (error) => {
      clearTimeout(timer);
      resolve(error.message);
    });
  });
}
