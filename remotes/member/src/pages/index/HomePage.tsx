import { useTranslation } from 'react-i18next';
import { NavBar } from '@h5/design-system';
import type { PageProps } from '@h5/platform';
import { BrandHeader } from '../../components/BrandHeader.tsx';
import { FeeStatementCard } from '../../components/FeeStatementCard.tsx';
import { NoticeStrip } from '../../components/NoticeStrip.tsx';
import { QuickEntryGrid } from '../../components/QuickEntryGrid.tsx';
import styles from './HomePage.module.css';

/** The home tab (`pages/index/index`): brand, latest announcements, feature entries, fee statement. */
export function HomePage(_props: PageProps) {
  const { t } = useTranslation('member');
  return (
    <div className={styles.page}>
      <NavBar title={t('home.title')} />
      <main>
        <BrandHeader />
        <NoticeStrip />
        <QuickEntryGrid />
        <FeeStatementCard />
      </main>
    </div>
  );
}
