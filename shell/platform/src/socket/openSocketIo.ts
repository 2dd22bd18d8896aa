import { io } from 'socket.io-client';
import type { SocketConnection, SocketHandlers } from './createSocketLifecycle.ts';

/** The socket.io path of the API (ARCHITECTURE §6). */
export const SOCKET_PATH = '/wss';

/** Specification §9: the socket gives up connecting after 60 s. */
const CONNECT_TIMEOUT_MS = 60_000;

/** Connects socket.io with the issued token. */
export async function openSocketIo(token: string, handlers: SocketHandlers): Promise<SocketConnection> {
  const socket = io({
    path: SOCKET_PATH,
    auth: { token },
    query: { token },
    // WebSocket only: long-polling would hold a request open for ever on every page.
    transports: ['websocket'],
    reconnection: false,
    timeout: CONNECT_TIMEOUT_MS,
  });
  await new Promise<void>((resolve, reject) => {
    socket.once('connect', () => resolve());
    socket.once('connect_error', (error) => {
      socket.close();
      reject(error);
    });
  });
  socket.on('message', (payload: unknown) => handlers.onMessage(payload));
  socket.on('disconnect', () => handlers.onClose());
  return {
    send(payload) {
      if (!socket.connected) throw new Error('socket is not connected');
      socket.emit('message', payload);
    },
    close() {
      socket.off('disconnect');
      socket.close();
    },
  };
}
