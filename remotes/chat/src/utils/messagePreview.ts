import type { TFunction } from 'i18next';
import type { ChatMessageView, ConversationKind } from '@h5/api/contract/chat';

/**
 * A system message in the reader's language (`thread.system.group.joined`, …), in the second person
 * for the member whose act it tells (`…approved_you`: "You let Ravi in") or, when it names one
 * member, for that member (`…approved_toYou`: "Asha let you in").
 */
export const systemText = (
  message: Pick<ChatMessageView, 'system' | 'text'>,
  t: TFunction<'chat'>,
  myId: number | undefined,
): string => {
  if (!message.system) return message.text ?? '';
  const { key, values } = message.system;
  // Messages stored before the ids were kept have none: they read as for anyone.
  const isReader = (id: unknown) => myId !== undefined && id === myId;
  const context = isReader(values.actorId) ? 'you' : isReader(values.memberId) ? 'toYou' : undefined;
  return t(`thread.system.${key}`, { ...values, ...(context ? { context } : {}) });
};

/**
 * A conversation's last message on one line, as plain text: the text itself, "[Picture]",
 * "[Voice] 7″", or the system line; in a group, who wrote it first ("Rahul: hi").
 */
export function messagePreview(
  message: ChatMessageView | null,
  kind: ConversationKind,
  myId: number | undefined,
  t: TFunction<'chat'>,
): string {
  if (!message) return '';
  if (message.kind === 'system') return systemText(message, t, myId);
  const body =
    message.kind === 'image'
      ? t('preview.picture')
      : message.kind === 'voice'
        ? t('preview.voice', { seconds: Math.max(1, Math.floor((message.durationMs ?? 0) / 1000)) })
        : (message.text ?? '');
  const { sender } = message;
  if (sender.kind === 'member' && sender.memberId === myId) return t('preview.mine', { text: body });
  if (kind === 'group' && sender.kind === 'member')
    return t('preview.from', { name: sender.nickname, text: body });
  return body;
}
