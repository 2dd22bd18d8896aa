import type { FundOrderState, FundStatus, IncomePayment } from '@h5/api/contract/fund';
import type { BadgeTone } from '../components/StatusBadge.tsx';

/** The badge colour of a fund's status. */
export const fundStatusTone: Record<FundStatus, BadgeTone> = {
  on_sale: 'success',
  sold_out: 'warning',
  closed: 'muted',
};

/** The badge colour of an order's state. */
export const orderStateTone: Record<FundOrderState, BadgeTone> = {
  in_progress: 'primary',
  completed: 'success',
};

/** The badge colour of a payout of the income schedule. */
export const paymentStateTone: Record<IncomePayment['state'], BadgeTone> = {
  paid: 'success',
  pending: 'warning',
  upcoming: 'muted',
};
