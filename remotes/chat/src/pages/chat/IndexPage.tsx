import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorState, Skeleton } from '@h5/design-system';
import { Avatar } from '@h5/design-system/Avatar';
import { ConversationRow } from '@h5/design-system/ConversationRow';
import { Tabs } from '@h5/design-system/Tabs';
import { Tag } from '@h5/design-system/Tag';
import { navigation, socket, useSession, type PageProps } from '@h5/platform';
import { failureDescription } from '@h5/platform/helpers';
import { usePagedList, type PagedList } from '@h5/platform/paging';
import type { ChatMessageView, ConversationSummary } from '@h5/api/contract/chat';
import type { Friend } from '@h5/api/contract/social';
import { fetchConversations, fetchFriends } from '../../api/chatApi.ts';
import { ChatEntries } from '../../components/ChatEntries.tsx';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { VirtualList } from '../../components/VirtualList.tsx';
import styles from '../../components/chatIndex.module.css';
import { useNoticeUnread } from '../../hooks/useNoticeUnread.ts';
import { conversationTitle } from '../../utils/conversationTitle.ts';
import { mergeLive, withLiveMessage } from '../../utils/conversationList.ts';
import { messagePreview } from '../../utils/messagePreview.ts';

type Tab = 'conversations' | 'friends';

const ROWS = 20;

/**
 * The chat's home (`pages/chat/index`, `?tab=friends`): the doors to notices, friend requests and
 * groups; the conversations with their unread counts, kept up to date by the socket; the friends
 * with who is online.
 */
export function IndexPage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const [tab, setTab] = useState<Tab>(params.tab === 'friends' ? 'friends' : 'conversations');
  return (
    <ChatFrame title={t('index.title')} backTo="pages/index/index">
      <Home tab={tab} onTab={setTab} />
    </ChatFrame>
  );
}

function Home({ tab, onTab }: { tab: Tab; onTab: (tab: Tab) => void }) {
  const { t } = useTranslation('chat');
  const noticeUnread = useNoticeUnread();
  return (
    <>
      <ChatEntries noticeUnread={noticeUnread} />
      <div className={styles.tabs}>
        <Tabs
          label={t('index.title')}
          items={[
            { key: 'conversations', label: t('index.conversations') },
            { key: 'friends', label: t('index.friends') },
          ]}
          activeKey={tab}
          onChange={(key) => {
            onTab(key as Tab);
            navigation.redirect(key === 'friends' ? 'pages/chat/index?tab=friends' : 'pages/chat/index');
          }}
        />
      </div>
      <section data-testid={`chat-${tab}`} aria-label={t(`index.${tab}`)}>
        {tab === 'conversations' ? <Conversations /> : <Friends />}
      </section>
    </>
  );
}

/** An empty, failed or first-loading list, or null when there are rows to show. */
function ListState<T>({ list, empty }: { list: PagedList<T>; empty: { title: string; hint: string } }) {
  const { t } = useTranslation('chat');
  if (list.items.length > 0) return null;
  if (list.error)
    return (
      <ErrorState
        title={t('index.failed')}
        description={failureDescription(list.error)}
        onRetry={list.reload}
      />
    );
  if (list.loading) return <Skeleton avatar rows={3} />;
  return <Empty title={empty.title} description={empty.hint} />;
}

function Conversations() {
  const { t } = useTranslation('chat');
  const myId = useSession().userInfo?.id;
  const list = usePagedList(fetchConversations, {
    key: 'conversations',
    rows: ROWS,
    getKey: (item) => item.id,
  });
  // The socket's changes on top of the server's list, until the server's list changes again.
  const [live, setLive] = useState<{ base: readonly ConversationSummary[]; items: ConversationSummary[] }>();
  const items = live?.base === list.items ? mergeLive(list.items, live.items) : list.items;
  const { reload } = list;

  const shown = useRef({ base: list.items, items });
  useEffect(() => {
    shown.current = { base: list.items, items };
  });

  useEffect(() => {
    const onMessage = (raw: Record<string, unknown>) => {
      const message = raw.message as ChatMessageView | undefined;
      if (!message || typeof message.seq !== 'number') return;
      const next = withLiveMessage(shown.current.items, message, myId);
      // A conversation not in the list (a new one): the server's list says where it goes.
      if (!next) return reload();
      shown.current = { base: shown.current.base, items: next };
      setLive(shown.current);
    };
    const offMessage = socket.on('message', onMessage);
    const offService = socket.on('tokehu', onMessage);
    // Back from a disconnection: the list may have changed meanwhile.
    const offBound = socket.onBound(reload);
    return () => {
      offMessage();
      offService();
      offBound();
    };
  }, [myId, reload]);

  if (items.length === 0)
    return (
      <ListState
        list={list}
        empty={{ title: t('index.noConversations'), hint: t('index.noConversationsHint') }}
      />
    );
  return (
    <VirtualList
      label={t('index.conversations')}
      items={items}
      getKey={(item) => item.id}
      estimateSize={68}
      hasMore={list.items.length < list.total}
      loading={list.loading}
      error={list.error}
      onLoadMore={list.loadMore}
      renderItem={(conversation) => (
        <ConversationRow
          title={conversationTitle(conversation, t)}
          avatar={conversation.avatar ?? undefined}
          preview={messagePreview(conversation.lastMessage, conversation.kind, myId, t)}
          time={conversation.lastMessageAt ?? undefined}
          unread={conversation.unread}
          tag={
            conversation.kind === 'group' ? (
              <Tag tone="primary">{t('index.groupTag')}</Tag>
            ) : conversation.kind === 'service' ? (
              <Tag tone="success">{t('index.serviceTag')}</Tag>
            ) : undefined
          }
          onOpen={() => navigation.navigate(`pages/chat/chat?conversationId=${conversation.id}`)}
        />
      )}
    />
  );
}

function Friends() {
  const { t } = useTranslation('chat');
  const list = usePagedList(fetchFriends, { key: 'friends', rows: ROWS, getKey: (item) => item.id });
  // Who went online or offline since the list was read (`isOnline` to each friend).
  const [presence, setPresence] = useState<ReadonlyMap<number, boolean>>(new Map());
  useEffect(
    () =>
      socket.on('isOnline', (message) => {
        const memberId = Number(message.memberId);
        if (!Number.isInteger(memberId)) return;
        setPresence((current) => new Map(current).set(memberId, message.online === true));
      }),
    [],
  );
  if (list.items.length === 0)
    return <ListState list={list} empty={{ title: t('index.noFriends'), hint: t('index.noFriendsHint') }} />;
  return (
    <VirtualList
      label={t('index.friends')}
      items={list.items}
      getKey={(item) => item.id}
      estimateSize={60}
      hasMore={list.items.length < list.total}
      loading={list.loading}
      error={list.error}
      onLoadMore={list.loadMore}
      renderItem={(friend) => <FriendRow friend={friend} online={presence.get(friend.id) ?? friend.online} />}
    />
  );
}

function FriendRow({ friend, online }: { friend: Friend; online: boolean }) {
  const { t } = useTranslation('chat');
  return (
    <button
      type="button"
      className={styles.friend}
      onClick={() => navigation.navigate(`pages/chat/chat?friendId=${friend.id}`)}
    >
      <Avatar name={friend.nickname} src={friend.avatar ?? undefined} online={online} decorative />
      <span className={styles.friendName}>{friend.nickname}</span>
      <span className={online ? `${styles.presence} ${styles.online}` : styles.presence}>
        {t(online ? 'index.online' : 'index.offline')}
      </span>
    </button>
  );
}
