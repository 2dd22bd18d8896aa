import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Empty, NavBar } from '@h5/design-system';
import { PagedList } from '@h5/design-system/PagedList';
import { Tabs } from '@h5/design-system/Tabs';
import type { WalletEntry } from '../../api/walletTypes.ts';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { WalletEntryRow } from '../../components/WalletEntryRow.tsx';
import { useWalletEntries } from '../../hooks/useWalletEntries.ts';
import styles from './MoneyDetailPage.module.css';
import { pagedListProps } from '@h5/platform/paging';

const ALL = '';
const getKey = (entry: WalletEntry) => entry.id;

/** The balance details (`pages/property/moneydetail`): every ledger line of the member, 20 a page, by type. */
export function MoneyDetailPage({ params }: PageProps) {
  const { t } = useTranslation('property');
  const { token } = useSession();
  const [type, setType] = useState(params.type ?? ALL);

  return (
    <div className={styles.page}>
      <NavBar title={t('moneyDetail.title')} onBack={() => navigation.back()} />
      {token ? <EntryList type={type} onTypeChange={setType} /> : <LoginPromptCard />}
    </div>
  );
}

type EntryListProps = { type: string; onTypeChange: (type: string) => void };

function EntryList({ type, onTypeChange }: EntryListProps) {
  const { t } = useTranslation('property');
  const entries = useWalletEntries(type);
  const tabs = useMemo(
    () => [
      { key: ALL, label: t('moneyDetail.all') },
      ...entries.types.map((option) => ({ key: option.type, label: option.label })),
    ],
    [entries.types, t],
  );

  return (
    <main>
      <div className={styles.filter} aria-label={t('moneyDetail.filter')} role="region">
        <Tabs items={tabs} activeKey={type} onChange={onTypeChange} />
      </div>
      <div className={styles.list}>
        <PagedList
          {...pagedListProps(entries)}
          getKey={getKey}
          renderItem={(entry) => <WalletEntryRow entry={entry} />}
          empty={<Empty title={t('moneyDetail.empty')} />}
        />
      </div>
    </main>
  );
}
