import { useTranslation } from 'react-i18next';
import { formatPercent, trendOf } from '../utils/formatPercent.ts';
import { cx } from '../utils/cx.ts';
import styles from './RateChange.module.css';

const ARROWS = { up: '▲', down: '▼', flat: '' } as const;

/**
 * A signed percent change (the day change of a NAV): a rise is green with ▲ and "+", a fall red with
 * ▼ and "-", and a screen reader hears "Up"/"Down" first; colour is never the only sign. `testId`
 * marks the figure itself ("+0.12%").
 */
export function RateChange({
  value,
  testId,
  className,
}: {
  value: string;
  testId?: string;
  className?: string;
}) {
  const { t } = useTranslation('investments');
  const trend = trendOf(value);
  return (
    <span className={cx(styles.rate, styles[trend], className)} data-trend={trend}>
      {ARROWS[trend] && (
        <span className={styles.arrow} aria-hidden="true">
          {ARROWS[trend]}
        </span>
      )}
      <span className={styles.hidden}>{`${t(`trend.${trend}`)} `}</span>
      <span data-testid={testId}>{formatPercent(value, { signed: true })}</span>
    </span>
  );
}
