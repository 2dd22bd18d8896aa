import type { FundOrderDetail, IncomePayment } from '@h5/api/contract/fund';
import { toMinorUnits } from '@h5/platform/helpers';

/** What an order's headline says about its payouts. */
export type NextPayout =
  /** The next payout to come, `period` of `total` (with income waiting for the pool meanwhile, if any). */
  | { kind: 'next'; payment: IncomePayment; total: number; waiting: string | null }
  /** Every payout is due; `amount` waits for the fund's income pool. */
  | { kind: 'waiting'; amount: string }
  /** The order has completed, and `amount` of its income still waits for the pool. */
  | { kind: 'matured'; amount: string }
  /** Every payout is made: `count` of them, `amount` in all. */
  | { kind: 'allPaid'; count: number; amount: string };

const positive = (amount: string) => (toMinorUnits(amount, 2) ?? 0n) > 0n;

/** The order's next payout, or the state it is in when none is to come. */
export function nextPayout(order: FundOrderDetail): NextPayout {
  const waiting = positive(order.pendingIncome) ? order.pendingIncome : null;
  const upcoming = [...order.schedule]
    .sort((a, b) => a.period - b.period)
    .find((payment) => payment.state === 'upcoming');
  if (order.state === 'in_progress' && upcoming)
    return { kind: 'next', payment: upcoming, total: order.schedule.length, waiting };
  if (waiting)
    return order.state === 'completed'
      ? { kind: 'matured', amount: waiting }
      : { kind: 'waiting', amount: waiting };
  return { kind: 'allPaid', count: order.paidPeriods, amount: order.cumulativeIncome };
}
