import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@h5/design-system';
import { socket } from '@h5/platform';
import { failureDescription } from '@h5/platform/helpers';
import type { ChatMessageView } from '@h5/api/contract/chat';
import { fetchHistory, fetchSince, markRead, sendMessage, uploadChatFile } from '../api/chatApi.ts';
import { newClientId } from '../utils/clientId.ts';
import {
  addMessages,
  addOlder,
  emptyThread,
  firstSeqOf,
  lastSeqOf,
  putOutgoing,
  updateOutgoing,
  type OutgoingMessage,
  type ThreadState,
} from '../utils/threadState.ts';

/** Messages per history page. */
const HISTORY_ROWS = 30;

/** What the member sends: a text, or a picture or recording still on the device. */
export type Draft =
  | { kind: 'text'; text: string }
  | { kind: 'image'; file: Blob }
  | { kind: 'voice'; file: Blob; durationMs: number };

/** A socket message carrying a stored message of a conversation (`message`, and `tokehu` from the service desk). */
function storedMessageOf(raw: Record<string, unknown>, conversationId: number): ChatMessageView | null {
  const message = raw.message as ChatMessageView | undefined;
  if (Number(raw.conversationId) !== conversationId || !message || typeof message.seq !== 'number')
    return null;
  return message;
}

/** A refusal's own words (too many messages, no longer friends), or the page's. */
const tell = (failure: unknown, fallback: string) => toast.error(failureDescription(failure) ?? fallback);

/**
 * One conversation's messages: the latest page, older pages on demand, new ones live from the
 * socket, what was missed while disconnected (`since`, each time the socket is bound again), the
 * member's own messages from sending to stored (or failed, to retry), and the read mark.
 */
export function useThread(conversationId: number) {
  const { t } = useTranslation('chat');
  const [thread, setThread] = useState<ThreadState>(emptyThread);
  const [loaded, setLoaded] = useState(false);
  const [error, setError] = useState<unknown>(null);
  const [loadingOlder, setLoadingOlder] = useState(false);
  const latest = useRef(thread);
  useEffect(() => {
    latest.current = thread;
  });
  const shownOnce = useRef(false);
  // Files picked or recorded, kept for a retry after a failed upload.
  const files = useRef(new Map<string, Blob>());

  const receive = useCallback((messages: readonly ChatMessageView[]) => {
    if (messages.length) setThread((state) => addMessages(state, messages));
  }, []);

  // What came after the last message shown, page after page (after a reconnect).
  const catchUp = useCallback(async () => {
    for (let page = 0; page < 20; page += 1) {
      const { list, more } = await fetchSince(conversationId, lastSeqOf(latest.current));
      receive(list);
      latest.current = addMessages(latest.current, list);
      if (!more || list.length === 0) return;
    }
  }, [conversationId, receive]);

  useEffect(() => {
    const onMessage = (raw: Record<string, unknown>) => {
      const message = storedMessageOf(raw, conversationId);
      if (message) receive([message]);
    };
    const offMessage = socket.on('message', onMessage);
    const offService = socket.on('tokehu', onMessage);
    // Once the latest page is there (before, it brings what there is): even an empty thread may
    // have had its first message while the socket was not bound yet.
    const offBound = socket.onBound(() => {
      if (shownOnce.current) catchUp().catch(() => undefined);
    });
    return () => {
      offMessage();
      offService();
      offBound();
    };
  }, [conversationId, receive, catchUp]);

  const loadLatest = useCallback(() => {
    setError(null);
    fetchHistory(conversationId, undefined, HISTORY_ROWS).then(
      ({ list, more }) => {
        setThread((state) => addOlder(state, list, more));
        shownOnce.current = true;
        setLoaded(true);
      },
      (failure: unknown) => setError(failure),
    );
  }, [conversationId]);

  useEffect(loadLatest, [loadLatest]);

  const loadOlder = useCallback(() => {
    const state = latest.current;
    if (!state.hasOlder || loadingOlder || !loaded) return;
    setLoadingOlder(true);
    fetchHistory(conversationId, firstSeqOf(state), HISTORY_ROWS)
      .then(({ list, more }) => setThread((current) => addOlder(current, list, more)))
      .catch((failure: unknown) => tell(failure, t('thread.olderFailed')))
      .finally(() => setLoadingOlder(false));
  }, [conversationId, loaded, loadingOlder, t]);

  // Read up to the last message while the page is on screen.
  const lastSeq = lastSeqOf(thread);
  const readSeq = useRef(0);
  useEffect(() => {
    const markShown = () => {
      if (document.visibilityState !== 'visible' || lastSeq <= readSeq.current) return;
      readSeq.current = lastSeq;
      markRead(conversationId, lastSeq).catch(() => {
        readSeq.current = 0;
      });
    };
    markShown();
    document.addEventListener('visibilitychange', markShown);
    return () => document.removeEventListener('visibilitychange', markShown);
  }, [conversationId, lastSeq]);

  const deliver = useCallback(
    async (outgoing: OutgoingMessage) => {
      const { clientId } = outgoing;
      try {
        let fileName = outgoing.fileName;
        const file = files.current.get(clientId);
        if (outgoing.kind !== 'text' && !fileName && file) {
          fileName = (await uploadChatFile(file, outgoing.kind)).name;
          setThread((state) => updateOutgoing(state, clientId, { fileName }));
        }
        const stored = await sendMessage({
          conversationId,
          clientId,
          kind: outgoing.kind,
          ...(outgoing.kind === 'text' ? { text: outgoing.text } : { fileName }),
        });
        files.current.delete(clientId);
        receive([stored]);
      } catch (failure) {
        setThread((state) => updateOutgoing(state, clientId, { status: 'failed' }));
        tell(failure, t('thread.sendFailed'));
      }
    },
    [conversationId, receive, t],
  );

  const send = useCallback(
    (draft: Draft) => {
      const clientId = newClientId();
      const outgoing: OutgoingMessage = {
        clientId,
        kind: draft.kind,
        status: 'sending',
        createdAt: new Date().toISOString(),
        ...(draft.kind === 'text'
          ? { text: draft.text }
          : {
              localUrl: URL.createObjectURL(draft.file),
              ...(draft.kind === 'voice' ? { durationMs: draft.durationMs } : {}),
            }),
      };
      if (draft.kind !== 'text') files.current.set(clientId, draft.file);
      setThread((state) => putOutgoing(state, outgoing));
      void deliver(outgoing);
    },
    [deliver],
  );

  const retry = useCallback(
    (clientId: string) => {
      const outgoing = latest.current.outgoing.find((item) => item.clientId === clientId);
      if (!outgoing) return;
      const again = { ...outgoing, status: 'sending' as const };
      setThread((state) => putOutgoing(state, again));
      void deliver(again);
    },
    [deliver],
  );

  return { thread, loaded, error, reload: loadLatest, loadOlder, loadingOlder, send, retry };
}
