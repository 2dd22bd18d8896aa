import type { Clock } from '../../platform/clock.ts';
import type { Member } from '../../platform/context.ts';
import { ApiError, forbidden } from '../../platform/errors.ts';
import { memberRoom, type Realtime, type SocketData } from '../../realtime/socket-server.ts';
import { issueSocketToken } from '../../realtime/socket-token.ts';

type Deps = { realtime: Realtime; clock: Clock; socketTokenSecret: string };

/** The HTTP side of the chat socket: tokens for the handshake, and binding sockets to members. */
export function createChatService({ realtime, clock, socketTokenSecret }: Deps) {
  /** The socket with this id on any API process (through the adapter), if it is connected. */
  async function findSocket(clientId: string) {
    const sockets = await realtime.io.in(clientId).fetchSockets();
    return sockets.find((socket) => socket.id === clientId);
  }

  return {
    issueToken(member: Member | undefined): string {
      return issueSocketToken(member?.id ?? null, socketTokenSecret, clock.now());
    },

    /**
     * Joins the socket to the member's room. The socket must have been opened with a token
     * issued to this member: a client id alone proves nothing about who opened it.
     */
    async bind(member: Member, clientId: string): Promise<void> {
      const socket = await findSocket(clientId);
      if (!socket) throw new ApiError(404, 'errors.socketNotFound');
      const owner = (socket.data as SocketData).memberId;
      if (owner === null) throw new ApiError(409, 'errors.socketGuest');
      if (owner !== member.id) throw forbidden('errors.socketNotYours');
      socket.join(memberRoom(member.id));
    },

    /**
     * Closes the socket when the app is hidden or the member logs out. Client ids are random and
     * only known to their client; a member may not close another member's socket.
     */
    async quit(member: Member | undefined, clientId: string): Promise<void> {
      const socket = await findSocket(clientId);
      if (!socket) return;
      const owner = (socket.data as SocketData).memberId;
      if (owner !== null && member && owner !== member.id) throw forbidden('errors.socketNotYours');
      socket.disconnect(true);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
