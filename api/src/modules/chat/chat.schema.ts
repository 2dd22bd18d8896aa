import { z } from 'zod';
import { socketId } from '../../platform/params.ts';
import { message } from '../../platform/validate.ts';

export const BindSchema = z.object({ client_id: socketId() });

/** `socket_token`: the token the socket was opened with, which proves the caller opened it. */
export const QuitSchema = z.object({
  client_id: socketId(),
  socket_token: z
    .string(message('errors.socketTokenRequired'))
    .min(1, message('errors.socketTokenRequired'))
    .max(512),
});
