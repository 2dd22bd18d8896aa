import { z } from 'zod';

/** The socket id the server sent in the `init` message. */
export const ClientIdSchema = z.object({
  client_id: z
    .string()
    .trim()
    .min(1)
    .max(64)
    .regex(/^[\w-]+$/),
});
