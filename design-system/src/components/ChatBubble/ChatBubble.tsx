import { SpinnerIcon } from '@h5/design-system';
import { AlertIcon, CheckIcon, PauseIcon, PlayIcon } from '@h5/design-system/Icons';
import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { formatDuration } from '../../utils/formatDuration.ts';
import { linkify } from './linkify.ts';
import styles from './ChatBubble.module.css';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import { texts } from './texts.ts';

export type ChatBubbleKind = 'text' | 'image' | 'voice' | 'system';
export type DeliveryStatus = 'sending' | 'sent' | 'failed';

export type ChatImage = {
  /** The thumbnail's address. */
  src: string;
  /** What the picture shows; also the name of the button that opens it. Required. */
  alt: string;
  /** The picture's size in pixels, so that its room is kept while it loads. */
  width?: number;
  height?: number;
};

export type ChatBubbleProps = Omit<HTMLAttributes<HTMLDivElement>, 'children'> & {
  /** `text`, `image`, `voice`, or `system` (a centred line: "Rahul joined the group"). */
  kind?: ChatBubbleKind;
  /** `mine` on the right in the brand colour, `theirs` on the left on white. */
  side?: 'mine' | 'theirs';
  /** The message (`text`) or the line (`system`), shown as plain text; web addresses become links. */
  text?: string;
  /** The picture (`image`). */
  image?: ChatImage;
  /** Opens the picture full screen, e.g. in an `ImageViewer` (`image`). */
  onOpenImage?: () => void;
  /** The voice message's length (`voice`). */
  durationMs?: number;
  /** Whether the voice message is playing now (`voice`). */
  playing?: boolean;
  /** How much of it has played, 0 to 1 (`voice`). */
  progress?: number;
  /** Play or pause: the chat plays the sound (`voice`). */
  onTogglePlay?: () => void;
  /** When it was sent, formatted by the chat ("10:42"). */
  time?: ReactNode;
  /** Delivery of one's own message: `sending`, `sent`, or `failed` (with a retry button). */
  status?: DeliveryStatus;
  /** Sends a failed message again. */
  onRetry?: () => void;
  /** The sender's name above the bubble, in groups (`theirs`). */
  sender?: ReactNode;
  /** The sender's `Avatar`, beside the bubble (`theirs`). */
  avatar?: ReactNode;
};

/**
 * One chat message: text, picture or voice, mine on the right and theirs on the left, with its
 * time and delivery state; or a system line. Text is rendered as text, never as HTML, and only
 * http(s) addresses become links. `className` adds rules.
 */
export function ChatBubble({
  kind = 'text',
  side = 'theirs',
  text = '',
  image,
  onOpenImage,
  durationMs = 0,
  playing = false,
  progress = 0,
  onTogglePlay,
  time,
  status,
  onRetry,
  sender,
  avatar,
  className,
  ...rest
}: ChatBubbleProps) {
  const { t } = useSubPathTranslation(texts);
  if (kind === 'system') {
    return (
      <div {...rest} className={cx(styles.system, className)}>
        <p className={styles.systemText}>{text}</p>
      </div>
    );
  }
  const mine = side === 'mine';
  const hasTime = time !== undefined && time !== null;
  return (
    <div {...rest} className={cx(styles.row, mine ? styles.mine : styles.theirs, className)}>
      {!mine && avatar}
      <div className={styles.body}>
        {!mine && sender !== undefined && sender !== null && <p className={styles.sender}>{sender}</p>}
        <div className={styles.line}>
          {mine && status === 'failed' && onRetry && (
            <button
              type="button"
              className={styles.retry}
              onClick={onRetry}
              aria-label={t('chatBubble.retry')}
            >
              <AlertIcon />
            </button>
          )}
          <div className={cx(styles.bubble, kind === 'image' && styles.imageBubble)}>
            {mine && <span className={styles.hidden}>{t('chatBubble.you')}</span>}
            {kind === 'text' && <MessageText text={text} />}
            {kind === 'image' && image && (
              <button type="button" className={styles.thumbnail} onClick={onOpenImage}>
                <img
                  src={image.src}
                  alt={image.alt}
                  width={image.width}
                  height={image.height}
                  style={
                    image.width && image.height
                      ? { aspectRatio: `${image.width} / ${image.height}` }
                      : undefined
                  }
                />
              </button>
            )}
            {kind === 'voice' && (
              <span className={styles.voice}>
                <button
                  type="button"
                  className={styles.play}
                  onClick={onTogglePlay}
                  aria-label={t(playing ? 'chatBubble.pause' : 'chatBubble.play', {
                    duration: formatDuration(durationMs),
                  })}
                >
                  {playing ? <PauseIcon /> : <PlayIcon />}
                </button>
                <span className={styles.track} aria-hidden="true">
                  <span
                    className={styles.played}
                    style={{ width: `${Math.min(1, Math.max(0, progress)) * 100}%` }}
                  />
                </span>
                <span className={styles.duration} aria-hidden="true">
                  {formatDuration(durationMs)}
                </span>
              </span>
            )}
          </div>
        </div>
        {(hasTime || (mine && status)) && (
          <p className={cx(styles.meta, status === 'failed' && styles.failed)}>
            {hasTime && <span>{time}</span>}
            {mine && status === 'sending' && (
              <span className={styles.status}>
                <SpinnerIcon className={styles.spinner} />
                {t('chatBubble.sending')}
              </span>
            )}
            {mine && status === 'sent' && (
              <span className={styles.status}>
                <CheckIcon />
                <span className={styles.hidden}>{t('chatBubble.sent')}</span>
              </span>
            )}
            {mine && status === 'failed' && (
              <span className={styles.status}>
                <AlertIcon />
                {t('chatBubble.failed')}
              </span>
            )}
          </p>
        )}
      </div>
    </div>
  );
}

/** The message as text nodes and safe links: never parsed as HTML. */
function MessageText({ text }: { text: string }) {
  return (
    <p className={styles.text}>
      {linkify(text).map((part, index) =>
        part.kind === 'link' ? (
          <a key={index} href={part.href} target="_blank" rel="noopener noreferrer nofollow ugc">
            {part.text}
          </a>
        ) : (
          part.text
        ),
      )}
    </p>
  );
}
