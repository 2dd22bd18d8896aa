import { useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { SpinnerIcon } from '@h5/design-system';
import { ImageViewer } from '@h5/design-system/ImageViewer';
import type { ConversationKind } from '@h5/api/contract/chat';
import { useVoicePlayer } from '../../hooks/useVoicePlayer.ts';
import type { ThreadState } from '../../utils/threadState.ts';
import { OutgoingMessageRow, StoredMessageRow } from './MessageRow.tsx';
import styles from './thread.module.css';

/** How close to the top an older page starts loading, and to the bottom a new message scrolls in. */
const EDGE_PX = 120;

type Props = {
  thread: ThreadState;
  conversationKind: ConversationKind;
  myId: number | undefined;
  loadingOlder: boolean;
  onLoadOlder: () => void;
  onRetry: (clientId: string) => void;
};

/**
 * The thread's messages, oldest at the top: it opens at the newest, loads older pages when scrolled
 * near the top (keeping what is on screen in place), and follows new messages while the member is
 * at the bottom (always for their own). One voice message plays at a time; a picture opens full
 * screen.
 */
export function MessageList({ thread, conversationKind, myId, loadingOlder, onLoadOlder, onRetry }: Props) {
  const { t } = useTranslation('chat');
  const list = useRef<HTMLDivElement>(null);
  const { playback, toggle } = useVoicePlayer();
  const [viewing, setViewing] = useState<{ src: string; alt: string } | null>(null);
  const shape = useRef({ firstSeq: 0, lastKey: '', height: 0, top: 0, atBottom: true });

  const lastKey = thread.outgoing.at(-1)?.clientId ?? String(thread.messages.at(-1)?.id ?? '');
  const firstSeq = thread.messages[0]?.seq ?? 0;

  useLayoutEffect(() => {
    const element = list.current;
    if (!element) return;
    const before = shape.current;
    if (before.firstSeq && firstSeq < before.firstSeq) {
      // Older messages came in above: keep the message that was on screen where it was.
      element.scrollTop = before.top + (element.scrollHeight - before.height);
    } else if (lastKey !== before.lastKey && (before.atBottom || thread.outgoing.length > 0)) {
      element.scrollTop = element.scrollHeight;
    }
    shape.current = {
      firstSeq,
      lastKey,
      height: element.scrollHeight,
      top: element.scrollTop,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX,
    };
  }, [firstSeq, lastKey, thread.outgoing.length]);

  // A picture that arrives after its bubble makes the thread taller: one at the bottom stays there.
  const content = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const element = list.current;
    if (!element || !content.current || typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(() => {
      if (shape.current.atBottom) element.scrollTop = element.scrollHeight;
      shape.current = { ...shape.current, height: element.scrollHeight, top: element.scrollTop };
    });
    observer.observe(content.current);
    return () => observer.disconnect();
  }, []);

  const onScroll = () => {
    const element = list.current;
    if (!element) return;
    shape.current = {
      ...shape.current,
      height: element.scrollHeight,
      top: element.scrollTop,
      atBottom: element.scrollHeight - element.scrollTop - element.clientHeight < EDGE_PX,
    };
    if (element.scrollTop < EDGE_PX && thread.hasOlder && !loadingOlder) onLoadOlder();
  };

  const common = {
    conversationKind,
    playback,
    onTogglePlay: toggle,
    onOpenImage: (src: string, alt: string) => setViewing({ src, alt }),
  };
  return (
    <div
      ref={list}
      className={styles.list}
      onScroll={onScroll}
      role="log"
      aria-label={t('thread.messages')}
      aria-busy={loadingOlder || undefined}
    >
      <div ref={content} className={styles.content}>
        {thread.hasOlder ? (
          <p className={styles.older} aria-hidden={!loadingOlder}>
            {loadingOlder && <SpinnerIcon className={styles.spinner} />}
          </p>
        ) : (
          <p className={styles.older}>{t('thread.start')}</p>
        )}
        {thread.messages.map((message) => (
          <StoredMessageRow key={`m${message.id}`} message={message} myId={myId} {...common} />
        ))}
        {thread.outgoing.map((message) => (
          <OutgoingMessageRow key={`c${message.clientId}`} message={message} onRetry={onRetry} {...common} />
        ))}
      </div>
      <ImageViewer
        images={viewing ? [viewing] : []}
        open={viewing !== null}
        onOpenChange={(open) => {
          if (!open) setViewing(null);
        }}
      />
    </div>
  );
}
