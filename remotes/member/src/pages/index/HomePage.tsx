import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar, Skeleton } from '@h5/design-system';
import { useSession, type PageProps } from '@h5/platform';
import { BrandHeader } from '../../components/BrandHeader.tsx';
import { FeeStatementCard } from '../../components/FeeStatementCard.tsx';
import { NoticeStrip } from '../../components/NoticeStrip.tsx';
import { QuickEntryGrid } from '../../components/QuickEntryGrid.tsx';
import { useFirstScreenSettled } from '../../hooks/useFirstScreenSettled.ts';
import styles from './HomePage.module.css';

// Members only: a visitor's first screen does not carry the card's code (its data is asked for early
// by the document when a session is stored, ADR 0022).
const MyAssetsCard = lazy(() =>
  import('../../components/MyAssetsCard.tsx').then(({ MyAssetsCard }) => ({ default: MyAssetsCard })),
);

// Under the quick entries: its code and icons come once the first screen has settled (ADR 0009's
// budget), a card of its size holding the place until then.
const CommunityEntryGrid = lazy(() =>
  import('../../components/CommunityEntryGrid.tsx').then(({ CommunityEntryGrid }) => ({
    default: CommunityEntryGrid,
  })),
);

// The chat's door in the title bar, with its unread badge: after the first screen, as the grid.
const ChatEntryButton = lazy(() =>
  import('../../components/ChatEntryButton.tsx').then(({ ChatEntryButton }) => ({
    default: ChatEntryButton,
  })),
);

/**
 * The home tab (`pages/index/index`): brand, latest announcements, a signed-in member's totals,
 * feature entries, the community's entries, fee statement.
 */
export function HomePage(_props: PageProps) {
  const { t } = useTranslation('member');
  const { token } = useSession();
  const settled = useFirstScreenSettled();
  const communityLoading = <div className={styles.communityLoading} aria-busy="true" />;
  return (
    <div className={styles.page}>
      <NavBar
        title={t('home.title')}
        right={
          settled ? (
            <Suspense fallback={null}>
              <ChatEntryButton />
            </Suspense>
          ) : null
        }
      />
      <main>
        <BrandHeader />
        <NoticeStrip />
        {token && (
          <Suspense
            fallback={
              <div className={styles.assetsLoading} aria-busy="true">
                <Skeleton rows={3} />
              </div>
            }
          >
            <MyAssetsCard />
          </Suspense>
        )}
        <QuickEntryGrid />
        {settled ? (
          <Suspense fallback={communityLoading}>
            <CommunityEntryGrid />
          </Suspense>
        ) : (
          communityLoading
        )}
        <FeeStatementCard />
      </main>
    </div>
  );
}
