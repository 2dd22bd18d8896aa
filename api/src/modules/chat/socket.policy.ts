import { ApiError } from '../../platform/errors.ts';
import { definePolicy, isMember } from '../../platform/policy.ts';
import type { SocketData } from '../../realtime/socket-server.ts';

/** A chat socket is the member's who opened it: only they may bind it to their rooms. */
export const socketPolicy = definePolicy<SocketData>()({
  resource: 'socket',
  owned: true,
  refuse: () => new ApiError(409, 'errors.socketNotYours', { data: { code: 'socket_not_yours' } }),
  rules: {
    bind: (actor, socket) => socket.memberId !== null && isMember(actor, socket.memberId),
  },
});
