import { useTranslation } from 'react-i18next';
import { Amount, formatInr } from '@h5/design-system/Amount';
import { Card } from '@h5/design-system/Card';
import type { FundOrderDetail } from '@h5/api/contract/fund';
import { formatDateTime } from '../utils/formatDateTime.ts';
import { nextPayout } from '../utils/nextPayout.ts';
import styles from './NextPayoutCard.module.css';

/**
 * The order's headline: when the next payout comes and how much it is; or that income waits for the
 * fund's pool, that the order has matured with income still to come, or that everything is paid.
 */
export function NextPayoutCard({ order }: { order: FundOrderDetail }) {
  const { t } = useTranslation('investments');
  const next = nextPayout(order);
  const title =
    next.kind === 'next'
      ? t('orderDetail.next')
      : next.kind === 'waiting'
        ? t('orderDetail.waiting')
        : next.kind === 'matured'
          ? t('orderDetail.matured')
          : t('orderDetail.allPaid');
  return (
    <Card
      as="section"
      title={title}
      titleId="order-next-payout"
      data-testid="next-payout"
      data-kind={next.kind}
    >
      {next.kind === 'next' ? (
        <>
          <p className={styles.figures}>
            <Amount value={next.payment.amount} className={styles.amount} />
            <time dateTime={next.payment.dueAt} className={styles.time} data-testid="next-payout-time">
              {formatDateTime(next.payment.dueAt)}
            </time>
          </p>
          <p className={styles.detail}>
            {t('orderDetail.nextOf', { period: String(next.payment.period), total: String(next.total) })}
          </p>
          {next.waiting && (
            <p className={styles.note}>{t('orderDetail.waitingHint', { amount: formatInr(next.waiting) })}</p>
          )}
        </>
      ) : next.kind === 'allPaid' ? (
        <p className={styles.detail}>
          {t('orderDetail.allPaidHint', { count: String(next.count), amount: formatInr(next.amount) })}
        </p>
      ) : (
        <p className={styles.detail}>
          {t(next.kind === 'matured' ? 'orderDetail.maturedHint' : 'orderDetail.waitingHint', {
            amount: formatInr(next.amount),
          })}
        </p>
      )}
    </Card>
  );
}
