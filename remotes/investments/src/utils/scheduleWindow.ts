import type { IncomePayment } from '@h5/api/contract/fund';

/**
 * The few payouts of a schedule worth showing first: the last `past` that fell due and the ones to
 * come after them, `size` in all (fewer only when the schedule is shorter). Oldest first.
 */
export function scheduleWindow<T extends Pick<IncomePayment, 'period' | 'state'>>(
  schedule: readonly T[],
  size = 5,
  past = 2,
): T[] {
  const rows = [...schedule].sort((a, b) => a.period - b.period);
  const firstUpcoming = rows.findIndex((payment) => payment.state === 'upcoming');
  const boundary = firstUpcoming === -1 ? rows.length : firstUpcoming;
  const start = Math.max(0, Math.min(boundary - past, rows.length - size));
  return rows.slice(start, start + size);
}
