import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system/Amount';
import { formatDateTime } from '../utils/formatDateTime.ts';
import type { IncomePayment } from '@h5/api/contract';
import { paymentStateTone } from '../utils/tones.ts';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './IncomeSchedule.module.css';

/** An order's payouts, one a day from 24 h after purchase: when each is due, its amount and state. */
export function IncomeSchedule({ schedule }: { schedule: readonly IncomePayment[] }) {
  const { t } = useTranslation('investments');
  return (
    <ol className={styles.list} data-testid="income-schedule">
      {schedule.map((payment) => (
        <li
          key={payment.period}
          className={styles.row}
          data-testid="income-payment"
          data-state={payment.state}
        >
          <div className={styles.main}>
            <span className={styles.period}>{t('orderDetail.period', { period: payment.period })}</span>
            <Amount value={payment.amount} className={styles.amount} />
            <StatusBadge
              label={t(`orderDetail.states.${payment.state}`)}
              tone={paymentStateTone[payment.state]}
            />
          </div>
          <p className={styles.time}>
            {payment.paidAt
              ? t('orderDetail.paid', { time: formatDateTime(payment.paidAt) })
              : t('orderDetail.due', { time: formatDateTime(payment.dueAt) })}
          </p>
        </li>
      ))}
    </ol>
  );
}
