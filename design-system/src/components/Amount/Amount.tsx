import { useState } from 'react';
import { cx } from '../../utils/cx.ts';
import { formatInr } from '../../utils/formatInr.ts';
import { formatUsdt, formatUsdtBalance } from '../../utils/formatUsdt.ts';
import { scaleDecimal } from '../../utils/scaleDecimal.ts';
import styles from './Amount.module.css';

export type AmountProps = {
  /** Decimal string as it comes from the API, e.g. "1234.50". */
  value: string;
  /** `INR`: ₹ with Indian grouping and 2 decimals; `USDT`: international grouping, 2–6 decimals. */
  currency?: 'INR' | 'USDT';
  /** Show "+" on gains and colour gains and losses. */
  signed?: boolean;
  /**
   * A USDT balance (what the member holds, not an input or a quote): shown to 2 decimals rounded
   * down, so it is never more than is held; when that hides digits, a tap shows all 6, and screen
   * readers always hear the exact amount. No effect on INR.
   */
  balance?: boolean;
  /** Adds rules to the amount (size, weight); colours of `signed` stay. */
  className?: string;
  /** A handle for end-to-end tests. */
  'data-testid'?: string;
};

/** A money amount: ₹ with Indian grouping, or USDT with 2–6 decimals; never through floating point. */
export function Amount({
  value,
  currency = 'INR',
  signed = false,
  balance = false,
  className,
  'data-testid': testId,
}: AmountProps) {
  const units = scaleDecimal(value, currency === 'INR' ? 2 : 6);
  const direction = units === null || units === 0n ? 'zero' : units > 0n ? 'gain' : 'loss';
  const classes = cx(styles.amount, signed && styles[direction], className);
  if (currency === 'USDT' && balance) {
    const text = formatUsdtBalance(value);
    if (text.hidesDigits) return <UsdtBalanceToggle text={text} className={classes} testId={testId} />;
    return (
      <span className={classes} data-currency={currency} data-testid={testId}>
        {text.short}
        <span className={styles.unit}>{' USDT'}</span>
      </span>
    );
  }
  const text = currency === 'INR' ? formatInr(value, { signed }) : formatUsdt(value, { signed });
  return (
    <span className={classes} data-currency={currency} data-testid={testId}>
      {text}
      {currency === 'USDT' && <span className={styles.unit}>{' USDT'}</span>}
    </span>
  );
}

type ToggleProps = {
  text: { short: string; full: string };
  className: string;
  testId: string | undefined;
};

/** A USDT balance whose short form hides digits: a toggle between 2 decimals and all 6. */
function UsdtBalanceToggle({ text, className, testId }: ToggleProps) {
  const [full, setFull] = useState(false);
  return (
    <button
      type="button"
      className={cx(className, styles.toggle)}
      data-currency="USDT"
      data-testid={testId}
      // The exact amount, whatever the screen shows: the short form rounds down.
      aria-label={`${text.full} USDT`}
      aria-pressed={full}
      onClick={() => setFull((shown) => !shown)}
    >
      <span className={styles.toggleText}>
        <span className={styles.figure}>{full ? text.full : text.short}</span>
        <span className={styles.unit}>{' USDT'}</span>
      </span>
    </button>
  );
}
