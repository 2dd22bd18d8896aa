import { cx } from '../utils/cx.ts';
import styles from './StatusBadge.module.css';

export type BadgeTone = 'primary' | 'success' | 'warning' | 'danger' | 'muted';

/** A small coloured label: a fund's status, an order's state, a payout's state. */
export function StatusBadge({ label, tone, testId }: { label: string; tone: BadgeTone; testId?: string }) {
  return (
    <span className={cx(styles.badge, styles[tone])} data-testid={testId}>
      {label}
    </span>
  );
}
