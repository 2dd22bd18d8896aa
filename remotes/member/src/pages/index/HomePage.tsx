import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NavBar, Skeleton } from '@h5/design-system';
import { useSession, type PageProps } from '@h5/platform';
import { BrandHeader } from '../../components/BrandHeader.tsx';
import { FeeStatementCard } from '../../components/FeeStatementCard.tsx';
import { NoticeStrip } from '../../components/NoticeStrip.tsx';
import { QuickEntryGrid } from '../../components/QuickEntryGrid.tsx';
import styles from './HomePage.module.css';

// Members only: a visitor's first screen does not carry the card's code (its data is asked for early
// by the document when a session is stored, ADR 0022).
const MyAssetsCard = lazy(() =>
  import('../../components/MyAssetsCard.tsx').then(({ MyAssetsCard }) => ({ default: MyAssetsCard })),
);

/**
 * The home tab (`pages/index/index`): brand, latest announcements, a signed-in member's totals,
 * feature entries, fee statement.
 */
export function HomePage(_props: PageProps) {
  const { t } = useTranslation('member');
  const { token } = useSession();
  return (
    <div className={styles.page}>
      <NavBar title={t('home.title')} />
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
        <FeeStatementCard />
      </main>
    </div>
  );
}
