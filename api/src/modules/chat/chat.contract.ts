// Wire types of the chat module (`@h5/api/contract/chat`), shared with the front end. Types only.

/** POST /chat/connect/issueToken */
export type SocketTokenAnswer = { token: string };

/** The socket's first message, after base64 and JSON decoding: its id, for `messages/bind`. */
export type SocketInitMessage = { type: 'init'; client_id: string };
