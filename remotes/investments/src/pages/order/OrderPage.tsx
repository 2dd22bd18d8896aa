import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSession, type PageProps } from '@h5/platform';
import { Empty, NavBar } from '@h5/design-system';
import { PagedList } from '@h5/design-system/PagedList';
import { Tabs } from '@h5/design-system/Tabs';
import { Page } from '@h5/design-system/Page';
import type { FundOrder, FundOrderState } from '@h5/api/contract/fund';
import { LoginPrompt } from '../../components/LoginPrompt.tsx';
import { OrderCard } from '../../components/OrderCard.tsx';
import { useOrderList } from '../../hooks/useOrderList.ts';
import orderStyles from './OrderPage.module.css';
import { pagedListProps } from '@h5/platform/paging';

const STATES: readonly FundOrderState[] = ['in_progress', 'completed'];
const getKey = (order: FundOrder) => order.id;

/** The orders tab (`pages/order/order`): the member's fund orders, in progress or completed, 20 a page. */
export function OrderPage({ params }: PageProps) {
  const { t } = useTranslation('investments');
  const { token } = useSession();
  const [state, setState] = useState<FundOrderState>(
    params.state === 'completed' ? 'completed' : 'in_progress',
  );
  const tabs = useMemo(() => STATES.map((key) => ({ key, label: t(`state.${key}`) })), [t]);
  return (
    <Page>
      <NavBar title={t('order.title')} />
      {token ? (
        <main>
          <div className={orderStyles.tabs} role="region" aria-label={t('order.tabs')}>
            <Tabs
              items={tabs}
              activeKey={state}
              onChange={(key) => setState(key as FundOrderState)}
              label={t('order.tabs')}
            />
          </div>
          <OrderList key={state} state={state} />
        </main>
      ) : (
        <LoginPrompt />
      )}
    </Page>
  );
}

function OrderList({ state }: { state: FundOrderState }) {
  const { t } = useTranslation('investments');
  const orders = useOrderList(state);
  return (
    <div className={orderStyles.list}>
      <PagedList
        {...pagedListProps(orders)}
        getKey={getKey}
        renderItem={(order) => <OrderCard order={order} />}
        empty={<Empty title={t('order.empty')} />}
      />
    </div>
  );
}
