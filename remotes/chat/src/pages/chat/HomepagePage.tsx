import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Empty, Skeleton } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { PagedList } from '@h5/design-system/PagedList';
import { navigation, useLang, useSession, type PageProps } from '@h5/platform';
import { useAsyncData, type AsyncData } from '@h5/platform/helpers';
import { pagedListProps, usePagedList } from '@h5/platform/paging';
import { Pending } from '@h5/platform/pending';
import type { PostView } from '@h5/api/contract/posts';
import type { FriendSearchResult } from '@h5/api/contract/social';
import { searchMember } from '../../api/friendsApi.ts';
import { fetchMemberPosts } from '../../api/postsApi.ts';
import { ChatFrame } from '../../components/ChatFrame.tsx';
import { MemberCardView } from '../../components/friends/MemberCardView.tsx';
import { RelationActions } from '../../components/friends/RelationActions.tsx';
import { PostCard } from '../../components/posts/PostCard.tsx';
import styles from '../../components/posts/posts.module.css';

/** Rows a page (spec §9). */
const PAGE_SIZE = 20;
const byId = (post: PostView) => post.id;

/**
 * A member's homepage (`pages/chat/homepage?memberId=`, the member's own without it): their card,
 * then their posts, newest first, loaded page by page as the list's end comes into view. On another
 * member's page: add them as a friend, or open the chat with a friend; on one's own: publish.
 */
export function HomepagePage({ params }: PageProps) {
  const { t } = useTranslation('chat');
  const { userInfo } = useSession();
  const asked = Number(params.memberId);
  const memberId = Number.isInteger(asked) && asked > 0 ? asked : userInfo?.id;
  const mine = memberId !== undefined && memberId === userInfo?.id;
  return (
    <ChatFrame title={t(mine ? 'posts.myHomepage' : 'posts.homepage')}>
      {memberId !== undefined && <Homepage key={memberId} memberId={memberId} mine={mine} />}
    </ChatFrame>
  );
}

function Homepage({ memberId, mine }: { memberId: number; mine: boolean }) {
  const { t } = useTranslation('chat');
  const lang = useLang();
  const found = useAsyncData(`member:${memberId}:${lang}`, () => searchMember(String(memberId)));
  const posts = usePagedList((page, rows) => fetchMemberPosts(mine ? undefined : memberId, page, rows), {
    key: `${lang}:${memberId}`,
    rows: PAGE_SIZE,
    getKey: byId,
  });
  const publish = (
    <Button block onClick={() => navigation.navigate('pages/chat/issue')} data-testid="homepage-publish">
      {t('posts.publish')}
    </Button>
  );
  // A member who does not exist (or blocked the caller: the same 404) has no homepage, and no retry.
  if (found.error && !found.latest)
    return (
      <Pending load={found} failureTitle={t('posts.memberFailed')} notFound={t('posts.memberNotFound')} />
    );
  return (
    <>
      <MemberHeader found={found} publish={publish} />
      <h2 className={styles.sectionHead}>{t('posts.postsTitle')}</h2>
      <div data-testid="homepage-posts">
        <PagedList
          {...pagedListProps(posts)}
          getKey={byId}
          empty={
            <Empty
              title={t(mine ? 'posts.noPostsMine' : 'posts.noPosts')}
              description={mine ? t('posts.noPostsMineHint') : undefined}
              action={mine ? publish : undefined}
            />
          }
          renderItem={(post: PostView) => <PostCard post={post} />}
        />
      </div>
    </>
  );
}

/** The member's card and what may be done with them, once they are found. */
function MemberHeader({ found, publish }: { found: AsyncData<FriendSearchResult>; publish: ReactNode }) {
  const [changed, setChanged] = useState<FriendSearchResult | null>(null);
  const member = changed ?? found.data ?? found.latest;
  if (!member)
    return (
      <Card>
        <Skeleton avatar rows={2} />
      </Card>
    );
  return (
    <MemberCardView
      member={member}
      data-testid="homepage-member"
      actions={<RelationActions member={member} onChange={setChanged} self={publish} />}
    />
  );
}
