import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorState, Skeleton } from '@h5/design-system';
import { Tabs } from '@h5/design-system/Tabs';
import type { PageProps } from '@h5/platform';
import { failureDescription, useAsyncData } from '@h5/platform/helpers';
import { fetchConversations, fetchFriends } from '../../api/chatApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';

type Tab = 'conversations' | 'friends';

/** The chat home (`pages/chat/index`): conversations and friends. */
export function IndexPage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const [tab, setTab] = useState<Tab>(params.tab === 'friends' ? 'friends' : 'conversations');
  return (
    <ChatFrame title={t('index.title')} backTo="pages/index/index">
      <Tabs
        label={t('index.title')}
        items={[
          { key: 'conversations', label: t('index.conversations') },
          { key: 'friends', label: t('index.friends') },
        ]}
        activeKey={tab}
        onChange={(key) => setTab(key as Tab)}
      />
      {tab === 'conversations' ? <Conversations /> : <Friends />}
    </ChatFrame>
  );
}

function Conversations() {
  const { t } = useTranslation('chat');
  const list = useAsyncData('chat:conversations', fetchConversations);
  if (!list.data) {
    if (list.error)
      return (
        <ErrorState
          title={t('index.failed')}
          description={failureDescription(list.error)}
          onRetry={list.reload}
        />
      );
    return <Skeleton rows={4} />;
  }
  if (list.data.list.length === 0)
    return <Empty title={t('index.noConversations')} description={t('index.noConversationsHint')} />;
  return (
    <ul>
      {list.data.list.map((conversation) => (
        <li key={conversation.id}>{conversation.title}</li>
      ))}
    </ul>
  );
}

function Friends() {
  const { t } = useTranslation('chat');
  const list = useAsyncData('chat:friends', fetchFriends);
  if (!list.data) {
    if (list.error)
      return (
        <ErrorState
          title={t('index.failed')}
          description={failureDescription(list.error)}
          onRetry={list.reload}
        />
      );
    return <Skeleton rows={4} />;
  }
  if (list.data.list.length === 0)
    return <Empty title={t('index.noFriends')} description={t('index.noFriendsHint')} />;
  return (
    <ul>
      {list.data.list.map((friend) => (
        <li key={friend.id}>{friend.nickname}</li>
      ))}
    </ul>
  );
}
