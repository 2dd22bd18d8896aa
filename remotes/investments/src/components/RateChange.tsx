import { formatPercent, trendOf } from '../utils/formatPercent.ts';
import { cx } from '../utils/cx.ts';
import styles from './RateChange.module.css';

/** A signed percent change (the day increase rate): green with "+" on a rise, red on a fall. */
export function RateChange({
  value,
  testId,
  className,
}: {
  value: string;
  testId?: string;
  className?: string;
}) {
  return (
    <span className={cx(styles.rate, styles[trendOf(value)], className)} data-testid={testId}>
      {formatPercent(value, { signed: true })}
    </span>
  );
}
