import { useTranslation } from 'react-i18next';
import { navigation, type PageProps } from '@h5/platform';
import { Pending } from '@h5/platform/pending';
import { Button, Empty } from '@h5/design-system';
import { Amount } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { SectionTitle } from '@h5/design-system/Page';
import type { FundHoldings } from '@h5/api/contract/fund';
import { MemberPage } from '../../components/MemberPage.tsx';
import { useFundHoldings } from '../../hooks/useFundHoldings.ts';
import fundStyles from './FundPage.module.css';

/** My funds (`pages/property/fund`): what the member has invested in funds, the income, and each fund. */
export function FundPage(_props: PageProps) {
  const { t } = useTranslation('property');
  return (
    <MemberPage title={t('fund.title')} onBack={() => navigation.back(1, 'pages/property/property')}>
      <Holdings />
    </MemberPage>
  );
}

function Holdings() {
  const { t } = useTranslation('property');
  const holdings = useFundHoldings();
  const data = holdings.data ?? holdings.latest;
  if (!data) {
    return <Pending load={holdings} title rows={4} />;
  }
  return (
    <>
      <Totals holdings={data} />
      <SectionTitle>{t('fund.funds')}</SectionTitle>
      {data.list.length === 0 ? (
        <Card>
          <Empty
            title={t('fund.empty')}
            action={
              <Button onClick={() => navigation.switchTab('pages/product/product')}>
                {t('fund.browse')}
              </Button>
            }
          />
        </Card>
      ) : (
        <ul className={fundStyles.holdings}>
          {data.list.map((holding) => (
            <li key={holding.fundId}>
              <button
                type="button"
                className={fundStyles.holding}
                data-testid="fund-holding"
                onClick={() => navigation.navigate(`pages/property/funddetail?id=${holding.fundId}`)}
              >
                <span className={fundStyles.name}>{holding.fundName}</span>
                <span className={fundStyles.figures}>
                  <span>
                    <span className={fundStyles.caption}>{t('fund.principal')}</span>
                    <Amount value={holding.principal} />
                  </span>
                  <span>
                    <span className={fundStyles.caption}>{t('fund.cumulativeIncome')}</span>
                    <Amount value={holding.cumulativeIncome} />
                  </span>
                  <span>
                    <span className={fundStyles.caption}>{t('fund.orders')}</span>
                    {holding.orders}
                  </span>
                </span>
              </button>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Totals({ holdings }: { holdings: FundHoldings }) {
  const { t } = useTranslation('property');
  return (
    <section className={fundStyles.totals} aria-labelledby="fund-totals">
      <h2 id="fund-totals" className={fundStyles.totalLabel}>
        {t('fund.totalPrincipal')}
      </h2>
      <p className={fundStyles.total} data-testid="fund-total-principal">
        <Amount value={holdings.totalPrincipal} />
      </p>
      <dl className={fundStyles.parts}>
        <div>
          <dt>{t('fund.totalIncome')}</dt>
          <dd data-testid="fund-total-income">
            <Amount value={holdings.totalIncome} />
          </dd>
        </div>
        <div>
          <dt>{t('fund.todayIncome')}</dt>
          <dd data-testid="fund-today-income">
            <Amount value={holdings.todayIncome} />
          </dd>
        </div>
      </dl>
    </section>
  );
}
