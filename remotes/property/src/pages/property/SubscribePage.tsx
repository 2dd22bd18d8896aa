import { useTranslation } from 'react-i18next';
import { navigation, type PageProps } from '@h5/platform';
import { Button, Empty } from '@h5/design-system';
import { PagedList } from '@h5/design-system/PagedList';
import { pagedListProps } from '@h5/platform/paging';
import type { EquityHolding } from '@h5/api/contract/equity';
import { HoldingCard } from '../../components/HoldingCard.tsx';
import { MemberPage } from '../../components/MemberPage.tsx';
import { useSubscriptions } from '../../hooks/useEquity.ts';
import styles from './products.module.css';

const getKey = (holding: EquityHolding) => holding.id;

/** My subscriptions (`pages/property/subscribe`): every equity application, newest first, 20 a page. */
export function SubscribePage(_props: PageProps) {
  const { t } = useTranslation('property');
  return (
    <MemberPage title={t('subscriptions.title')} onBack={() => navigation.back(1, 'pages/property/property')}>
      <Applications />
    </MemberPage>
  );
}

function Applications() {
  const { t } = useTranslation('property');
  const list = useSubscriptions();
  return (
    <div className={styles.cards}>
      <PagedList
        {...pagedListProps(list)}
        getKey={getKey}
        renderItem={(holding) => <HoldingCard holding={holding} application />}
        empty={
          <Empty
            title={t('subscriptions.empty')}
            action={
              <Button onClick={() => navigation.navigate('pages/property/purchase')}>
                {t('stock.browse')}
              </Button>
            }
          />
        }
      />
    </div>
  );
}
