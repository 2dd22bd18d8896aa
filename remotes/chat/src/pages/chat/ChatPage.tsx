import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorState, Skeleton } from '@h5/design-system';
import { GroupIcon } from '@h5/design-system/Icons';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { failureDescription, useAsyncData } from '@h5/platform/helpers';
import { Pending } from '@h5/platform/pending';
import type { ConversationInfo } from '@h5/api/contract/chat';
import { fetchConversationInfo, openConversation } from '../../api/chatApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { Composer } from '../../components/thread/Composer.tsx';
import { MessageList } from '../../components/thread/MessageList.tsx';
import styles from '../../components/thread/thread.module.css';
import { useThread } from '../../hooks/useThread.ts';
import { conversationTitle } from '../../utils/conversationTitle.ts';
import { positiveId } from '../../utils/positiveId.ts';

/**
 * One thread (`pages/chat/chat?conversationId=`, or `?friendId=`: the direct conversation with that
 * friend, made on first use). Titled with the friend's or group's name ("Customer service" for the
 * service desk); a group's title bar leads to the group's page.
 */
export function ChatPage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const conversationId = positiveId(params.conversationId);
  const friendId = positiveId(params.friendId);
  if (conversationId) return <Conversation id={conversationId} />;
  return (
    <ChatFrame title={t('chat.title')}>
      {friendId ? <OpenWithFriend friendId={friendId} /> : <Empty title={t('chat.notFound')} />}
    </ChatFrame>
  );
}

/** Finds (or makes) the conversation with a friend, then shows it in place of this address. */
function OpenWithFriend({ friendId }: { friendId: number }) {
  const { t } = useTranslation('chat');
  const [failure, setFailure] = useState<unknown>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    openConversation(friendId).then(
      ({ conversationId }) => navigation.redirect(`pages/chat/chat?conversationId=${conversationId}`),
      setFailure,
    );
  }, [friendId, attempt]);
  if (failure)
    return (
      <ErrorState
        title={t('chat.failed')}
        description={failureDescription(failure)}
        onRetry={() => {
          setFailure(null);
          setAttempt((count) => count + 1);
        }}
      />
    );
  return <Skeleton rows={4} />;
}

function Conversation({ id }: { id: number }) {
  const { t } = useTranslation('chat');
  const info = useAsyncData(`chat:conversation:${id}`, () => fetchConversationInfo(id));
  const data = info.data ?? info.latest;
  const title = data ? conversationTitle(data, t) : t('chat.title');
  return (
    <ChatFrame
      title={title}
      fill
      right={
        data?.kind === 'group' ? (
          <button
            type="button"
            className={styles.groupLink}
            onClick={() => navigation.navigate(`pages/chat/groupintroduce?groupId=${id}`)}
            aria-label={t('thread.groupInfo')}
          >
            <GroupIcon />
          </button>
        ) : undefined
      }
    >
      {data ? (
        <Thread info={data} />
      ) : (
        <Pending
          load={info}
          failureTitle={t('chat.failed')}
          notFound={t('chat.notFound')}
          card="none"
          rows={6}
        />
      )}
    </ChatFrame>
  );
}

function Thread({ info }: { info: ConversationInfo }) {
  const { t } = useTranslation('chat');
  const myId = useSession().userInfo?.id;
  const { thread, loaded, error, reload, loadOlder, loadingOlder, send, retry } = useThread(info.id);
  if (!loaded)
    return <Pending load={{ error, reload }} failureTitle={t('chat.failed')} card="none" rows={6} />;
  return (
    <>
      <MessageList
        thread={thread}
        conversationKind={info.kind}
        myId={myId}
        loadingOlder={loadingOlder}
        onLoadOlder={loadOlder}
        onRetry={retry}
      />
      {info.closed ? <p className={styles.closed}>{t('thread.closed')}</p> : <Composer onSend={send} />}
    </>
  );
}
