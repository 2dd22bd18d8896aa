import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Amount } from '@h5/design-system/Amount';
import { formatDateTime } from '../utils/formatDateTime.ts';
import type { IncomePayment } from '@h5/api/contract/fund';
import { scheduleWindow } from '../utils/scheduleWindow.ts';
import { paymentStateTone } from '../utils/tones.ts';
import { StatusBadge } from './StatusBadge.tsx';
import styles from './IncomeSchedule.module.css';

/** Fewer rows than this are shown whole; a longer schedule shows its window and "See all". */
const WINDOW = 5;

/**
 * An order's payouts, one a day from 24 h after purchase: when each is due, its amount and state.
 * A long schedule (30 payouts and more) first shows the last ones due and the next ones to come; a
 * button opens the whole of it in place, and closes it again.
 */
export function IncomeSchedule({ schedule }: { schedule: readonly IncomePayment[] }) {
  const { t } = useTranslation('investments');
  const listId = useId();
  const [expanded, setExpanded] = useState(false);
  const folds = schedule.length > WINDOW + 1;
  const rows =
    folds && !expanded ? scheduleWindow(schedule, WINDOW) : [...schedule].sort((a, b) => a.period - b.period);
  return (
    <>
      {folds && !expanded && <p className={styles.caption}>{t('orderDetail.recent')}</p>}
      <ol id={listId} className={styles.list} data-testid="income-schedule">
        {rows.map((payment) => (
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
      {folds && (
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={expanded}
          aria-controls={listId}
          onClick={() => setExpanded((open) => !open)}
          data-testid="income-schedule-toggle"
        >
          {expanded ? t('orderDetail.seeFewer') : t('orderDetail.seeAll', { count: schedule.length })}
        </button>
      )}
    </>
  );
}
