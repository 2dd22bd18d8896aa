import { useTranslation } from 'react-i18next';
import { Empty, ErrorState, Skeleton } from '@h5/design-system';
import type { PageProps } from '@h5/platform';
import { failureDescription, useAsyncData } from '@h5/platform/helpers';
import { fetchConversationInfo } from '../../api/chatApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';

/** One thread (`pages/chat/chat?conversationId=` or `?friendId=`). */
export function ChatPage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const id = Number(params.conversationId);
  return (
    <ChatFrame title={t('chat.title')} fill>
      {Number.isInteger(id) && id > 0 ? <Thread id={id} /> : <Empty title={t('chat.notFound')} />}
    </ChatFrame>
  );
}

function Thread({ id }: { id: number }) {
  const { t } = useTranslation('chat');
  const info = useAsyncData(`chat:conversation:${id}`, () => fetchConversationInfo(id));
  if (!info.data) {
    if (info.error)
      return (
        <ErrorState
          title={t('chat.failed')}
          description={failureDescription(info.error)}
          onRetry={info.reload}
        />
      );
    return <Skeleton rows={4} />;
  }
  return <h2>{info.data.title}</h2>;
}
