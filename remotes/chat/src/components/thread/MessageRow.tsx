import { useEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Avatar } from '@h5/design-system/Avatar';
import { ChatBubble } from '@h5/design-system/ChatBubble';
import { RelativeTime } from '@h5/design-system/RelativeTime';
import type { ChatMessageView, ConversationKind } from '@h5/api/contract/chat';
import { useChatFile } from '../../hooks/useChatFile.ts';
import type { VoicePlayback } from '../../hooks/useVoicePlayer.ts';
import { systemText } from '../../utils/messagePreview.ts';
import type { OutgoingMessage } from '../../utils/threadState.ts';

type Common = {
  conversationKind: ConversationKind;
  playback: VoicePlayback;
  onTogglePlay: (key: string, src: string) => void;
  onOpenImage: (src: string, alt: string) => void;
};

/** A stored message: mine on the right, theirs on the left (with their name in groups), or a system line. */
export function StoredMessageRow({
  message,
  myId,
  ...common
}: Common & { message: ChatMessageView; myId: number | undefined }) {
  const { t } = useTranslation('chat');
  const { sender } = message;
  if (message.kind === 'system' || sender.kind === 'system') {
    return <ChatBubble kind="system" text={systemText(message, t, myId)} />;
  }
  const mine = sender.kind === 'member' && sender.memberId === myId;
  const name = sender.kind === 'member' ? sender.nickname : t('index.serviceTitle');
  return (
    <Bubble
      {...common}
      id={`m${message.id}`}
      kind={message.kind}
      mine={mine}
      text={message.text ?? ''}
      fileUrl={message.file?.url}
      durationMs={message.durationMs ?? 0}
      time={message.createdAt}
      status={mine ? 'sent' : undefined}
      sender={!mine && common.conversationKind === 'group' ? name : undefined}
      avatar={
        mine ? undefined : (
          <Avatar
            name={name}
            src={sender.kind === 'member' ? (sender.avatar ?? undefined) : undefined}
            size="sm"
            decorative
          />
        )
      }
    />
  );
}

/** The member's own message on its way, or refused (with a retry). */
export function OutgoingMessageRow({
  message,
  onRetry,
  ...common
}: Common & { message: OutgoingMessage; onRetry: (clientId: string) => void }) {
  return (
    <Bubble
      {...common}
      id={`c${message.clientId}`}
      kind={message.kind}
      mine
      text={message.text ?? ''}
      localUrl={message.localUrl}
      durationMs={message.durationMs ?? 0}
      time={message.createdAt}
      status={message.status}
      onRetry={() => onRetry(message.clientId)}
    />
  );
}

type BubbleProps = Common & {
  id: string;
  kind: 'text' | 'image' | 'voice';
  mine: boolean;
  text: string;
  /** A stored file, read with the member's token. */
  fileUrl?: string;
  /** A file still on the device. */
  localUrl?: string;
  durationMs: number;
  time: string;
  status?: 'sending' | 'sent' | 'failed';
  onRetry?: () => void;
  sender?: string;
  avatar?: ReactNode;
};

function Bubble({
  id,
  kind,
  mine,
  text,
  fileUrl,
  localUrl,
  durationMs,
  time,
  status,
  onRetry,
  sender,
  avatar,
  playback,
  onTogglePlay,
  onOpenImage,
}: BubbleProps) {
  const { t } = useTranslation('chat');
  const stored = useChatFile(localUrl ? undefined : fileUrl);
  const src = localUrl ?? stored;
  // Play pressed before the recording arrived: it plays as soon as it is there.
  const playWhenLoaded = useRef(false);
  useEffect(() => {
    if (!playWhenLoaded.current || !src) return;
    playWhenLoaded.current = false;
    onTogglePlay(id, src);
  }, [src, id, onTogglePlay]);
  const side = mine ? 'mine' : 'theirs';
  const common = { side, time: <RelativeTime value={time} />, status, onRetry, sender, avatar } as const;
  if (kind === 'image' && src) {
    const alt = t('thread.picture');
    return (
      <ChatBubble {...common} kind="image" image={{ src, alt }} onOpenImage={() => onOpenImage(src, alt)} />
    );
  }
  if (kind === 'voice') {
    const playing = playback?.key === id;
    return (
      <ChatBubble
        {...common}
        kind="voice"
        durationMs={durationMs}
        playing={playing}
        progress={playing ? playback.progress : 0}
        onTogglePlay={() => {
          if (src) onTogglePlay(id, src);
          else if (src === undefined) playWhenLoaded.current = true;
        }}
      />
    );
  }
  if (kind === 'image')
    return <ChatBubble {...common} text={t(src === null ? 'thread.fileFailed' : 'thread.pictureLoading')} />;
  return <ChatBubble {...common} text={text} />;
}
