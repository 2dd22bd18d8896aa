import type { ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import { progressPercent } from './progressPercent.ts';
import styles from './ProgressBar.module.css';

export type ProgressBarTone = 'primary' | 'success' | 'warning' | 'muted';

export type ProgressBarProps = {
  /** 0–100, a number or a decimal string ("37.50"); clamped. */
  percent: number | string;
  /** What the bar measures (its accessible name, and the caption when shown). */
  label: string;
  /** The value as read out and shown; defaults to the percentage ("37.5%"). */
  valueText?: string;
  /** Show the label and the value above the bar (default true). */
  showLabel?: boolean;
  /**
   * Colour of the filled part: `primary` while it runs, `success` when a goal is reached, `warning`
   * when it is full or nearly (a sold-out fund), `muted` when it is closed. Colour only adds to the
   * caption: say the state in words too.
   */
  tone?: ProgressBarTone;
  /** A line under the bar with the amounts behind the percentage, e.g. "₹3,750 of ₹10,000". */
  detail?: ReactNode;
};

const trim = (percent: number) => `${Number(percent.toFixed(2))}%`;

/**
 * A horizontal bar for how far something has got (a fund's sold share, a goal); role `progressbar`.
 * It stands on a card (its track is drawn for the card's surface).
 */
export function ProgressBar({
  percent,
  label,
  valueText,
  showLabel = true,
  tone = 'primary',
  detail,
}: ProgressBarProps) {
  const value = progressPercent(percent);
  const text = valueText ?? trim(value);
  return (
    <div className={styles.progress}>
      {showLabel && (
        <div className={styles.caption}>
          <span className={styles.label}>{label}</span>
          <span className={styles.value}>{text}</span>
        </div>
      )}
      <div
        className={styles.track}
        role="progressbar"
        aria-label={label}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={value}
        aria-valuetext={text}
      >
        <div className={cx(styles.fill, styles[tone])} style={{ width: `${value}%` }} />
      </div>
      {detail && <div className={styles.detail}>{detail}</div>}
    </div>
  );
}
