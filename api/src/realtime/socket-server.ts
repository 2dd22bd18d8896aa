import type { Server as HttpServer } from 'node:http';
import { createAdapter } from '@socket.io/redis-adapter';
import type { Redis } from 'ioredis';
import type { Logger } from 'pino';
import { Server, type Socket } from 'socket.io';
import type { Clock } from '../platform/clock.ts';
import { verifySocketToken } from './socket-token.ts';

/** A server → client message: `{ type, ... }`, sent base64-encoded JSON as the spec requires. */
export type SocketMessage = { type: string; [key: string]: unknown };

export type SocketData = { memberId: number | null; guestId: string; lastPongAt: number };

export type Realtime = {
  io: Server;
  /**
   * Sends `message` to everyone in `room` (or in any of `rooms`: once per socket, one broadcast
   * through the adapter), on every API process when Redis is configured.
   */
  publish(room: string | string[], message: SocketMessage): void;
  close(): Promise<void>;
};

export const encodeMessage = (message: SocketMessage) =>
  Buffer.from(JSON.stringify(message)).toString('base64');

/** Where socket.io listens on the API's HTTP server (spec: `/wss`). */
export const SOCKET_PATH = '/wss';
export const ROOM_ALL = 'all';
/** The largest frame (or HTTP long-polling body) a client may send: 64 KB (ADR 0036). */
export const SOCKET_MAX_FRAME_BYTES = 64 * 1024;
export const memberRoom = (memberId: number) => `member-${memberId}`;

type Options = {
  server: HttpServer;
  secret: string;
  clock: Clock;
  logger: Logger;
  redis?: { pub: Redis; sub: Redis } | undefined;
};

function handshakeToken(socket: Socket): unknown {
  const auth = socket.handshake.auth as { token?: unknown } | undefined;
  return auth?.token ?? socket.handshake.query.token;
}

/** socket.io at `/wss` on the API's HTTP server; only sockets with a valid issued token get in. */
export function createRealtime({ server, secret, clock, logger, redis }: Options): Realtime {
  const io = new Server(server, {
    path: SOCKET_PATH,
    serveClient: false,
    // Clients send only small frames (pong, and the like): a bigger one closes that socket alone.
    maxHttpBufferSize: SOCKET_MAX_FRAME_BYTES,
  });
  // Pub/sub channels ignore Redis's database numbers: naming them after the database keeps two
  // deployments (or test suites) that share one Redis server on databases of their own apart.
  if (redis)
    io.adapter(createAdapter(redis.pub, redis.sub, { key: `socket.io-db${redis.pub.options.db ?? 0}` }));

  io.use((socket, next) => {
    const claims = verifySocketToken(handshakeToken(socket), secret, clock.now());
    if (!claims) return next(new Error('invalid socket token'));
    const data: SocketData = {
      memberId: claims.memberId,
      guestId: claims.guestId,
      lastPongAt: clock.now().getTime(),
    };
    socket.data = data;
    next();
  });

  io.on('connection', (socket) => {
    void socket.join(ROOM_ALL);
    socket.emit('message', encodeMessage({ type: 'init', client_id: socket.id }));
    socket.on('message', (raw: unknown) => {
      let message: unknown = raw;
      if (typeof raw === 'string') {
        try {
          message = JSON.parse(raw);
        } catch {
          return;
        }
      }
      // The client's keep-alive; socket.io keeps the transport alive itself, this marks the member present.
      if ((message as { type?: unknown } | null)?.type === 'pong') {
        (socket.data as SocketData).lastPongAt = clock.now().getTime();
      }
    });
  });

  return {
    io,
    publish(room, message) {
      io.to(room).emit('message', encodeMessage(message));
    },
    async close() {
      io.disconnectSockets(true);
      await new Promise<void>((resolve) => {
        io.close(() => resolve());
      }).catch((error: unknown) => logger.warn({ err: error }, 'socket server close'));
    },
  };
}
