import { useEffect, useState } from 'react';
import { api, socket, useSession } from '@h5/platform';
import type { ChatUnreadAnswer } from '@h5/api/contract/chat';

/** Several socket messages in a row (a busy group) ask once. */
const DEBOUNCE_MS = 400;

/**
 * The chat entry's badge: unread messages and notices (`/chat/unread`), asked again when the socket
 * brings a message or a notice and after it reconnects; 0 for a visitor.
 */
export function useChatUnread(): number {
  const { token } = useSession();
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    if (!token) return;
    let live = true;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const read = () => {
      api.post<ChatUnreadAnswer>('/chat/unread', undefined, { silent: true }).then(
        (answer) => {
          if (live) setUnread(answer.total);
        },
        () => undefined,
      );
    };
    const readSoon = () => {
      clearTimeout(timer);
      timer = setTimeout(read, DEBOUNCE_MS);
    };
    read();
    const offs = [
      socket.on('message', readSoon),
      socket.on('tokehu', readSoon),
      socket.on('notice', readSoon),
      socket.onBound(readSoon),
    ];
    return () => {
      live = false;
      clearTimeout(timer);
      offs.forEach((off) => off());
    };
  }, [token]);
  return token ? unread : 0;
}
