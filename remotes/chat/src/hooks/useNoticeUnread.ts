import { useEffect, useState } from 'react';
import { socket } from '@h5/platform';
import { fetchNoticeUnread } from '../api/chatApi.ts';

/**
 * The member's unread notices, read once and then kept by the socket: a `notice` carries the count
 * after it (`unread`); one without it (a plan review) has the count read again. A new `version`
 * (the page marked notices read) reads it again.
 */
export function useNoticeUnread(version = 0): number {
  const [unread, setUnread] = useState(0);
  useEffect(() => {
    let live = true;
    const read = () =>
      fetchNoticeUnread().then(
        (answer) => {
          if (live) setUnread(answer.unread);
        },
        () => undefined,
      );
    void read();
    const off = socket.on('notice', (message) => {
      if (typeof message.unread === 'number') setUnread(message.unread);
      else if (message.topic) void read();
    });
    return () => {
      live = false;
      off();
    };
  }, [version]);
  return unread;
}
