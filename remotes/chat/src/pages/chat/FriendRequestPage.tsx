import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Empty, ErrorState } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Field } from '@h5/design-system/Field';
import { SearchIcon } from '@h5/design-system/Icons';
import { PagedList } from '@h5/design-system/PagedList';
import { Tabs } from '@h5/design-system/Tabs';
import { useLang, type PageProps } from '@h5/platform';
import { failureDescription } from '@h5/platform/helpers';
import { pagedListProps, usePagedList } from '@h5/platform/paging';
import type { FriendRequestDirection, FriendRequestItem, FriendSearchResult } from '@h5/api/contract/social';
import { fetchFriendRequests, searchMember } from '../../api/friendsApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { MemberCardView } from '../../components/friends/MemberCardView.tsx';
import { RelationActions } from '../../components/friends/RelationActions.tsx';
import { RequestRow } from '../../components/friends/RequestRow.tsx';
import styles from '../../components/friends/friends.module.css';

/** Rows a page (spec §9). */
const PAGE_SIZE = 20;
const byId = (request: FriendRequestItem) => request.id;

/**
 * Friend requests (`pages/chat/friendRequest?keyword=`): find a member by id or invitation code and
 * send them a request; the requests received (approve or reject) and sent (pending, passed or
 * rejected), newest first.
 */
export function FriendRequestPage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const [box, setBox] = useState<FriendRequestDirection>(params.box === 'sent' ? 'sent' : 'received');
  // A request sent from the search or decided in the list: the lists load again.
  const [version, setVersion] = useState(0);
  return (
    <ChatFrame title={t('friendRequest.title')}>
      <MemberSearch initial={params.keyword ?? ''} onRequested={() => setVersion((n) => n + 1)} />
      <div className={styles.lists}>
        <Tabs
          label={t('friendRequest.title')}
          items={[
            { key: 'received', label: t('friendRequest.tabs.received') },
            { key: 'sent', label: t('friendRequest.tabs.sent') },
          ]}
          activeKey={box}
          onChange={(key) => setBox(key === 'sent' ? 'sent' : 'received')}
        />
        <Requests key={`${box}:${version}`} box={box} />
      </div>
    </ChatFrame>
  );
}

function MemberSearch({ initial, onRequested }: { initial: string; onRequested: () => void }) {
  const { t } = useTranslation('chat');
  const [keyword, setKeyword] = useState(initial);
  const [error, setError] = useState<string | null>(null);
  const [searching, setSearching] = useState(false);
  const [found, setFound] = useState<FriendSearchResult | null>(null);
  const search = () => {
    const wanted = keyword.trim();
    if (!wanted) {
      setError(t('friendRequest.keywordRequired'));
      return;
    }
    setSearching(true);
    setError(null);
    setFound(null);
    searchMember(wanted)
      .then(setFound, (failure: unknown) =>
        setError(failure instanceof Error && failure.message ? failure.message : t('posts.failed')),
      )
      .finally(() => setSearching(false));
  };
  return (
    <>
      <Card>
        <form
          role="search"
          onSubmit={(event) => {
            event.preventDefault();
            search();
          }}
        >
          <Field
            label={t('friendRequest.searchLabel')}
            placeholder={t('friendRequest.searchPlaceholder')}
            value={keyword}
            error={error}
            autoComplete="off"
            enterKeyHint="search"
            onChange={(event) => {
              setKeyword(event.target.value);
              setError(null);
            }}
            suffix={
              <button
                type="submit"
                className={styles.searchButton}
                aria-label={t('friendRequest.search')}
                aria-busy={searching || undefined}
                disabled={searching}
                data-testid="friend-search"
              >
                <SearchIcon />
              </button>
            }
            data-testid="friend-search-input"
          />
        </form>
      </Card>
      {found && (
        <MemberCardView
          member={found}
          data-testid="friend-search-result"
          actions={
            <RelationActions
              member={found}
              onChange={(member) => {
                setFound(member);
                onRequested();
              }}
              self={<p className={styles.relationNote}>{t('friendRequest.self')}</p>}
            />
          }
        />
      )}
    </>
  );
}

function Requests({ box }: { box: FriendRequestDirection }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const list = usePagedList((page, rows) => fetchFriendRequests(box, page, rows), {
    key: `${lang}:${box}`,
    rows: PAGE_SIZE,
    getKey: byId,
  });
  const [decided, setDecided] = useState<Record<number, FriendRequestItem>>({});
  if (list.error && list.items.length === 0)
    return (
      <ErrorState
        title={t('friendRequest.failed')}
        description={failureDescription(list.error)}
        onRetry={list.reload}
      />
    );
  return (
    <div data-testid={`friend-requests-${box}`}>
      <PagedList
        {...pagedListProps(list)}
        getKey={byId}
        empty={
          <Empty
            title={t(box === 'sent' ? 'friendRequest.noneSent' : 'friendRequest.noneReceived')}
            description={t('friendRequest.noneHint')}
          />
        }
        renderItem={(request: FriendRequestItem) => (
          <RequestRow
            request={decided[request.id] ?? request}
            onDecided={(next) => setDecided((current) => ({ ...current, [next.id]: next }))}
          />
        )}
      />
    </div>
  );
}
