import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system/Amount';
import { formatDateTime } from '../utils/formatDateTime.ts';
import type { FundOrder } from '@h5/api/contract/fund';
import { formatPercent } from '../utils/formatPercent.ts';
import { orderStateTone } from '../utils/tones.ts';
import { PageLink } from './PageLink.tsx';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './OrderCard.module.css';

/** One order of a list: fund, state, the member's rate, amount and income so far; opens the order's detail. */
export function OrderCard({ order }: { order: FundOrder }) {
  const { t } = useTranslation('investments');
  return (
    <PageLink page={`pages/order/detail?id=${order.id}`} className={styles.card} testId="order-card">
      <div className={styles.header}>
        <span className={styles.name}>{order.fundName}</span>
        {order.isTrial && <StatusBadge label={t('common.trial')} tone="warning" />}
        <StatusBadge
          label={t(`state.${order.state}`)}
          tone={orderStateTone[order.state]}
          testId="order-state"
        />
      </div>
      <p className={styles.rate} data-testid="order-member-rate">
        {t('fund.memberRate', { rate: formatPercent(order.memberMonthlyRatePercent) })}
      </p>
      <dl className={styles.figures}>
        <div className={styles.figure}>
          <dt>{t('order.amount')}</dt>
          <dd data-testid="order-amount">
            <Amount value={order.amount} />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('order.expectedIncome')}</dt>
          <dd>
            <Amount value={order.expectedIncome} />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('order.todayIncome')}</dt>
          <dd>
            <Amount value={order.todayIncome} />
          </dd>
        </div>
        <div className={styles.figure}>
          <dt>{t('order.cumulativeIncome')}</dt>
          <dd>
            <Amount value={order.cumulativeIncome} />
          </dd>
        </div>
      </dl>
      <p className={styles.meta}>
        <span>{order.orderNo}</span>
        <time dateTime={order.purchasedAt}>{formatDateTime(order.purchasedAt)}</time>
      </p>
    </PageLink>
  );
}
