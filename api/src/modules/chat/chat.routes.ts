import { sendOk } from '../../platform/envelope.ts';
import { ApiError } from '../../platform/errors.ts';
import { authorize } from '../../platform/policy.ts';
import { defineRoutes, guard } from '../../platform/routes.ts';
import type { SocketTokenAnswer } from './chat.contract.ts';
import { BindSchema, QuitSchema } from './chat.schema.ts';
import type { ChatService } from './chat.service.ts';
import { socketPolicy } from './socket.policy.ts';

/** `/chat/connect/issueToken`, `/chat/messages/bind`, `/chat/messages/quit`. */
export const chatRoutes = ({ chat }: { chat: ChatService }) =>
  defineRoutes('/chat', (route) => {
    route.post('/connect/issueToken', { guard: guard.memberIfAny }, (ctx, { actor }) => {
      const answer: SocketTokenAnswer = { token: chat.issueToken(actor) };
      sendOk(ctx, answer);
    });

    // The socket must have been opened with a token issued to this member: a client id alone
    // proves nothing about who opened it.
    route.post('/messages/bind', { guard: guard.member, body: BindSchema }, async (ctx, { actor, body }) => {
      const socket = await chat.findSocket(body.client_id);
      if (!socket) throw new ApiError(404, 'errors.socketNotFound');
      if (socket.data.memberId === null)
        throw new ApiError(409, 'errors.socketGuest', { data: { code: 'socket_guest' } });
      authorize(actor, socketPolicy, 'bind', socket.data);
      chat.join(socket, actor);
      sendOk(ctx, { bound: true });
    });

    // No session needed: the app quits on hide and after logout. The socket token is the proof.
    route.post('/messages/quit', { guard: guard.public, body: QuitSchema }, async (ctx, { body }) => {
      await chat.quit(body.client_id, body.socket_token);
      sendOk(ctx, { quit: true });
    });
  });
