import type { HTMLAttributes, ReactNode } from 'react';
import { cx } from '../../utils/cx.ts';
import styles from './Tag.module.css';

export type TagTone = 'neutral' | 'primary' | 'success' | 'warning' | 'danger';

export type TagProps = HTMLAttributes<HTMLSpanElement> & {
  /**
   * The meaning: `neutral` (closed, expired), `primary` (new, recommended), `success` (done,
   * active), `warning` (under review, pending), `danger` (failed, rejected).
   */
  tone?: TagTone;
  /** A small icon before the text (`aria-hidden`: the text says it). */
  icon?: ReactNode;
  /** The status, one or two words: the text carries the meaning, the colour only repeats it. */
  children: ReactNode;
};

/**
 * A short status label on a row or a card ("Active", "Under review", "Failed"). Not interactive;
 * its 12 px text reads at 4.5:1 or more on its tinted background. `className` adds rules.
 */
export function Tag({ tone = 'neutral', icon, className, children, ...rest }: TagProps) {
  return (
    <span {...rest} className={cx(styles.tag, styles[tone], className)}>
      {icon !== undefined && icon !== null && (
        <span className={styles.icon} aria-hidden="true">
          {icon}
        </span>
      )}
      {children}
    </span>
  );
}
