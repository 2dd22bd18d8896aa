import { cx } from '../../utils/cx.ts';
import { formatInr } from '../../utils/formatInr.ts';
import { formatUsdt } from '../../utils/formatUsdt.ts';
import { scaleDecimal } from '../../utils/scaleDecimal.ts';
import styles from './Amount.module.css';

export type AmountProps = {
  /** Decimal string as it comes from the API, e.g. "1234.50". */
  value: string;
  currency?: 'INR' | 'USDT';
  /** Show "+" on gains and colour gains and losses. */
  signed?: boolean;
  className?: string;
};

/** A money amount: ₹ with Indian grouping, or USDT with 2–6 decimals; never through floating point. */
export function Amount({ value, currency = 'INR', signed = false, className }: AmountProps) {
  const units = scaleDecimal(value, currency === 'INR' ? 2 : 6);
  const direction = units === null || units === 0n ? 'zero' : units > 0n ? 'gain' : 'loss';
  const text = currency === 'INR' ? formatInr(value, { signed }) : formatUsdt(value, { signed });
  return (
    <span className={cx(styles.amount, signed && styles[direction], className)} data-currency={currency}>
      {text}
      {currency === 'USDT' && <span className={styles.unit}>{' USDT'}</span>}
    </span>
  );
}
