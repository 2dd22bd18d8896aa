import type { TFunction } from 'i18next';
import type { ConversationSummary } from '@h5/api/contract/chat';

/** A conversation's name: the friend's or the group's; "Customer service" for the service desk. */
export function conversationTitle(
  conversation: Pick<ConversationSummary, 'kind' | 'title'>,
  t: TFunction<'chat'>,
) {
  if (conversation.kind === 'service') return t('index.serviceTitle');
  return conversation.title || t('chat.title');
}
