import { useTranslation } from 'react-i18next';
import { navigation, type PageProps } from '@h5/platform';
import { Button, Empty } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { FigureCard } from '@h5/design-system/FigureCard';
import { SectionTitle } from '@h5/design-system/Page';
import { PagedList } from '@h5/design-system/PagedList';
import { pagedListProps } from '@h5/platform/paging';
import type { EquityHolding, EquityHoldingsPage } from '@h5/api/contract/equity';
import { HoldingCard } from '../../components/HoldingCard.tsx';
import { MemberPage } from '../../components/MemberPage.tsx';
import { useHoldings } from '../../hooks/useEquity.ts';
import styles from './products.module.css';

const getKey = (holding: EquityHolding) => holding.id;

/**
 * My equity (`pages/property/stock`): the totals (shares, cost, current value, dividends) and each
 * holding with its state, the buyback and the auto-compounding switch.
 */
export function StockPage(_props: PageProps) {
  const { t } = useTranslation('property');
  return (
    <MemberPage title={t('stock.title')} onBack={() => navigation.back(1, 'pages/property/property')}>
      <Holdings />
    </MemberPage>
  );
}

function Holdings() {
  const { t } = useTranslation('property');
  const holdings = useHoldings();
  return (
    <>
      {holdings.totals && <Totals totals={holdings.totals} />}
      <SectionTitle>{t('stock.holdings')}</SectionTitle>
      <div className={styles.cards}>
        <PagedList
          {...pagedListProps(holdings)}
          getKey={getKey}
          renderItem={(holding) => <HoldingCard holding={holding} />}
          empty={
            <Empty
              title={t('stock.empty')}
              action={
                <Button onClick={() => navigation.navigate('pages/property/purchase')}>
                  {t('stock.browse')}
                </Button>
              }
            />
          }
        />
      </div>
    </>
  );
}

function Totals({ totals }: { totals: EquityHoldingsPage['totals'] }) {
  const { t } = useTranslation('property');
  return (
    <FigureCard
      heading={t('stock.totalValue')}
      headingId="stock-total"
      figure={<Amount value={totals.currentValue} />}
      figureTestId="stock-total-value"
      facts={[
        { key: 'shares', label: t('stock.totalShares'), value: totals.shares, testId: 'stock-total-shares' },
        {
          key: 'cost',
          label: t('stock.totalCost'),
          value: <Amount value={totals.amount} />,
          testId: 'stock-total-cost',
        },
        {
          key: 'dividends',
          label: t('stock.totalDividends'),
          value: <Amount value={totals.dividends} />,
          testId: 'stock-total-dividends',
        },
        {
          key: 'fees',
          label: t('stock.totalFees'),
          value: <Amount value={totals.fees} />,
          testId: 'stock-total-fees',
        },
      ]}
    />
  );
}
