import type { ReactNode } from 'react';
import { Avatar } from '@h5/design-system/Avatar';
import { Badge } from '@h5/design-system/Badge';
import { RelativeTime } from '@h5/design-system/RelativeTime';
import { cx } from '../../utils/cx.ts';
import { useSubPathTranslation } from '../../utils/useSubPathTranslation.ts';
import styles from './ConversationRow.module.css';
import { texts } from './texts.ts';

export type ConversationRowProps = {
  /** The friend's or group's name; also the avatar's initials when there is no picture. */
  title: string;
  /** The friend's or group's picture. */
  avatar?: string;
  /** Puts the online dot on the avatar (a friend who is online). */
  online?: boolean;
  /**
   * The last message, already worded by the chat as plain text ("[Voice] 0:07", "Rahul: hi"); shown
   * on one line as text, never as HTML.
   */
  preview?: ReactNode;
  /** When the last message was sent: shown as "just now", "5 minutes ago", … */
  time?: Date | number | string;
  /** Unread messages: a badge at the end; none for 0. */
  unread?: number;
  /** A small mark after the title, e.g. a "Group" or "Service" `Tag`. */
  tag?: ReactNode;
  /** Opens the conversation. */
  onOpen: () => void;
  /** Adds rules to the row. */
  className?: string;
};

/**
 * One conversation of the chat's list: the avatar, the title, the last message on one line, how long
 * ago it came and the unread count. The whole row is one button, whose name says the title and the
 * unread count.
 */
export function ConversationRow({
  title,
  avatar,
  online = false,
  preview,
  time,
  unread = 0,
  tag,
  onOpen,
  className,
}: ConversationRowProps) {
  const { t } = useSubPathTranslation(texts);
  return (
    <button type="button" className={cx(styles.row, className)} onClick={onOpen}>
      <Avatar name={title} src={avatar} online={online} decorative />
      <span className={styles.body}>
        <span className={styles.top}>
          <span className={styles.title}>{title}</span>
          {tag}
          {time !== undefined && <RelativeTime className={styles.time} value={time} />}
        </span>
        <span className={styles.bottom}>
          <span className={cx(styles.preview, unread > 0 && styles.unreadPreview)}>{preview}</span>
          <Badge count={unread} label={t('conversationRow.unread', { count: unread })} />
        </span>
      </span>
    </button>
  );
}
