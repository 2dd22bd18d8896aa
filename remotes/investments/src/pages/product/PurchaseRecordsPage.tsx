import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Empty, NavBar } from '@h5/design-system';
import { PagedList } from '@h5/design-system/PagedList';
import { Page } from '@h5/design-system/Page';
import type { FundOrder } from '@h5/api/contract/fund';
import { LoginPrompt } from '../../components/LoginPrompt.tsx';
import { OrderCard } from '../../components/OrderCard.tsx';
import { usePurchaseRecords } from '../../hooks/useOrderList.ts';
import listStyles from './ProductPage.module.css';
import { pagedListProps } from '@h5/platform/paging';

const getKey = (order: FundOrder) => order.id;

/** Purchase records (`pages/product/purchase`): every fund purchase of the member, newest first. */
export function PurchaseRecordsPage(_props: PageProps) {
  const { t } = useTranslation('investments');
  const { token } = useSession();
  return (
    <Page>
      <NavBar title={t('purchase.title')} onBack={() => navigation.back(1, 'pages/product/product')} />
      {token ? <Records /> : <LoginPrompt />}
    </Page>
  );
}

function Records() {
  const { t } = useTranslation('investments');
  const records = usePurchaseRecords();
  return (
    <main className={listStyles.list}>
      <PagedList
        {...pagedListProps(records)}
        getKey={getKey}
        renderItem={(order) => <OrderCard order={order} />}
        empty={<Empty title={t('purchase.empty')} />}
      />
    </main>
  );
}
