import { useTranslation } from 'react-i18next';
import { useSession, type PageProps } from '@h5/platform';
import { Pending } from '@h5/platform/pending';
import { NavBar } from '@h5/design-system';
import { Page } from '@h5/design-system/Page';
import { AssetSummaryCard } from '../../components/AssetSummaryCard.tsx';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { PropertyEntryGrid } from '../../components/PropertyEntryGrid.tsx';
import { useWalletSummary } from '../../hooks/useWalletSummary.ts';

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
        ) : (
          <Pending load={summary} title rows={3} />
        )}
        {token && <PropertyEntryGrid />}
      </main>
    </Page>
  );
}
