import { useTranslation } from 'react-i18next';
import { useSession, type PageProps } from '@h5/platform';
import { ErrorState, NavBar, Skeleton } from '@h5/design-system';
import { Card } from '@h5/design-system/Card';
import { Page } from '@h5/design-system/Page';
import { AssetSummaryCard } from '../../components/AssetSummaryCard.tsx';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { PropertyEntryGrid } from '../../components/PropertyEntryGrid.tsx';
import { useWalletSummary } from '../../hooks/useWalletSummary.ts';
import { failureDescription } from '@h5/platform/helpers';

/** The property tab (`pages/property/property`): the member's assets and the way to every wallet page. */
export function PropertyPage(_props: PageProps) {
  const { t } = useTranslation('property');
  const { token } = useSession();
  const summary = useWalletSummary();

  return (
    <Page>
      <NavBar title={t('property.title')} />
      <main>
        {!token ? (
          <LoginPromptCard />
        ) : summary.data ? (
          <AssetSummaryCard summary={summary.data} />
        ) : summary.error ? (
          <ErrorState description={failureDescription(summary.error)} onRetry={summary.reload} />
        ) : (
          <Card>
            <Skeleton title rows={3} />
          </Card>
        )}
        {token && <PropertyEntryGrid />}
      </main>
    </Page>
  );
}
