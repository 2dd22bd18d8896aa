import { useState } from 'react';
import { Button } from '@h5/design-system';
import { ChatBubble } from '@h5/design-system/ChatBubble';
import { TextAreaField } from '@h5/design-system/TextAreaField';
import { ApiError } from '@h5/platform';
import type {
  ServiceMessage,
  ServiceMessagesAnswer,
  ServiceReplyAnswer,
  ServiceTicketView,
} from '@h5/api/contract/service';
import { consoleApi } from '../../api/consoleApi.ts';
import { operatorAction } from '../../api/operatorAction.ts';
import { useDateTime } from '../../hooks/useDateTime.ts';
import { usePolledData } from '../../hooks/usePolledData.ts';
import { useConsoleTranslation } from '../../i18n/consoleTranslations.ts';
import { confirmWithReason } from '../ConfirmWithReason.ts';
import { ChatFileMedia } from './ChatFileMedia.tsx';
import { ServiceStateTag } from './ServiceStateTag.tsx';
import styles from './ServiceConversation.module.css';

/** How often an open conversation is asked again (the member may be writing). */
const MESSAGES_POLL_MS = 3000;
const PAGE_ROWS = 30;
const REPLY_MAX = 2000;

/** One message: the member's on the left, the desk's on the right; text shown as text. */
function MessageRow({ message }: { message: ServiceMessage }) {
  const { t } = useConsoleTranslation();
  const dateTime = useDateTime();
  const side = message.from === 'operator' ? 'mine' : 'theirs';
  const sender = message.from === 'operator' ? (message.operator ?? '') : t('service.member');
  if ((message.kind === 'image' || message.kind === 'voice') && message.fileName)
    return (
      <div className={side === 'mine' ? styles.mine : styles.theirs} data-testid="service-message">
        <span className={styles.sender}>{sender}</span>
        <ChatFileMedia name={message.fileName} kind={message.kind} durationMs={message.durationMs} />
        <time className={styles.time}>{dateTime(message.createdAt)}</time>
      </div>
    );
  return (
    <ChatBubble
      kind="text"
      side={side}
      text={message.text}
      sender={sender}
      time={dateTime(message.createdAt)}
      data-testid="service-message"
    />
  );
}

/**
 * A member's conversation with the desk: its messages (asked again every few seconds, older pages on
 * demand), taking it, answering it and closing it. The API decides who may (another operator's
 * ticket is refused unless admin); its refusals are shown as toasts.
 */
export function ServiceConversation({
  conversationId,
  operator,
  onChanged,
}: {
  conversationId: number;
  /** The signed-in operator's name, to tell their own tickets. */
  operator: string;
  onChanged: () => void;
}) {
  const { t } = useConsoleTranslation();
  const newest = usePolledData<ServiceMessagesAnswer>(
    '/Admin/Service/messages',
    { conversationId, rows: PAGE_ROWS },
    MESSAGES_POLL_MS,
  );
  const [older, setOlder] = useState<{ list: ServiceMessage[]; hasMore: boolean } | null>(null);
  const [text, setText] = useState('');
  const [busy, setBusy] = useState(false);
  const answer = newest.current;
  if (!answer) return <p className={styles.placeholder}>{t('loading')}</p>;
  const ticket: ServiceTicketView = answer.ticket;
  const firstSeq = answer.list[0]?.seq;
  const shown = [
    ...(older?.list.filter((message) => firstSeq === undefined || message.seq < firstSeq) ?? []),
    ...answer.list,
  ];
  const hasMore = older ? older.hasMore : answer.hasMore;
  const mine = ticket.state === 'assigned' && ticket.operator === operator;

  const loadOlder = async () => {
    const before = shown[0]?.seq;
    if (!before) return;
    const page = await consoleApi.get<ServiceMessagesAnswer>('/Admin/Service/messages', {
      conversationId,
      rows: PAGE_ROWS,
      beforeSeq: before,
    });
    setOlder({
      list: [...page.list, ...shown.filter((message) => message.seq < (firstSeq ?? 0))],
      hasMore: page.hasMore,
    });
  };

  const act = async (path: string, body: Record<string, unknown>, done: string) => {
    setBusy(true);
    const changed = await operatorAction(path, body, { done });
    setBusy(false);
    if (changed) {
      newest.reload();
      onChanged();
    }
  };

  const close = async () => {
    const reason = await confirmWithReason({
      title: t('service.close.title', { member: ticket.member.nickname }),
      message: t('service.close.message'),
      confirmLabel: t('service.close.confirm'),
      reasonLabel: t('service.close.reason'),
    });
    if (reason === null) return;
    await act('/Admin/Service/close', { conversationId, reason }, t('service.close.done'));
  };

  const reply = async () => {
    const body = text.trim();
    if (!body) return;
    setBusy(true);
    try {
      await consoleApi.post<ServiceReplyAnswer>('/Admin/Service/reply', {
        conversationId,
        clientId: crypto.randomUUID(),
        text: body,
      });
      setText('');
      newest.reload();
      onChanged();
    } catch (error) {
      // The client has shown the server's message; anything else is a fault of the page.
      if (!(error instanceof ApiError)) throw error;
    } finally {
      setBusy(false);
    }
  };

  return (
    <section
      className={styles.conversation}
      aria-label={t('service.conversationOf', { member: ticket.member.nickname })}
    >
      <header className={styles.header}>
        <div>
          <h2 className={styles.title}>
            {ticket.member.nickname} · #{ticket.member.id}
          </h2>
          <p className={styles.subtitle}>
            {ticket.member.mailbox} · <ServiceStateTag state={ticket.state} />
            {ticket.operator && ` · ${t('service.answeredBy', { operator: ticket.operator })}`}
          </p>
        </div>
        <div className={styles.actions}>
          {ticket.state !== 'closed' && !mine && (
            <Button
              size="sm"
              disabled={busy}
              data-testid="service-assign"
              onClick={() => void act('/Admin/Service/assign', { conversationId }, t('service.assign.done'))}
            >
              {t('service.assign.button')}
            </Button>
          )}
          {ticket.state !== 'closed' && (
            <Button
              size="sm"
              variant="secondary"
              disabled={busy}
              data-testid="service-close"
              onClick={() => void close()}
            >
              {t('service.close.button')}
            </Button>
          )}
        </div>
      </header>
      <div className={styles.messages} data-testid="service-messages" aria-live="polite">
        {hasMore && (
          <Button size="sm" variant="ghost" onClick={() => void loadOlder()}>
            {t('service.older')}
          </Button>
        )}
        {shown.length ? (
          shown.map((message) => <MessageRow key={message.id} message={message} />)
        ) : (
          <p className={styles.placeholder}>{t('service.noMessages')}</p>
        )}
      </div>
      {ticket.state !== 'closed' ? (
        <form
          className={styles.reply}
          onSubmit={(event) => {
            event.preventDefault();
            void reply();
          }}
        >
          <TextAreaField
            label={t('service.reply.label')}
            value={text}
            onChange={setText}
            maxLength={REPLY_MAX}
            rows={3}
            disabled={busy}
            data-testid="service-reply-text"
          />
          <Button type="submit" disabled={busy || !text.trim()} data-testid="service-reply-send">
            {t('service.reply.send')}
          </Button>
        </form>
      ) : (
        <p className={styles.placeholder}>{t('service.closedHint')}</p>
      )}
    </section>
  );
}
