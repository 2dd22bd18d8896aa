import type { Clock } from '../../platform/clock.ts';
import type { MemberActor } from '../../platform/policy.ts';
import { ApiError } from '../../platform/errors.ts';
import { memberRoom, type Realtime, type SocketData } from '../../realtime/socket-server.ts';
import { issueSocketToken, verifySocketToken } from '../../realtime/socket-token.ts';

type Deps = { realtime: Realtime; clock: Clock; socketTokenSecret: string };

/** The HTTP side of the chat socket: tokens for the handshake, and binding sockets to members. */
export function createChatService({ realtime, clock, socketTokenSecret }: Deps) {
  /** The socket with this id on any API process (through the adapter), if it is connected. */
  async function findSocket(clientId: string) {
    const sockets = await realtime.io.in(clientId).fetchSockets();
    const found = sockets.find((socket) => socket.id === clientId);
    return found && Object.assign(found, { data: found.data as SocketData });
  }

  return {
    issueToken(actor: MemberActor | undefined): string {
      return issueSocketToken(actor?.id ?? null, socketTokenSecret, clock.now());
    },

    findSocket,

    /** Joins a socket the route has authorized (`socketPolicy`) to its member's room. */
    join(socket: { join(room: string): unknown }, actor: MemberActor): void {
      socket.join(memberRoom(actor.id));
    },

    /**
     * Closes the socket when the app is hidden or the member logs out, for the caller who opened
     * it: `socketToken` must be the token the socket was opened with (its session may be gone by
     * now, so the session proves nothing here). A socket already gone is nothing to do.
     */
    async quit(clientId: string, socketToken: string): Promise<void> {
      const claims = verifySocketToken(socketToken, socketTokenSecret, clock.now(), { allowExpired: true });
      if (!claims)
        throw new ApiError(422, 'errors.socketTokenInvalid', { data: { code: 'socket_token_invalid' } });
      const socket = await findSocket(clientId);
      if (!socket) return;
      const data = socket.data;
      if (data.guestId !== claims.guestId || data.memberId !== claims.memberId)
        throw new ApiError(409, 'errors.socketNotYours', { data: { code: 'socket_not_yours' } });
      socket.disconnect(true);
    },
  };
}

export type ChatService = ReturnType<typeof createChatService>;
