import { useEffect, useRef } from 'react';
import { socket } from '@h5/platform';

/**
 * Calls `onChange` when something about groups reaches the member on the socket: a `notice` of topic
 * `group` (a join request, for an admin), or, with `groupId`, a system message of that group's
 * conversation (someone joined, left or was removed, the settings changed; a member whose request
 * was approved receives the "joined" one). An open group page then shows it without a reload.
 */
export function useGroupNotices(onChange: () => void, groupId?: number | null): void {
  const latest = useRef(onChange);
  useEffect(() => {
    latest.current = onChange;
  });
  useEffect(() => {
    const offNotice = socket.on('notice', (message) => {
      if (message.topic === 'group') latest.current();
    });
    const offMessage = socket.on('message', (message) => {
      const sent = message.message as { kind?: unknown } | undefined;
      if (groupId && Number(message.conversationId) === groupId && sent?.kind === 'system') latest.current();
    });
    return () => {
      offNotice();
      offMessage();
    };
  }, [groupId]);
}
