import { useTranslation } from 'react-i18next';
import { navigation, useSession, type PageProps } from '@h5/platform';
import { Pending } from '@h5/platform/pending';
import { Empty, NavBar } from '@h5/design-system';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import { Page, SectionTitle } from '@h5/design-system/Page';
import type { FundHolding, FundOrder } from '@h5/api/contract/fund';
import { LoginPromptCard } from '../../components/LoginPromptCard.tsx';
import { useFundHolding } from '../../hooks/useFundHoldings.ts';
import { formatEntryTime } from '../../utils/formatEntryTime.ts';
import styles from '../wallet.module.css';
import fundStyles from './FundPage.module.css';

/** The fund id a page was opened with (`?id=3`), or null. */
const fundIdOf = (params: Record<string, string>) =>
  /^[1-9]\d{0,15}$/.test(params.id ?? '') ? Number(params.id) : null;

/** One fund the member holds (`pages/property/funddetail?id=<fund id>`): principal, income and its orders. */
export function FundDetailPage({ params }: PageProps) {
  const { t } = useTranslation('property');
  const { token } = useSession();
  const fundId = fundIdOf(params);
  return (
    <Page>
      <NavBar title={t('fundDetail.title')} onBack={() => navigation.back(1, 'pages/property/fund')} />
      <main>
        {!token ? (
          <LoginPromptCard />
        ) : fundId === null ? (
          <Empty title={t('fundDetail.notFound')} />
        ) : (
          <Holding fundId={fundId} />
        )}
      </main>
    </Page>
  );
}

function Holding({ fundId }: { fundId: number }) {
  const { t } = useTranslation('property');
  const holding = useFundHolding(fundId);
  const data = holding.data ?? holding.latest;
  if (!data) return <Pending load={holding} notFound={t('fundDetail.notFound')} title rows={4} />;
  return (
    <>
      <Summary holding={data} />
      <SectionTitle>{t('fundDetail.orders')}</SectionTitle>
      {data.orders.length === 0 ? (
        <Card>
          <Empty title={t('fundDetail.noOrders')} />
        </Card>
      ) : (
        <ul className={styles.list}>
          {data.orders.map((order) => (
            <li key={order.id}>
              <OrderRow order={order} />
            </li>
          ))}
        </ul>
      )}
    </>
  );
}

function Summary({ holding }: { holding: FundHolding }) {
  const { t } = useTranslation('property');
  const { fund } = holding;
  return (
    <Card as="section" aria-labelledby="fund-holding-name" data-testid="fund-holding-summary">
      <h2 id="fund-holding-name" className={fundStyles.summaryName}>
        {fund.name}
      </h2>
      <dl className={styles.rows}>
        <dt>{t('fundDetail.status')}</dt>
        <dd>{t(`fundDetail.statuses.${fund.status}`)}</dd>
        <dt>{t('fundDetail.monthlyRate')}</dt>
        <dd>{`${fund.monthlyRatePercent}%`}</dd>
        <dt>{t('fundDetail.cycle')}</dt>
        <dd>{t('fundDetail.days', { count: fund.cycleDays })}</dd>
        <dt>{t('fund.principal')}</dt>
        <dd data-testid="fund-holding-principal">
          <Amount value={holding.principal} />
        </dd>
        <dt>{t('fund.cumulativeIncome')}</dt>
        <dd data-testid="fund-holding-income">
          <Amount value={holding.cumulativeIncome} />
        </dd>
      </dl>
      <button
        type="button"
        className={styles.navLink}
        onClick={() => navigation.navigate(`pages/product/detail?id=${fund.id}`)}
      >
        {t('fundDetail.aboutFund')}
      </button>
    </Card>
  );
}

function OrderRow({ order }: { order: FundOrder }) {
  const { t } = useTranslation('property');
  return (
    <button
      type="button"
      className={styles.option}
      data-testid="fund-holding-order"
      onClick={() => navigation.navigate(`pages/order/detail?id=${order.id}`)}
    >
      <span className={styles.optionText}>
        <span className={styles.optionTitle}>
          <Amount value={order.amount} /> · {t(`fundDetail.states.${order.state}`)}
        </span>
        <span className={styles.mono}>{order.orderNo}</span>
        <span className={styles.meta}>
          {t('fundDetail.orderIncome', { amount: formatInr(order.cumulativeIncome) })} ·{' '}
          {formatEntryTime(order.purchasedAt)}
        </span>
      </span>
    </button>
  );
}
